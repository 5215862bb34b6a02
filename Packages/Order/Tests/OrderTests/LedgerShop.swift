import CartMediator
import Foundation
import GoodsMediator
import MemberMediator
import Order
import PaymentMediator
import Storage
import Synchronization

/// Collaborators that keep money, points and stock in tables of the order's own database file, so
/// two `LedgerShop`s on two connections behave like two shop processes: their effects commit or
/// roll back with Order's transaction, and `facts()` feeds the real invariant checker.
///
/// `afterCharge` and `afterRefund` run inside the unit of work, right after the money moved: the
/// place where a crash or another process's command would do the most harm.
final class LedgerShop: Sendable {
    let storage: StorageFacade
    let afterCharge = Mutex<(@Sendable () throws -> Void)?>(nil)
    let afterRefund = Mutex<(@Sendable () throws -> Void)?>(nil)

    init(storage: StorageFacade) {
        self.storage = storage
    }

    /// Creates the fake tables (once per file) with `stock` units of goods 1 and 2 and a wallet for ann.
    static func createTables(on storage: StorageFacade, stock: Int = 100, wallet: Int = 100_000) throws {
        try storage.executeScript(
            """
            CREATE TABLE fake_cart (username TEXT, goods_id INTEGER, price INTEGER, quantity INTEGER);
            CREATE TABLE fake_stock (goods_id INTEGER PRIMARY KEY, stock INTEGER NOT NULL, reserved INTEGER NOT NULL,
                opening INTEGER NOT NULL, reserves INTEGER NOT NULL DEFAULT 0, releases INTEGER NOT NULL DEFAULT 0);
            CREATE TABLE fake_wallet (username TEXT PRIMARY KEY, balance INTEGER NOT NULL CHECK (balance >= 0),
                topped_up INTEGER NOT NULL);
            CREATE TABLE fake_payments (id INTEGER PRIMARY KEY, order_ref TEXT, username TEXT, amount INTEGER,
                status TEXT, key TEXT UNIQUE);
            CREATE TABLE fake_points (payment_id INTEGER, username TEXT, delta INTEGER, award INTEGER);
            """)
        for goodsID in [1, 2] {
            try storage.execute(
                "INSERT INTO fake_stock (goods_id, stock, reserved, opening) VALUES (?, ?, 0, ?)",
                [SQLValue(goodsID), SQLValue(stock), SQLValue(stock)])
        }
        try storage.execute("INSERT INTO fake_wallet VALUES ('ann', ?, ?)", [SQLValue(wallet), SQLValue(wallet)])
    }

    func addToCart(_ username: String, goodsID: Int, price: Int, quantity: Int) throws {
        try storage.execute(
            "INSERT INTO fake_cart VALUES (?, ?, ?, ?)",
            [.text(username), SQLValue(goodsID), SQLValue(price), SQLValue(quantity)])
    }

    func balance(_ username: String) throws -> Int {
        try storage.queryOne("SELECT balance FROM fake_wallet WHERE username = ?", [.text(username)])?.int("balance")
            ?? 0
    }

    /// Everything the invariants read, from the fake tables, in the wire types the real components return.
    func facts() throws -> OrderAuditFacts {
        let epoch = Date(timeIntervalSince1970: 0)
        return OrderAuditFacts(
            payments: try storage.query("SELECT * FROM fake_payments ORDER BY id").map {
                PaymentReceipt(
                    paymentID: try $0.int("id"), idempotencyKey: try $0.string("key"),
                    username: try $0.string("username"), orderRef: try $0.string("order_ref"), channel: .wallet,
                    amount: try $0.int("amount"), status: PaymentStatus(rawValue: try $0.string("status")) ?? .declined,
                    createdAt: epoch)
            },
            wallets: try storage.query("SELECT * FROM fake_wallet").map {
                PaymentBooks.Wallet(
                    username: try $0.string("username"), balance: try $0.int("balance"),
                    toppedUp: try $0.int("topped_up"))
            },
            points: try storage.query("SELECT rowid AS id, * FROM fake_points ORDER BY rowid").map {
                MemberLedgerLine(
                    username: try $0.string("username"),
                    entry: PointsEntry(
                        id: try $0.int("id"), paymentID: try $0.int("payment_id"), orderRef: "",
                        delta: try $0.int("delta"), reason: try $0.int("award") == 1 ? .award : .reversal, at: epoch))
            },
            stock: try storage.query("SELECT * FROM fake_stock").map {
                GoodsStockLine(
                    id: try $0.int("goods_id"), stock: try $0.int("stock"), reserved: try $0.int("reserved"),
                    opening: try $0.int("opening"), restocked: 0, reserves: try $0.int("reserves"),
                    releases: try $0.int("releases"))
            })
    }

