import Mediator

// The de-modelled form this value takes when it crosses the mediator.
extension GoodsCategory {
    var value: MediatorValue {
        .object(["name": .string(name), "count": .int(count), "inStock": .int(inStock)])
    }
}
