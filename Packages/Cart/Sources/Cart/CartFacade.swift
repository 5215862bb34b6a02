import CartMediator
import Foundation
import Storage

/// Cart's public face: per-user cart lines stored in the shared database.
///
/// Every write is one guarded SQL statement inside an immediate transaction, so several processes
/// sharing the database file never lose an update; a refused write changes nothing.
public final class CartFacade: Sendable {
    /// The most units one line may hold.
    public static let maxQuantity = 99
    /// The highest unit price accepted, in minor units (keeps totals far from overflow).
    public static let maxUnitPrice = 1_000_000_000

    private let storage: StorageFacade
    private let now: @Sendable () -> Date

    /// Creates the Facade over `storage`, applying Cart's migrations; `now` stamps new lines.
    public init(storage: StorageFacade, now: @escaping @Sendable () -> Date = { Date() }) throws {
        self.storage = storage
        self.now = now
        try storage.migrate(owner: CartMigrations.owner, CartMigrations.all)
    }

    /// Adds `quantity` units of a goods to the user's cart, growing an existing line atomically.
    ///
    /// The title and unit price snapshots are refreshed to the values given here.
    /// - Throws: `CartError.quantityLimit` when the line would exceed 99 (the line is left as it was),
    ///   or a validation error.
    @discardableResult
    public func add(username: String, goodsID: Int, title: String, unitPrice: Int, quantity: Int = 1) throws
        -> CartLine
    {
        let username = try Self.checkedUsername(username)
        try Self.check(goodsID: goodsID)
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw CartError.emptyTitle }
        guard (0...Self.maxUnitPrice).contains(unitPrice) else { throw CartError.invalidPrice(unitPrice) }
        try Self.check(quantity: quantity)
        let addedAt = Int64(now().timeIntervalSince1970)
        return try storage.transaction {
            // The WHERE clause makes the increment and the limit check one atomic step.
            let changed = try storage.execute(
                """
                INSERT INTO cart_lines (username, goods_id, title, unit_price, quantity, added_at)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (username, goods_id) DO UPDATE SET
                    quantity = quantity + excluded.quantity,
                    title = excluded.title,
                    unit_price = excluded.unit_price
                WHERE quantity + excluded.quantity <= ?
                """,
                [
                    .text(username), SQLValue(goodsID), .text(title), SQLValue(unitPrice), SQLValue(quantity),
                    .integer(addedAt), SQLValue(Self.maxQuantity),
                ])
            let line = try self.line(username: username, goodsID: goodsID)
            guard changed > 0, let line else {
                throw CartError.quantityLimit(goodsID: goodsID, current: line?.quantity ?? 0, adding: quantity)
            }
            return line
        }
    }

    /// Sets the quantity of an existing line (1...99; remove the line to drop it).
    ///
    /// - Throws: `CartError.invalidQuantity` or `.lineNotFound`.
    @discardableResult
    public func updateQuantity(username: String, goodsID: Int, quantity: Int) throws -> CartLine {
        let username = try Self.checkedUsername(username)
        try Self.check(goodsID: goodsID)
        try Self.check(quantity: quantity)
        return try storage.transaction {
            let changed = try storage.execute(
                "UPDATE cart_lines SET quantity = ? WHERE username = ? AND goods_id = ?",
                [SQLValue(quantity), .text(username), SQLValue(goodsID)])
            guard changed > 0, let line = try self.line(username: username, goodsID: goodsID) else {
                throw CartError.lineNotFound(goodsID: goodsID)
            }
            return line
        }
    }

    /// Removes one line from the user's cart.
    ///
    /// - Throws: `CartError.lineNotFound` when there is no such line.
    public func remove(username: String, goodsID: Int) throws {
        let username = try Self.checkedUsername(username)
        try Self.check(goodsID: goodsID)
        let changed = try storage.transaction {
            try storage.execute(
                "DELETE FROM cart_lines WHERE username = ? AND goods_id = ?", [.text(username), SQLValue(goodsID)])
        }
        guard changed > 0 else { throw CartError.lineNotFound(goodsID: goodsID) }
    }

    /// Empties the user's cart and returns how many lines were removed (0 for an empty cart).
    @discardableResult
    public func clear(username: String) throws -> Int {
        let username = try Self.checkedUsername(username)
        return try storage.transaction {
            try storage.execute("DELETE FROM cart_lines WHERE username = ?", [.text(username)])
        }
    }

    /// The user's cart, oldest line first, with totals.
    public func contents(username: String) throws -> CartSummary {
        let username = try Self.checkedUsername(username)
        let rows = try storage.query(
            """
            SELECT goods_id, title, unit_price, quantity, added_at FROM cart_lines
            WHERE username = ? ORDER BY added_at, goods_id
            """,
            [.text(username)])
        let lines = try rows.map(Self.item)
        // The totals CartSummary computes, checked first: stored numbers may have been changed by hand.
        var units = 0
        var total = 0
        for line in lines {
            let (newUnits, unitsOverflow) = units.addingReportingOverflow(line.quantity)
            let (newTotal, totalOverflow) = total.addingReportingOverflow(line.lineTotal)
            guard !unitsOverflow, !totalOverflow else {
                throw CartError.corruptData("the cart total of \(username) overflows at goods \(line.goodsID)")
            }
            (units, total) = (newUnits, newTotal)
        }
        return CartSummary(username: username, lines: lines)
    }

    /// The number of units in the user's cart (the sum of line quantities).
    public func itemCount(username: String) throws -> Int {
        let username = try Self.checkedUsername(username)
        let row = try storage.queryOne(
            "SELECT COALESCE(SUM(quantity), 0) AS units FROM cart_lines WHERE username = ?", [.text(username)])
        return try row?.int("units") ?? 0
    }

    // MARK: Internals

    private func line(username: String, goodsID: Int) throws -> CartLine? {
        try storage.queryOne(
            """
            SELECT goods_id, title, unit_price, quantity, added_at FROM cart_lines
            WHERE username = ? AND goods_id = ?
            """,
            [.text(username), SQLValue(goodsID)]
        ).map(Self.item)
    }

    private static func item(_ row: Row) throws -> CartLine {
        let goodsID = try row.int("goods_id")
        let unitPrice = try row.int("unit_price")
        let quantity = try row.int("quantity")
        // CartLine computes unit price × quantity; checked here, as the stored numbers may have been
        // changed by hand.
        guard !unitPrice.multipliedReportingOverflow(by: quantity).overflow else {
            throw CartError.corruptData("goods \(goodsID)'s unit price \(unitPrice) × \(quantity) overflows")
        }
        return CartLine(
            goodsID: goodsID, title: try row.string("title"), unitPrice: unitPrice, quantity: quantity,
            addedAt: Date(timeIntervalSince1970: TimeInterval(try row.int64("added_at"))))
    }

    private static func checkedUsername(_ username: String) throws -> String {
        // Usernames are kept exactly as given (Account owns their rules); only blank ones are refused.
        guard !username.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw CartError.invalidUsername
        }
        return username
    }

    private static func check(goodsID: Int) throws {
        guard goodsID > 0 else { throw CartError.invalidGoodsID(goodsID) }
    }

    private static func check(quantity: Int) throws {
        guard (1...maxQuantity).contains(quantity) else { throw CartError.invalidQuantity(quantity) }
    }
}
