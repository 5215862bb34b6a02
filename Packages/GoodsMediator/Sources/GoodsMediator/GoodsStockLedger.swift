/// Every item's stock and reserved units, by id (Goods' `stockLedger`, for Order's money audit).
public struct GoodsStockLedger: Sendable, Equatable, Codable {
    /// One line per item.
    public let items: [GoodsStockLine]

    /// Creates a ledger.
    public init(items: [GoodsStockLine]) {
        self.items = items
    }
}
