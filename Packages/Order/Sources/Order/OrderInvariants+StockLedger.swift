import GoodsMediator

extension OrderInvariants {
    /// What one item's recorded movements say its reserved units and stock must be.
    struct StockLedger: CustomStringConvertible {
        /// Units its opening held.
        let opening: Int
        /// The net change of its restocks.
        let restocked: Int
        /// Units its reservations took.
        let reserves: Int
        /// Units its releases put back.
        let releases: Int
        /// reserves − releases, or nil when that overflows.
        let reserved: Int?
        /// opening + restocked − reserved, or nil when that overflows.
        let stock: Int?

        /// The ledger of `item`, whose opening is `opening` (Goods sends every sum with an opening;
        /// a sum left out counts as no movement).
        init(_ item: GoodsStockLine, opening: Int) {
            self.opening = opening
            restocked = item.restocked ?? 0
            reserves = item.reserves ?? 0
            releases = item.releases ?? 0
            let (reserved, reservedOverflow) = reserves.subtractingReportingOverflow(releases)
            let (held, heldOverflow) = opening.addingReportingOverflow(restocked)
            let (stock, stockOverflow) = held.subtractingReportingOverflow(reserved)
            self.reserved = reservedOverflow ? nil : reserved
            self.stock = reservedOverflow || heldOverflow || stockOverflow ? nil : stock
        }

        /// `opening 10, restocks 3, reserves 5, releases 1`.
        var description: String {
            "opening \(opening), restocks \(restocked), reserves \(reserves), releases \(releases)"
        }
    }
}
