import CartMediator
import Foundation
import Mediator
import OrderMediator
import PaymentMediator
import Storage

/// Order's public face: checkout, payment, the status machine, and reading a user's orders.
///
/// Checkout runs in one Storage transaction on the shared connection: reading the cart, the member
/// discount, reserving stock, writing the order and clearing the cart all commit together or not
/// at all (other components' own transactions nest as savepoints).
public final class OrderFacade: Sendable {
    let storage: StorageFacade
    let clock: WallClock
    let collaborators: OrderCollaborators

    /// Creates the Facade and brings Order's tables up to date.
    public init(storage: StorageFacade, clock: WallClock = .system, collaborators: OrderCollaborators) throws {
        self.storage = storage
        self.clock = clock
        self.collaborators = collaborators
        try storage.migrate(owner: OrderMigrations.owner, OrderMigrations.all)
    }

    /// Turns the user's cart into an order awaiting payment.
    ///
    /// - Throws: `OrderError.emptyCart`, or the collaborator's error (e.g. short stock); nothing is kept then.
    public func checkout(username: String) throws -> OrderSummary {
        let id: Int = try storage.transaction {
            let lines = try collaborators.cartLines(username)
            guard !lines.isEmpty else { throw OrderError.emptyCart(username: username) }
            let percent = min(max(try collaborators.discountPercent(username), 0), 100)
            let subtotal = try Self.subtotal(of: lines)
            let (scaled, overflow) = subtotal.multipliedReportingOverflow(by: percent)
            guard !overflow else {
                throw OrderError.corruptData("the subtotal \(subtotal) × \(percent)% discount overflows")
            }
            let discount = scaled / 100
            for line in lines.sorted(by: { $0.goodsID < $1.goodsID }) {
                try collaborators.reserve(line.goodsID, line.quantity)
            }
            let now = Int(clock.now().timeIntervalSince1970)
            try storage.execute(
                """
                INSERT INTO order_orders (username, status, subtotal, discount_percent, discount, total, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(username), .text(OrderStatus.pendingPayment.rawValue), SQLValue(subtotal), SQLValue(percent),
                    SQLValue(discount), SQLValue(subtotal - discount), SQLValue(now), SQLValue(now),
                ])
            let id = Int(storage.lastInsertRowID)
            for line in lines {
                try storage.execute(
                    "INSERT INTO order_lines (order_id, goods_id, title, unit_price, quantity) VALUES (?, ?, ?, ?, ?)",
                    [
                        SQLValue(id), SQLValue(line.goodsID), .text(line.title), SQLValue(line.unitPrice),
                        SQLValue(line.quantity),
                    ])
            }
            try recordChange(id: id, from: nil, to: .pendingPayment, at: now)
            try collaborators.clearCart(username)
            return id
        }
        return try order(username: username, id: id)
    }

    /// Pays an order awaiting payment: the charge, its points and the move to `paid` commit together.
    ///
    /// The whole payment is one unit of work: the order is re-read under the database's write lock
    /// (`BEGIN IMMEDIATE`, so another process's cancel, ship or pay waits), the payment's own
    /// transaction nests as a savepoint, and the status change commits with it. A crash or an error
    /// anywhere before the commit leaves no charge, no points and the order pending; a concurrent
    /// cancel either runs first (then this fails with `invalidTransition`, charging nothing) or
    /// after (then it refunds). A declined attempt is recorded and the next one uses a new
    /// idempotency key; a retry after a crash reuses the same one.
    ///
    /// - Throws: `OrderError.paymentDeclined` (the order stays pending), `.invalidTransition`, `.orderNotFound`.
    public func pay(username: String, id: Int, method: PaymentMethod) throws -> OrderSummary {
        let declined: String? = try storage.transaction {
            let current = try order(username: username, id: id)
            guard current.status == .pendingPayment else {
                throw OrderError.invalidTransition(id: id, from: current.status, to: .paid)
            }
            let attempts =
                try storage.queryOne("SELECT payment_attempts FROM order_orders WHERE id = ?", [SQLValue(id)])?
                .int("payment_attempts") ?? 0
            let request = OrderCollaborators.PaymentRequest(
                username: username, orderRef: current.reference, amount: current.total, method: method,
                idempotencyKey: "\(current.reference)-attempt-\(attempts + 1)")
            switch try collaborators.pay(request) {
            case .declined(let reason):
                // The decline is kept (Payment recorded it), so the next attempt needs a new key.
                try storage.execute(
                    "UPDATE order_orders SET payment_attempts = payment_attempts + 1 WHERE id = ?", [SQLValue(id)])
                return reason
            case .paid(let paymentID):
                try move(id: id, from: .pendingPayment, to: .paid, paymentID: paymentID)
                return nil
            }
        }
        if let declined { throw OrderError.paymentDeclined(id: id, reason: declined) }
        return try order(username: username, id: id)
    }

    /// Cancels an order that has not shipped: releases its stock and refunds it if it was paid.
    ///
    /// One unit of work, like `pay`: the refund, the points taken back, the released stock and the
    /// move to `cancelled` commit together, with the order re-read under the write lock.
    public func cancel(username: String, id: Int) throws -> OrderSummary {
        try storage.transaction {
            let current = try order(username: username, id: id)
            guard current.status.canMove(to: .cancelled) else {
                throw OrderError.invalidTransition(id: id, from: current.status, to: .cancelled)
            }
            if current.status == .paid, let paymentID = current.paymentID {
                try collaborators.refund(paymentID)
            }
            for line in current.lines {
                try collaborators.release(line.goodsID, line.quantity)
            }
            try move(id: id, from: current.status, to: .cancelled, paymentID: current.paymentID)
        }
        return try order(username: username, id: id)
    }

    /// Marks a paid order shipped: the owner's when `username` is given, else any order (staff).
    ///
    /// Who may ship is not Order's rule: the app guards `ship` and `deliver` with `StaffGuard`.
    public func ship(username: String? = nil, id: Int) throws -> OrderSummary {
        try advance(username: try username ?? owner(of: id), id: id, to: .shipped)
    }

    /// Marks a shipped order delivered: the owner's when `username` is given, else any order (staff).
    public func deliver(username: String? = nil, id: Int) throws -> OrderSummary {
        try advance(username: try username ?? owner(of: id), id: id, to: .delivered)
    }

    /// Whose order `id` is.
    ///
    /// - Throws: `OrderError.orderNotFound`.
    private func owner(of id: Int) throws -> String {
        guard let row = try storage.queryOne("SELECT username FROM order_orders WHERE id = ?", [SQLValue(id)]) else {
            throw OrderError.orderNotFound(id: id)
        }
        return try row.string("username")
    }

    /// Checks every order, payment, wallet, points ledger line and stock count against the money
    /// invariants (see `OrderInvariants`), from one consistent snapshot of the database.
    public func audit() throws -> OrderAudit {
        try storage.transaction {
            let orders = try storage.query("SELECT id, username FROM order_orders ORDER BY id").map {
                try order(username: try $0.string("username"), id: try $0.int("id"))
            }
            let facts = try collaborators.auditFacts()
            return OrderAudit(
                orders: orders.count, payments: facts.payments.count,
                violations: OrderInvariants.violations(orders: orders, facts: facts),
                unreconciledGoods: OrderInvariants.unreconciled(facts.stock).map(\.id))
        }
    }

    /// The user's orders, newest first.
    public func orders(username: String) throws -> [OrderSummary] {
        try storage.query("SELECT id FROM order_orders WHERE username = ? ORDER BY id DESC", [.text(username)])
            .map { try order(username: username, id: try $0.int("id")) }
    }

    /// One of the user's orders with its lines and history.
    ///
    /// - Throws: `OrderError.orderNotFound` when it does not exist or belongs to someone else.
    public func order(username: String, id: Int) throws -> OrderSummary {
        guard
            let row = try storage.queryOne(
                "SELECT * FROM order_orders WHERE id = ? AND username = ?", [SQLValue(id), .text(username)])
        else {
            throw OrderError.orderNotFound(id: id)
        }
        let lines = try storage.query(
            "SELECT goods_id, title, unit_price, quantity FROM order_lines WHERE order_id = ? ORDER BY goods_id",
            [SQLValue(id)]
        ).map {
            let goodsID = try $0.int("goods_id")
            let unitPrice = try $0.int("unit_price")
            let quantity = try $0.int("quantity")
            // OrderLine computes unit price × quantity; the stored numbers may have been changed by hand.
            guard !unitPrice.multipliedReportingOverflow(by: quantity).overflow else {
                throw OrderError.corruptData(
                    "order #\(id)'s line for item \(goodsID): unit price \(unitPrice) × \(quantity) overflows")
            }
            return OrderLine(goodsID: goodsID, title: try $0.string("title"), unitPrice: unitPrice, quantity: quantity)
        }
        // Callers add the lines up (units, totals): sums that overflow mean the stored numbers were changed.
        var units = 0
        var total = 0
        for line in lines {
            let (nextUnits, unitsOverflow) = units.addingReportingOverflow(line.quantity)
            let (nextTotal, totalOverflow) = total.addingReportingOverflow(line.unitPrice &* line.quantity)
            guard !unitsOverflow, !totalOverflow else {
                throw OrderError.corruptData("order #\(id)'s lines add up to more units or money than can be counted")
            }
            (units, total) = (nextUnits, nextTotal)
        }
        let history = try storage.query(
            "SELECT from_status, to_status, at FROM order_history WHERE order_id = ? ORDER BY rowid", [SQLValue(id)]
        ).map {
            OrderStatusChange(
                from: try $0.optionalString("from_status").map(Self.status),
                to: try Self.status(try $0.string("to_status")),
                at: Date(timeIntervalSince1970: TimeInterval(try $0.int("at"))))
        }
        return OrderSummary(
            id: id, username: try row.string("username"), status: try Self.status(try row.string("status")),
            subtotal: try row.int("subtotal"), discountPercent: try row.int("discount_percent"),
            discount: try row.int("discount"), total: try row.int("total"),
            paymentID: try row.optionalInt("payment_id"),
            createdAt: Date(timeIntervalSince1970: TimeInterval(try row.int("created_at"))), lines: lines,
            history: history)
    }

    private func advance(username: String, id: Int, to next: OrderStatus) throws -> OrderSummary {
        try storage.transaction {
            let current = try order(username: username, id: id)
            guard current.status.canMove(to: next) else {
                throw OrderError.invalidTransition(id: id, from: current.status, to: next)
            }
            try move(id: id, from: current.status, to: next, paymentID: current.paymentID)
        }
        return try order(username: username, id: id)
    }

    private func status(of id: Int) throws -> OrderStatus {
        guard let row = try storage.queryOne("SELECT status FROM order_orders WHERE id = ?", [SQLValue(id)]) else {
            throw OrderError.orderNotFound(id: id)
        }
        return try Self.status(try row.string("status"))
    }

    /// Moves the order only if it is still in `from` (a concurrent change makes this a clear error).
    private func move(id: Int, from: OrderStatus, to: OrderStatus, paymentID: Int?) throws {
        let now = Int(clock.now().timeIntervalSince1970)
        let changed = try storage.execute(
            "UPDATE order_orders SET status = ?, payment_id = ?, updated_at = ? WHERE id = ? AND status = ?",
            [.text(to.rawValue), SQLValue(paymentID), SQLValue(now), SQLValue(id), .text(from.rawValue)])
        guard changed == 1 else { throw OrderError.invalidTransition(id: id, from: try status(of: id), to: to) }
        try recordChange(id: id, from: from, to: to, at: now)
    }

    private func recordChange(id: Int, from: OrderStatus?, to: OrderStatus, at: Int) throws {
        try storage.execute(
            "INSERT INTO order_history (order_id, from_status, to_status, at) VALUES (?, ?, ?, ?)",
            [SQLValue(id), SQLValue(from?.rawValue), .text(to.rawValue), SQLValue(at)])
    }

    private static func status(_ text: String) throws -> OrderStatus {
        guard let status = OrderStatus(rawValue: text) else {
            throw OrderError.corruptRecord("unknown status '\(text)'")
        }
        return status
    }

    /// The sum of unit price × quantity over `lines`, checked: cart lines come from stored data.
    ///
    /// - Throws: `OrderError.corruptData` naming the line whose product or running sum overflows.
    static func subtotal(of lines: [CartLine]) throws -> Int {
        var subtotal = 0
        for line in lines {
            let (lineTotal, overflow) = line.unitPrice.multipliedReportingOverflow(by: line.quantity)
            let (sum, carry) = subtotal.addingReportingOverflow(lineTotal)
            guard !overflow, !carry else {
                throw OrderError.corruptData(
                    "item \(line.goodsID)'s price \(line.unitPrice) × \(line.quantity) overflows the order subtotal")
            }
            subtotal = sum
        }
        return subtotal
    }
}