    struct Declined: Error {}

    var collaborators: OrderCollaborators {
        let storage = storage
        return OrderCollaborators(
            cartLines: { username in
                try storage.query("SELECT * FROM fake_cart WHERE username = ? ORDER BY goods_id", [.text(username)]).map
                {
                    CartLine(
                        goodsID: try $0.int("goods_id"), title: "Item", unitPrice: try $0.int("price"),
                        quantity: try $0.int("quantity"), addedAt: Date(timeIntervalSince1970: 0))
                }
            },
            clearCart: { username in try storage.execute("DELETE FROM fake_cart WHERE username = ?", [.text(username)])
            },
            discountPercent: { _ in 0 },
            reserve: { goodsID, quantity in
                let changed = try storage.execute(
                    """
                    UPDATE fake_stock SET stock = stock - ?, reserved = reserved + ?, reserves = reserves + ?
                    WHERE goods_id = ? AND stock >= ?
                    """,
                    [SQLValue(quantity), SQLValue(quantity), SQLValue(quantity), SQLValue(goodsID), SQLValue(quantity)])
                if changed != 1 { throw Declined() }
            },
            release: { goodsID, quantity in
                try storage.execute(
                    """
                    UPDATE fake_stock SET stock = stock + ?, reserved = reserved - ?, releases = releases + ?
                    WHERE goods_id = ?
                    """,
                    [SQLValue(quantity), SQLValue(quantity), SQLValue(quantity), SQLValue(goodsID)])
            },
            pay: { [self] request in
                let paymentID: Int? = try storage.transaction {
                    if let first = try storage.queryOne(
                        "SELECT id FROM fake_payments WHERE key = ?", [.text(request.idempotencyKey)])
                    {
                        return try first.int("id")
                    }
                    let debited = try storage.execute(
                        "UPDATE fake_wallet SET balance = balance - ? WHERE username = ? AND balance >= ?",
                        [SQLValue(request.amount), .text(request.username), SQLValue(request.amount)])
                    guard debited == 1 else { return nil }
                    try storage.execute(
                        "INSERT INTO fake_payments (order_ref, username, amount, status, key) VALUES (?, ?, ?, 'succeeded', ?)",
                        [
                            .text(request.orderRef), .text(request.username), SQLValue(request.amount),
                            .text(request.idempotencyKey),
                        ])
                    let id = Int(storage.lastInsertRowID)
                    try storage.execute(
                        "INSERT INTO fake_points VALUES (?, ?, ?, 1)",
                        [SQLValue(id), .text(request.username), SQLValue(request.amount / 100)])
                    return id
                }
                guard let paymentID else { return .declined(reason: "insufficient funds") }
                try afterCharge.withLock { $0 }?()
                return .paid(paymentID: paymentID)
            },
            refund: { [self] paymentID in
                try storage.transaction {
                    guard
                        let payment = try storage.queryOne(
                            "SELECT * FROM fake_payments WHERE id = ? AND status = 'succeeded'", [SQLValue(paymentID)])
                    else { throw Declined() }
                    try storage.execute(
                        "UPDATE fake_payments SET status = 'refunded' WHERE id = ?", [SQLValue(paymentID)])
                    try storage.execute(
                        "UPDATE fake_wallet SET balance = balance + ? WHERE username = ?",
                        [SQLValue(try payment.int("amount")), .text(try payment.string("username"))])
                    try storage.execute(
                        "INSERT INTO fake_points VALUES (?, ?, ?, 0)",
                        [
                            SQLValue(paymentID), .text(try payment.string("username")),
                            SQLValue(-(try payment.int("amount") / 100)),
                        ])
                }
                try afterRefund.withLock { $0 }?()
            },
            auditFacts: { [self] in try facts() })
    }
}
