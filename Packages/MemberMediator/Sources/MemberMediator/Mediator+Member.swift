import Mediator

extension Mediator {
    /// Typed calls into the Member component.
    public var member: MemberCalls { MemberCalls(mediator: self) }
}

/// Typed calls into Member: the only caller-side place that spells its target and action names.
///
/// Member's request errors arrive as `MemberCallError`; mediator failures as `MediatorError`.
public struct MemberCalls: Sendable {
    let mediator: Mediator

    /// The member's points, level, discount and distance to the next level.
    public func show(username: String) throws -> MemberStatus {
        try call {
            try MemberStatus(
                try mediator.perform(target: "Member", action: "show", params: ["username": .string(username)]))
        }
    }

    /// The member's points history, newest first (`limit` 1...500, Member's default 100).
    public func history(username: String, limit: Int? = nil) throws -> [PointsEntry] {
        var params: Params = ["username": .string(username)]
        if let limit { params["limit"] = .int(limit) }
        return try call {
            let value = try mediator.perform(target: "Member", action: "history", params: params)
            let fields = try ResultReader(value) { MemberCallError.unexpectedResult(action: "history", reason: $0) }
            return try fields.array("entries").map(PointsEntry.init)
        }
    }

    /// Every member's ledger lines, oldest first, each with its member (for reconciliation).
    public func ledger() throws -> [MemberLedgerLine] {
        try call {
            let value = try mediator.perform(target: "Member", action: "ledger")
            let fields = try ResultReader(value) { MemberCallError.unexpectedResult(action: "ledger", reason: $0) }
            return try fields.array("entries").map { entry in
                let line = try ResultReader(entry) { MemberCallError.unexpectedResult(action: "ledger", reason: $0) }
                return MemberLedgerLine(username: try line.string("username"), entry: try PointsEntry(entry))
            }
        }
    }

    /// The discount the member's level gives at checkout, in percent (0, 5 or 10).
    public func discountPercent(username: String) throws -> Int {
        try call {
            let value = try mediator.perform(
                target: "Member", action: "discount", params: ["username": .string(username)])
            let fields = try ResultReader(value) { MemberCallError.unexpectedResult(action: "discount", reason: $0) }
            return try fields.int("discountPercent")
        }
    }

    private func call<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw MemberCallError.map(error)
        }
    }
}
