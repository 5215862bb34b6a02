import Foundation
import GoodsMediator
import MemberMediator
import OrderMediator
import PaymentMediator
import XCTest

@testable import Order

/// Each money invariant catches the break it exists for, and a consistent book passes.
final class OrderInvariantsTests: XCTestCase {
    private let epoch = Date(timeIntervalSince1970: 0)

    private func order(
        _ id: Int, _ status: OrderStatus, history: [OrderStatus]? = nil, total: Int = 1500, paymentID: Int? = nil,
        units: Int = 1
    ) -> OrderSummary {
        let path = history ?? Self.path(to: status)
        var changes: [OrderStatusChange] = []
        var previous: OrderStatus?
        for next in path {
            changes.append(OrderStatusChange(from: previous, to: next, at: epoch))
            previous = next
        }
        return OrderSummary(
            id: id, username: "ann", status: status, subtotal: total, discountPercent: 0, discount: 0, total: total,
            paymentID: paymentID, createdAt: epoch,
            lines: [OrderLine(goodsID: 7, title: "Item", unitPrice: total, quantity: units)], history: changes)
    }

    private static func path(to status: OrderStatus) -> [OrderStatus] {
        switch status {
        case .pendingPayment: return [.pendingPayment]
        case .paid: return [.pendingPayment, .paid]
        case .shipped: return [.pendingPayment, .paid, .shipped]
        case .delivered: return [.pendingPayment, .paid, .shipped, .delivered]
        case .cancelled: return [.pendingPayment, .cancelled]
        }
    }

    private func payment(_ id: Int, order: Int, _ status: PaymentStatus, amount: Int = 1500) -> PaymentReceipt {
        PaymentReceipt(
            paymentID: id, idempotencyKey: "order-\(order)-attempt-\(id)", username: "ann", orderRef: "order-\(order)",
            channel: .wallet, amount: amount, status: status, createdAt: epoch)
    }

    private func points(_ paymentID: Int, _ delta: Int, _ reason: PointsEntry.Reason) -> MemberLedgerLine {
        MemberLedgerLine(
            username: "ann",
            entry: PointsEntry(id: 0, paymentID: paymentID, orderRef: "", delta: delta, reason: reason, at: epoch))
    }

    /// A consistent book: a paid order, a cancelled-and-refunded one, a pending one, a declined attempt.
    private func balanced() -> (orders: [OrderSummary], facts: OrderAuditFacts) {
        let orders = [
            order(1, .paid, paymentID: 10),
            order(2, .cancelled, history: [.pendingPayment, .paid, .cancelled], paymentID: 11),
            order(3, .pendingPayment),
        ]
        let facts = OrderAuditFacts(
            payments: [
                payment(10, order: 1, .succeeded), payment(11, order: 2, .refunded), payment(12, order: 3, .declined),
            ],
            wallets: [.init(username: "ann", balance: 5000 - 1500, toppedUp: 5000)],
            points: [points(10, 15, .award), points(11, 15, .award), points(11, -15, .reversal)],
            stock: [GoodsStockLine(id: 7, stock: 8, reserved: 2, opening: 7, restocked: 3)])
        return (orders, facts)
    }

    private func rules(_ orders: [OrderSummary], _ facts: OrderAuditFacts) -> [OrderViolation.Rule] {
        OrderInvariants.violations(orders: orders, facts: facts).map(\.rule)
    }

    func testBalancedBook_hasNoViolations() {
        let book = balanced()
        XCTAssertEqual(OrderInvariants.violations(orders: book.orders, facts: book.facts), [])
    }

    func testHistory_illegalStepOrStatusNotReached_isReported() {
        var book = balanced()
        book.orders[0] = order(1, .paid, history: [.pendingPayment, .shipped, .paid], paymentID: 10)
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(found.map(\.rule), [.history, .history])
        XCTAssertEqual(found.map(\.orderID), [1, 1])
        book.orders[0] = order(1, .paid, history: [.pendingPayment], paymentID: 10)
        XCTAssertEqual(rules(book.orders, book.facts), [.history])
    }

    func testCancelledOrderWithStandingPayment_isReportedWithItsIDs() {
        var book = balanced()
        book.facts.payments[1] = payment(11, order: 2, .succeeded)
        book.facts.wallets[0] = .init(username: "ann", balance: 5000 - 3000, toppedUp: 5000)
        book.facts.points.removeLast()
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(found.first?.rule, .payment)
        XCTAssertEqual(found.first?.orderID, 2)
        XCTAssertEqual(found.first?.paymentID, 11)
        XCTAssertTrue(found.contains { $0.rule == .points && $0.username == "ann" }, "\(found)")
    }

