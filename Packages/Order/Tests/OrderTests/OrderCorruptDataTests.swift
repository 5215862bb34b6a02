import Foundation
import CartMediator
import GoodsMediator
import Mediator
import MemberMediator
import OrderMediator
import PaymentMediator
import Storage
import XCTest

@testable import Order

/// Stored numbers changed by hand fail as `corruptData` (unavailable) or are reported by the audit;
/// nothing traps and nothing is kept.
final class OrderCorruptDataTests: XCTestCase {
    private var storage: StorageFacade!
    private var shop: FakeShop!
    private var facade: OrderFacade!

    override func setUpWithError() throws {
        storage = try StorageFacade.inMemory()
        shop = try FakeShop(storage: storage, discount: 10)
        facade = try shop.orderFacade()
        try shop.setStock(1, 5)
        try shop.setStock(2, 5)
    }

    private func orderCount() throws -> Int { try shop.orderCount() }

    func testCheckout_whenTheSubtotalOverflows_failsAsCorruptAndKeepsNothing() throws {
        try shop.addToCart("ann", goodsID: 1, price: 5_000_000_000_000_000_000, quantity: 1)
        try shop.addToCart("ann", goodsID: 2, price: 5_000_000_000_000_000_000, quantity: 1)
        XCTAssertThrowsError(try facade.checkout(username: "ann")) { error in
            XCTAssertEqual(
                error as? OrderError,
                .corruptData("item 2's price 5000000000000000000 × 1 overflows the order subtotal"))
            XCTAssertEqual((error as? OrderError)?.errorCode.kind, .unavailable)
            XCTAssertTrue(String(describing: error).hasPrefix("stored data is corrupt: "), "\(error)")
        }
        XCTAssertEqual(try orderCount(), 0)
        XCTAssertEqual(try shop.stock(1), 5)
        XCTAssertEqual(try shop.stock(2), 5)
    }

    func testCheckout_whenTheDiscountOverflows_failsAsCorruptAndKeepsNothing() throws {
        try shop.addToCart("ann", goodsID: 1, price: 9_200_000_000_000_000_000, quantity: 1)
        XCTAssertThrowsError(try facade.checkout(username: "ann")) { error in
            XCTAssertEqual(
                error as? OrderError, .corruptData("the subtotal 9200000000000000000 × 10% discount overflows"))
        }
        XCTAssertEqual(try orderCount(), 0)
        XCTAssertEqual(try shop.stock(1), 5)
    }

    func testSubtotal_ofALineWhosePriceTimesQuantityOverflows_isCorrupt() {
        let line = CartLine(goodsID: 3, title: "Tea", unitPrice: 1, quantity: 2, addedAt: Date())
        XCTAssertEqual(try OrderFacade.subtotal(of: [line, line]), 4)
        let wire =
            #"{"goodsID": 3, "title": "Tea", "unitPrice": 9200000000000000000, "quantity": 2, "lineTotal": 0, "addedAt": 0}"#
        let decoded = try? JSONDecoder().decode(CartLine.self, from: Data(wire.utf8))
        XCTAssertThrowsError(try OrderFacade.subtotal(of: [XCTUnwrap(decoded)])) { error in
            XCTAssertEqual(
                error as? OrderError,
                .corruptData("item 3's price 9200000000000000000 × 2 overflows the order subtotal"))
        }
    }

    func testReadingAnOrder_withAPlantedLinePrice_failsAsCorrupt() throws {
        try shop.addToCart("ann", goodsID: 1, price: 100, quantity: 2)
        let order = try facade.checkout(username: "ann")
        try storage.execute("UPDATE order_lines SET unit_price = 9200000000000000000")
        XCTAssertThrowsError(try facade.order(username: "ann", id: order.id)) { error in
            XCTAssertEqual(
                error as? OrderError,
                .corruptData("order #\(order.id)'s line for item 1: unit price 9200000000000000000 × 2 overflows"))
        }
    }

    func testInvariants_withSumsThatOverflow_reportViolationsInsteadOfTrapping() {
        let epoch = Date(timeIntervalSince1970: 0)
        let payments = [1, 2].map {
            PaymentReceipt(
                paymentID: $0, idempotencyKey: "k\($0)", username: "ann", orderRef: "order-\($0)", channel: .wallet,
                amount: Int.max, status: .succeeded, createdAt: epoch)
        }
        let points = [1, 2].map {
            MemberLedgerLine(
                username: "ann",
                entry: PointsEntry(id: $0, paymentID: $0, orderRef: "", delta: Int.max, reason: .award, at: epoch))
        }
        let facts = OrderAuditFacts(
            payments: payments, wallets: [.init(username: "ann", balance: 0, toppedUp: 0)], points: points,
            stock: [GoodsStockLine(id: 7, stock: 0, reserved: 0, opening: 0, restocked: 0)])
        let found = OrderInvariants.violations(orders: [], facts: facts)
        XCTAssertTrue(found.contains { $0.rule == .wallet && $0.message.contains("corrupt") }, "\(found)")
        XCTAssertTrue(found.contains { $0.rule == .points && $0.message.contains("corrupt") }, "\(found)")
    }
}
