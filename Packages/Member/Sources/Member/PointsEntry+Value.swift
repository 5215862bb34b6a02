import Mediator

// The de-modelled form this value takes when it crosses the mediator; `at` is unix seconds.
extension PointsEntry {
    var value: MediatorValue {
        .object([
            "id": .int(id), "paymentID": .int(paymentID), "orderRef": .string(orderRef), "delta": .int(delta),
            "reason": .string(reason.rawValue), "at": .int(Int(at.timeIntervalSince1970)),
        ])
    }
}
