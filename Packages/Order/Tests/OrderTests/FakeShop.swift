import CartMediator
import Foundation
import Order
import Storage
import Synchronization

/// Fake collaborators whose side effects live in tables of the same database, so that a rolled-back
/// checkout visibly rolls back their effects too (as real components' savepoints do).
final class FakeShop: Sendable {
    let storage: StorageFacade
    let payments = Mutex<[OrderCollaborators.PaymentRequest]>([])
    let refunds = Mutex<[Int]>([])
    let declineCards: Set<String>
    let discount: Int

    init(storage: StorageFacade, discount: Int = 0, declineCards: Set<String> = ["4000000000000002"]) throws {
        self.storage = storage
        self.discount = discount
        self.declineCards = declineCards
        try storage.executeScript(
            """
            CREATE TABLE fake_cart (username TEXT, goods_id INTEGER, title TEXT, price INTEGER, quantity INTEGER);
            CREATE TABLE fake_stock (goods_id INTEGER PRIMARY KEY, stock INTEGER NOT NULL);
            """)
    }

    func addToCart(_ username: String, goodsID: Int, price: Int, quantity: Int) throws {
        try storage.execute(
            "INSERT INTO fake_cart VALUES (?, ?, ?, ?, ?)",
            [.text(username), SQLValue(goodsID), .text("Item \(goodsID)"), SQLValue(price), SQLValue(quantity)])
    }

    func setStock(_ goodsID: Int, _ stock: Int) throws {
        try storage.execute("INSERT OR REPLACE INTO fake_stock VALUES (?, ?)", [SQLValue(goodsID), SQLValue(stock)])
    }

    func stock(_ goodsID: Int) throws -> Int {
        try storage.queryOne("SELECT stock FROM fake_stock WHERE goods_id = ?", [SQLValue(goodsID)])?.int("stock") ?? -1
    }

    func cartCount(_ username: String) throws -> Int {
        try storage.queryOne("SELECT COUNT(*) AS n FROM fake_cart WHERE username = ?", [.text(username)])?.int("n")
            ?? -1
    }

    struct OutOfStock: Error, CustomStringConvertible {
        let goodsID: Int
        var description: String { "goods #\(goodsID) is out of stock" }
    }

    var collaborators: OrderCollaborators {
        let storage = storage
        return OrderCollaborators(
            cartLines: { username in
                try storage.query(
                    "SELECT * FROM fake_cart WHERE username = ? ORDER BY goods_id", [.text(username)]
                ).map {
                    CartLine(
                        goodsID: try $0.int("goods_id"), title: try $0.string("title"), unitPrice: try $0.int("price"),
                        quantity: try $0.int("quantity"), addedAt: Date(timeIntervalSince1970: 0))
                }
            },
            clearCart: { username in try storage.execute("DELETE FROM fake_cart WHERE username = ?", [.text(username)])
            },
            discountPercent: { [discount] _ in discount },
            reserve: { goodsID, quantity in
                try storage.transaction {
                    let changed = try storage.execute(
                        "UPDATE fake_stock SET stock = stock - ? WHERE goods_id = ? AND stock >= ?",
                        [SQLValue(quantity), SQLValue(goodsID), SQLValue(quantity)])
                    if changed != 1 { throw OutOfStock(goodsID: goodsID) }
                }
            },
            release: { goodsID, quantity in
                try storage.execute(
                    "UPDATE fake_stock SET stock = stock + ? WHERE goods_id = ?",
                    [SQLValue(quantity), SQLValue(goodsID)])
            },
            pay: { [self] request in
                let count = self.payments.withLock { list -> Int in
                    list.append(request)
                    return list.count
                }
                if case .card(let number, _) = request.method, self.declineCards.contains(number) {
                    return .declined(reason: "card declined")
                }
                return .paid(paymentID: count)
            },
            refund: { [self] paymentID in self.refunds.withLock { $0.append(paymentID) } })
    }

    /// An `OrderFacade` over this shop's storage and collaborators, with a fixed clock.
    func orderFacade() throws -> OrderFacade {
        try OrderFacade(
            storage: storage, clock: .fixed(Date(timeIntervalSince1970: 1_700_000_000)), collaborators: collaborators)
    }

    /// How many orders the storage holds.
    func orderCount() throws -> Int {
        try storage.queryOne("SELECT COUNT(*) AS n FROM order_orders")?.int("n") ?? -1
    }
}
