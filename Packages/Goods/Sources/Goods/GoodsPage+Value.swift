import Mediator

// The de-modelled form this value takes when it crosses the mediator.
extension GoodsPage {
    func value(listing: GoodsActions.Listing) -> MediatorValue {
        .object([
            "items": .array(items.map(\.value)), "page": .int(page), "pageSize": .int(pageSize), "total": .int(total),
            "pageCount": .int(pageCount), "hasMore": .bool(hasMore), "listing": .string(listing.rawValue),
        ])
    }
}
