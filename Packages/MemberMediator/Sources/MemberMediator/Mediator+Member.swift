import Mediator

extension Mediator {
    /// Typed calls into the Member component.
    public var member: MemberCalls { MemberCalls(mediator: self) }
}

/// Typed calls into Member: the only caller-side place that spells its target and action names.
///
/// Member's own failures arrive as `MemberFailure`; other mediator failures as `MediatorError`.
public struct MemberCalls: Sendable {
    let member: ComponentClient<MemberErrorCode>

    init(mediator: Mediator) {
        member = ComponentClient(mediator, target: "Member")
    }

    /// The member's points, level, discount and distance to the next level.
    public func show(username: String) throws -> MemberStatus {
        try member.call(action: "show", ["username": .string(username)])
    }

    /// The member's points history, newest first (`limit` 1...500, Member's default 100).
    public func history(username: String, limit: Int? = nil) throws -> [PointsEntry] {
        var params: Params = ["username": .string(username)]
        if let limit { params["limit"] = .int(limit) }
        return try member.call(action: "history", params, as: MemberHistory.self).entries
    }

    /// Every member's ledger lines, oldest first, each with its member (for reconciliation).
    public func ledger() throws -> [MemberLedgerLine] {
        try member.call(action: "ledger", as: MemberLedger.self).entries
    }

    /// The discount every level gives at checkout, bronze first (for reconciling orders' discounts).
    public func levelDiscounts() throws -> [MemberLevelDiscounts.Level] {
        try member.call(action: "discounts", as: MemberLevelDiscounts.self).levels
    }

    /// The discount the member's level gives at checkout, in percent (0, 5 or 10).
    public func discountPercent(username: String) throws -> Int {
        try member.call(action: "discount", ["username": .string(username)], as: MemberDiscount.self).discountPercent
    }
}
