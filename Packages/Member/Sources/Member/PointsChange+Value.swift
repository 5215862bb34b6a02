import Mediator

// The de-modelled form this value takes when it crosses the mediator.
extension PointsChange {
    var value: MediatorValue {
        .object([
            "paymentID": .int(paymentID), "username": .string(username), "delta": .int(delta),
            "applied": .bool(applied), "points": .int(points),
        ])
    }
}
