import GoodsMediator

extension GoodsItem {
    /// The price after `discountPercent` (0...100), rounded half up to the nearest minor unit.
    ///
    /// - Throws: `GoodsError.invalidDiscount` outside 0...100; `.corruptData` when the stored price
    ///   is too large to discount.
    public func price(withDiscountPercent discountPercent: Int) throws -> Int {
        try Self.price(price, of: id, withDiscountPercent: discountPercent)
    }

    /// Item `id`'s `price` after `discountPercent`, as `price(withDiscountPercent:)`: for building the
    /// member form of an item once, from its row.
    static func price(_ price: Int, of id: Int, withDiscountPercent discountPercent: Int) throws -> Int {
        guard (0...100).contains(discountPercent) else { throw GoodsError.invalidDiscount(discountPercent) }
        let (scaled, overflow) = price.multipliedReportingOverflow(by: 100 - discountPercent)
        let (rounded, carry) = scaled.addingReportingOverflow(50)
        guard !overflow, !carry else {
            throw GoodsError.corruptData("item \(id)'s price \(price) × \(100 - discountPercent)% overflows")
        }
        return rounded / 100
    }
}
