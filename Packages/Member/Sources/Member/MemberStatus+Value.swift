import Mediator

// The de-modelled form this value takes when it crosses the mediator.
extension MemberStatus {
    var value: MediatorValue {
        .object([
            "username": .string(username), "points": .int(points), "level": .string(level.rawValue),
            "discountPercent": .int(discountPercent), "nextLevel": nextLevel.map { .string($0.rawValue) } ?? .null,
            "pointsToNextLevel": pointsToNextLevel.map(MediatorValue.int) ?? .null,
        ])
    }
}
