import Foundation
import GoodsMediator
import Mediator
import MemberMediator
import OrderMediator
import PaymentMediator
import XCTest

/// The money audit across the real targets: Payment's books, Member's ledger and Goods' stock ledger
/// round-trip through their extension packages, and Order's audit finds a balanced shop balanced and
/// a tampered one not.
final class MoneyAuditContractTests: XCTestCase {
    /// alice: 10000 topped up, one order of 2 books (paid), one of 1 mug (pending).
    private func shopWithOrders() async throws -> (ContractShop, paid: OrderSummary, pending: OrderSummary) {
        let shop = try await ContractShop.make(self)
        try shop.mediator.payment.topUp(username: "alice", amount: 10_000)
        let book = ContractCatalog.book
        try shop.mediator.cart.add(
            username: "alice", goodsID: book.id, title: book.title, unitPrice: book.price, quantity: 2)
        var paid = try shop.mediator.order.checkout(username: "alice")
        paid = try shop.mediator.order.pay(username: "alice", id: paid.id, method: .wallet)
        let mug = ContractCatalog.mug
        try shop.mediator.cart.add(
            username: "alice", goodsID: mug.id, title: mug.title, unitPrice: mug.price, quantity: 1)
        let pending = try shop.mediator.order.checkout(username: "alice")
        return (shop, paid, pending)
    }

    func testBooksLedgerAndStockLedger_roundTrip() async throws {
        let (shop, paid, _) = try await shopWithOrders()
        let books = try shop.mediator.payment.books()
        XCTAssertEqual(books.payments.map(\.paymentID), [try XCTUnwrap(paid.paymentID)])
        XCTAssertEqual(books.payments.first?.orderRef, "order-\(paid.id)")
        XCTAssertEqual(books.wallets, [.init(username: "alice", balance: 10_000 - paid.total, toppedUp: 10_000)])

        let ledger = try shop.mediator.member.ledger()
        XCTAssertEqual(ledger.map(\.username), ["alice"])
        XCTAssertEqual(ledger.map(\.entry.delta), [MemberPoints.earned(byAmount: paid.total)])

        let stock = try shop.mediator.goods.stockLedger()
        let book = try XCTUnwrap(stock.first { $0.id == ContractCatalog.book.id })
        XCTAssertEqual(book.reserved, 2)
        XCTAssertEqual(book.stock + 2, ContractCatalog.book.stock)
        XCTAssertEqual(stock.first { $0.id == ContractCatalog.mug.id }?.reserved, 1)
    }

    func testAudit_ofABalancedShop_findsNothing_andCountsWhatItChecked() async throws {
        let (shop, _, pending) = try await shopWithOrders()
        _ = try shop.mediator.order.cancel(username: "alice", id: pending.id)
        let report = try shop.mediator.order.audit()
        XCTAssertEqual(report.violations, [])
        XCTAssertEqual(report.orders, 2)
        XCTAssertEqual(report.payments, 1)
        XCTAssertEqual(report.unreconciledGoods, [])
    }

    func testAudit_findsMoneyMovedBehindOrdersBack_withItsIDs() async throws {
        let (shop, paid, _) = try await shopWithOrders()
        // A payment no order knows of, as the old pay/cancel race left behind.
        let stray = try shop.mediator.payment.pay(
            username: "alice", orderRef: "order-\(paid.id)", amount: 100, method: .wallet, idempotencyKey: "stray")
        let report = try shop.mediator.order.audit()
        XCTAssertTrue(
            report.violations.contains { $0.rule == .payment && $0.orderID == paid.id },
            "\(report.violations)")
        XCTAssertTrue(report.violations.contains { $0.rule == .points && $0.username == "alice" })
        XCTAssertTrue(report.violations.map(\.description).joined().contains("order #\(paid.id)"))
        XCTAssertNotEqual(stray.payment.paymentID, paid.paymentID)
    }

    func testAudit_ofAnHonestHistoryWithRestocksRefundsAndAMemberDiscount_findsNothing() async throws {
        let (shop, _, pending) = try await shopWithOrders()
        // The machine earns silver (5 %), then a refunded order and a discounted one.
        let machine = ContractCatalog.machine
        try shop.mediator.payment.topUp(username: "alice", amount: 200_000)
        try shop.mediator.cart.add(
            username: "alice", goodsID: machine.id, title: machine.title, unitPrice: machine.price, quantity: 1)
        let big = try shop.mediator.order.checkout(username: "alice")
        _ = try shop.mediator.order.pay(username: "alice", id: big.id, method: .wallet)
        let book = ContractCatalog.book
        try shop.mediator.cart.add(
            username: "alice", goodsID: book.id, title: book.title, unitPrice: book.price, quantity: 3)
        let refunded = try shop.mediator.order.checkout(username: "alice")
        XCTAssertEqual(refunded.discountPercent, 5)
        _ = try shop.mediator.order.pay(username: "alice", id: refunded.id, method: .wallet)
        _ = try shop.mediator.order.cancel(username: "alice", id: refunded.id)
        _ = try shop.mediator.order.cancel(username: "alice", id: pending.id)
        // A catalog refresh restocks the book and lowers the mug, with reservations standing.
        let restocked = [
            ContractCatalog.Entry(
                id: book.id, sku: book.sku, title: book.title, description: book.description, category: book.category,
                price: book.price, stock: 30, rating: book.rating),
            ContractCatalog.Entry(
                id: 2, sku: ContractCatalog.mug.sku, title: ContractCatalog.mug.title,
                description: ContractCatalog.mug.description, category: ContractCatalog.mug.category,
                price: ContractCatalog.mug.price, stock: 1, rating: ContractCatalog.mug.rating),
        ]
        let url = try shop.write(ContractCatalog.document(restocked), to: "restock.json")
        _ = try await shop.mediator.goods.seed(catalogURL: url.absoluteString, refresh: true)
        try shop.mediator.cart.add(
            username: "alice", goodsID: book.id, title: book.title, unitPrice: book.price, quantity: 4)
        let discounted = try shop.mediator.order.checkout(username: "alice")
        _ = try shop.mediator.order.pay(username: "alice", id: discounted.id, method: .wallet)

        let report = try shop.mediator.order.audit()
        XCTAssertEqual(report.violations, [])
        XCTAssertEqual(report.orders, 5)
        XCTAssertEqual(report.unreconciledGoods, [])
        let ledger = try XCTUnwrap(try shop.mediator.goods.stockLedger().first { $0.id == book.id })
        XCTAssertEqual(ledger.reserved, 6, "2 paid at first, 4 now")
        XCTAssertEqual(ledger.stock, 26, "30 set by the refresh, 4 reserved since")
    }
}
