import Mediator

// The de-modelled form this value takes when it crosses the mediator.
extension GoodsSeedReport {
    var value: MediatorValue {
        .object([
            "source": source.map(MediatorValue.string) ?? .null, "inserted": .int(inserted), "updated": .int(updated),
            "skipped": .bool(skipped),
        ])
    }
}