    func testPaidOrderWithoutPayment_orWithTwo_isReported() {
        var book = balanced()
        book.facts.payments[0] = payment(10, order: 1, .refunded)
        XCTAssertTrue(rules(book.orders, book.facts).contains(.payment))
        book = balanced()
        book.facts.payments.append(payment(13, order: 1, .succeeded))
        XCTAssertTrue(
            OrderInvariants.violations(orders: book.orders, facts: book.facts).contains {
                $0.rule == .payment && $0.message.contains("2 succeeded")
            })
    }

    func testPendingOrderThatWasCharged_isReported() {
        var book = balanced()
        book.facts.payments[2] = payment(12, order: 3, .succeeded)
        XCTAssertTrue(
            OrderInvariants.violations(orders: book.orders, facts: book.facts).contains {
                $0.rule == .payment && $0.orderID == 3
            })
    }

    func testWalletThatDoesNotAddUp_isReported() {
        var book = balanced()
        book.facts.wallets[0] = .init(username: "ann", balance: 5000, toppedUp: 5000)
        XCTAssertEqual(rules(book.orders, book.facts), [.wallet])
    }

    func testPointsNotMatchingPayments_areReported() {
        var book = balanced()
        book.facts.points.remove(at: 2)  // the refund's reversal is missing
        XCTAssertEqual(rules(book.orders, book.facts), [.points, .points])
        book = balanced()
        book.facts.points.append(points(99, 5, .award))
        XCTAssertEqual(rules(book.orders, book.facts), [.points, .points])
    }

    func testStockNotMatchingLiveOrders_isReported_andUntrackedStockIsSkipped() {
        var book = balanced()
        book.facts.stock[0] = GoodsStockLine(id: 7, stock: 9, reserved: 1, opening: 7, restocked: 3)
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(found.map(\.rule), [.stock])
        XCTAssertEqual(found.first?.goodsID, 7)
        book.facts.stock[0] = GoodsStockLine(id: 7, stock: 9, reserved: nil)
        XCTAssertEqual(rules(book.orders, book.facts), [])
    }

    func testStockRaisedBehindTheMovements_isReportedWithTheNumbersAndTheDifference() {
        var book = balanced()
        book.facts.stock[0] = GoodsStockLine(id: 7, stock: 13, reserved: 2, opening: 7, restocked: 3)
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(found.map(\.rule), [.stock])
        XCTAssertEqual(
            found.first?.description,
            "[stock] goods #7: stock is 13 but opening 7 + restocks 3 − reserved 2 = 8: 5 more than its movements account for"
        )
        book.facts.stock[0] = GoodsStockLine(id: 7, stock: 6, reserved: 2, opening: 7, restocked: 3)
        XCTAssertTrue(
            OrderInvariants.violations(orders: book.orders, facts: book.facts).first?.message.contains("2 fewer")
                == true)
    }

    func testReservedChangedBehindTheMovements_isReported() {
        var book = balanced()
        // Reserved lowered alone: stock no longer adds up, and live orders hold more than reserved.
        book.facts.stock[0] = GoodsStockLine(id: 7, stock: 8, reserved: 0, opening: 7, restocked: 3)
        XCTAssertEqual(rules(book.orders, book.facts), [.stock, .stock])
        // Stock and reserved moved together still disagree with the live orders.
        book.facts.stock[0] = GoodsStockLine(id: 7, stock: 7, reserved: 3, opening: 7, restocked: 3)
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(found.map(\.rule), [.stock])
        XCTAssertTrue(found[0].message.contains("live orders hold 2"), found[0].message)
    }

    func testTrackedStockWithoutAnOpening_isReported_andOverflowingMovementsToo() {
        var book = balanced()
        book.facts.stock[0] = GoodsStockLine(id: 7, stock: 8, reserved: 2)
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(found.map(\.rule), [.stock])
        XCTAssertTrue(found[0].message.contains("no opening"), found[0].message)
        book.facts.stock[0] = GoodsStockLine(id: 7, stock: 8, reserved: 2, opening: Int.max, restocked: 3)
        XCTAssertTrue(
            OrderInvariants.violations(orders: book.orders, facts: book.facts).first?.message.contains("overflows")
                == true)
    }
}
