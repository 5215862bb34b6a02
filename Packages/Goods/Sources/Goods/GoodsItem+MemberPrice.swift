import GoodsMediator

extension GoodsItem {
    /// The price after `discountPercent` (0...100), rounded half up to the nearest minor unit.
    ///
    /// - Throws: `GoodsError.invalidDiscount` outside 0...100.
    public func price(withDiscountPercent discountPercent: Int) throws -> Int {
        guard (0...100).contains(discountPercent) else { throw GoodsError.invalidDiscount(discountPercent) }
        return (price * (100 - discountPercent) + 50) / 100
    }

    /// This item in the member form of `show`: with `memberPrice` at `discountPercent`.
    ///
    /// - Throws: `GoodsError.invalidDiscount` outside 0...100.
    func pricedForMember(discountPercent: Int) throws -> GoodsItem {
        GoodsItem(
            id: id, sku: sku, title: title, description: description, category: category, price: price, stock: stock,
            rating: rating, createdAt: createdAt, memberPrice: try price(withDiscountPercent: discountPercent),
            discountPercent: discountPercent)
    }
}
