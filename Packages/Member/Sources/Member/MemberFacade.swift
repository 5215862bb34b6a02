import Foundation
import MemberMediator
import Storage

/// The public face of Member: points earned from payments, levels, discounts and history.
///
/// It returns `MemberMediator`'s wire types (`MemberStatus`, `PointsEntry`, `MemberLedgerLine`,
/// `PointsChange`) directly: what callers see is declared once, there.
///
/// Points come from payment events: one point per whole currency unit (`amount / 100`), taken back
/// when the payment is refunded. Each payment awards at most once and reverses at most once, so a
/// repeated event changes nothing. Points are the sum of the ledger and never go below 0.
public final class MemberFacade: Sendable {
    /// The most history entries one call returns.
    public static let maxHistory = 500
    /// The longest username accepted.
    public static let maxUsernameLength = 64

    let storage: StorageFacade
    let now: @Sendable () -> Date

    /// Creates the Facade on `storage` and applies Member's migrations.
    ///
    /// - Parameter now: the clock ledger entries are stamped with.
    public init(storage: StorageFacade, now: @escaping @Sendable () -> Date = { Date() }) throws {
        self.storage = storage
        self.now = now
        try storage.migrate(owner: "member", MemberMigrations.all)
    }

    /// Trims and lowercases a username, as Account stores it.
    ///
    /// - Throws: `.invalidUsername`.
    public static func normalizedUsername(_ username: String) throws -> String {
        let name = username.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !name.isEmpty else { throw MemberError.invalidUsername(username, reason: "it is empty") }
        guard name.count <= maxUsernameLength else {
            throw MemberError.invalidUsername(username, reason: "it is longer than \(maxUsernameLength) characters")
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw MemberError.invalidUsername(username, reason: "it contains control characters")
        }
        return name
    }

    // MARK: Reading

    /// The member's points, level, discount and distance to the next level (0 points if unknown).
    ///
    /// - Throws: `.invalidUsername`.
    public func status(username: String) throws -> MemberStatus {
        let name = try Self.normalizedUsername(username)
        return MemberStatus(username: name, points: try points(of: name))
    }

    /// The discount the member's level gives, in percent (0, 5 or 10).
    ///
    /// - Throws: `.invalidUsername`.
    public func discountPercent(username: String) throws -> Int {
        try status(username: username).discountPercent
    }

    /// The member's ledger, newest first.
    ///
    /// - Throws: `.invalidUsername`, `.invalidLimit`.
    public func history(username: String, limit: Int = 100) throws -> [PointsEntry] {
        let name = try Self.normalizedUsername(username)
        guard (1...Self.maxHistory).contains(limit) else { throw MemberError.invalidLimit(limit) }
        return try storage.query(
            """
            SELECT id, payment_id, order_ref, delta, reason, at FROM member_ledger
            WHERE username = ? ORDER BY id DESC LIMIT ?
            """,
            [.text(name), SQLValue(limit)]
        ).map(Self.entry(from:))
    }

    /// Every ledger line of every member, oldest first, for reconciling points against payments.
    public func ledger() throws -> [MemberLedgerLine] {
        try storage.query(
            "SELECT id, username, payment_id, order_ref, delta, reason, at FROM member_ledger ORDER BY id"
        ).map { row in MemberLedgerLine(username: try row.string("username"), entry: try Self.entry(from: row)) }
    }

    // MARK: Payment events

    /// Awards the points a succeeded payment earns, once per payment.
    ///
    /// A repeat of the same payment returns `applied == false` and changes nothing. A payment
    /// already reversed (its refund arrived first) is recorded with 0 points.
    /// - Throws: `.invalidPaymentID`, `.invalidAmount`, `.invalidUsername`.
    @discardableResult
    public func awardPoints(paymentID: Int, username: String, amount: Int, orderRef: String = "") throws
        -> PointsChange
    {
        let name = try Self.normalizedUsername(username)
        try Self.check(paymentID: paymentID, amount: amount)
        return try storage.transaction {
            if let existing = try entry(paymentID: paymentID, reason: .award) {
                return PointsChange(
                    paymentID: paymentID, username: existing.username, delta: 0, applied: false,
                    points: try points(of: existing.username))
            }
            let reversed = try entry(paymentID: paymentID, reason: .reversal) != nil
            let delta = reversed ? 0 : MemberPoints.earned(byAmount: amount)
            try record(name, paymentID: paymentID, delta: delta, reason: .award, orderRef: orderRef)
            return PointsChange(
                paymentID: paymentID, username: name, delta: delta, applied: true, points: try points(of: name))
        }
    }

