import Mediator

// The de-modelled form this value takes when it crosses the mediator.
extension GoodsItem {
    /// The item as an ordinary object; `createdAt` is unix seconds.
    var value: MediatorValue {
        .object([
            "id": .int(id), "sku": .string(sku), "title": .string(title), "description": .string(description),
            "category": .string(category), "price": .int(price), "stock": .int(stock), "rating": .double(rating),
            "inStock": .bool(inStock), "createdAt": .int(Int(createdAt.timeIntervalSince1970)),
        ])
    }
}