    /// Takes back the points a refunded payment earned, once per payment, never below 0.
    ///
    /// The award's own user and points are what is reversed; `username` and `amount` from the
    /// refund are used only when no award was recorded (then 0 points are recorded, so a late
    /// award for the same payment earns nothing).
    /// - Throws: `.invalidPaymentID`, `.invalidAmount`, `.invalidUsername`, `.corruptData` (a stored
    ///   award below 0).
    @discardableResult
    public func reversePoints(paymentID: Int, username: String, amount: Int, orderRef: String = "") throws
        -> PointsChange
    {
        let name = try Self.normalizedUsername(username)
        try Self.check(paymentID: paymentID, amount: amount)
        return try storage.transaction {
            let award = try entry(paymentID: paymentID, reason: .award)
            let owner = award?.username ?? name
            if try entry(paymentID: paymentID, reason: .reversal) != nil {
                return PointsChange(
                    paymentID: paymentID, username: owner, delta: 0, applied: false, points: try points(of: owner))
            }
            let balance = try points(of: owner)
            let awarded = award?.delta ?? 0
            // An award is never negative; one that is was written by hand, and negating Int.min traps.
            guard awarded >= 0 else {
                throw MemberError.corruptData("payment #\(paymentID)'s award is \(awarded) points, below 0")
            }
            let delta = -min(awarded, balance)
            try record(
                owner, paymentID: paymentID, delta: delta, reason: .reversal, orderRef: award?.orderRef ?? orderRef)
            return PointsChange(
                paymentID: paymentID, username: owner, delta: delta, applied: true, points: balance + delta)
        }
    }

    // MARK: Ledger

    private static func entry(from row: Row) throws -> PointsEntry {
        let reason = try row.string("reason")
        // The table's CHECK admits only these two; anything else is a damaged database, not an award.
        guard let parsed = PointsEntry.Reason(rawValue: reason) else {
            throw StorageError.decoding(column: "reason", expected: "award or reversal", actual: reason)
        }
        return PointsEntry(
            id: try row.int("id"), paymentID: try row.int("payment_id"), orderRef: try row.string("order_ref"),
            delta: try row.int("delta"), reason: parsed,
            at: Date(timeIntervalSince1970: TimeInterval(try row.int64("at"))))
    }

    private func points(of username: String) throws -> Int {
        let total = try storage.queryOne(
            "SELECT COALESCE(SUM(delta), 0) AS total FROM member_ledger WHERE username = ?", [.text(username)]
        )?.int("total")
        return max(0, total ?? 0)
    }

    private func entry(paymentID: Int, reason: PointsEntry.Reason) throws
        -> (username: String, delta: Int, orderRef: String)?
    {
        guard
            let row = try storage.queryOne(
                "SELECT username, delta, order_ref FROM member_ledger WHERE payment_id = ? AND reason = ?",
                [SQLValue(paymentID), .text(reason.rawValue)])
        else { return nil }
        return (try row.string("username"), try row.int("delta"), try row.string("order_ref"))
    }

    private func record(_ username: String, paymentID: Int, delta: Int, reason: PointsEntry.Reason, orderRef: String)
        throws
    {
        try storage.execute(
            "INSERT INTO member_ledger (username, payment_id, delta, reason, at, order_ref) VALUES (?, ?, ?, ?, ?, ?)",
            [
                .text(username), SQLValue(paymentID), SQLValue(delta), .text(reason.rawValue),
                SQLValue(Int(now().timeIntervalSince1970)), .text(orderRef),
            ])
    }

    private static func check(paymentID: Int, amount: Int) throws {
        guard paymentID > 0 else { throw MemberError.invalidPaymentID(paymentID) }
        guard amount >= 0 else { throw MemberError.invalidAmount(amount) }
    }
}
