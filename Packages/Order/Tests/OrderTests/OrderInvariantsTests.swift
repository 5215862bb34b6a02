import XCTest

@testable import Order

/// Each money invariant catches the break it exists for, and a consistent book passes.
final class OrderInvariantsTests: XCTestCase {
    private typealias Payment = OrderAuditFacts.Payment

    private func order(
        _ id: Int, _ status: OrderStatus, history: [OrderStatus]? = nil, total: Int = 1500, paymentID: Int? = nil,
        units: Int = 1
    ) -> OrderRecord {
        let path = history ?? Self.path(to: status)
        var changes: [OrderRecord.StatusChange] = []
        var previous: OrderStatus?
        for next in path {
            changes.append(OrderRecord.StatusChange(from: previous, to: next, at: 0))
            previous = next
        }
        return OrderRecord(
            id: id, username: "ann", status: status, subtotal: total, discountPercent: 0, discount: 0, total: total,
            paymentID: paymentID, createdAt: 0,
            lines: [OrderRecord.Line(goodsID: 7, title: "Item", unitPrice: total, quantity: units)], history: changes)
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

    private func payment(_ id: Int, order: Int, _ status: Payment.Status, amount: Int = 1500) -> Payment {
        Payment(
            id: id, orderRef: "order-\(order)", username: "ann", isWallet: true, amount: amount, status: status,
            points: amount / 100)
    }

    /// A consistent book: a paid order, a cancelled-and-refunded one, a pending one, a declined attempt.
    private func balanced() -> (orders: [OrderRecord], facts: OrderAuditFacts) {
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
            points: [
                .init(username: "ann", paymentID: 10, delta: 15, isAward: true),
                .init(username: "ann", paymentID: 11, delta: 15, isAward: true),
                .init(username: "ann", paymentID: 11, delta: -15, isAward: false),
            ],
            stock: [.init(goodsID: 7, stock: 8, reserved: 2)])
        return (orders, facts)
    }

    private func rules(_ orders: [OrderRecord], _ facts: OrderAuditFacts) -> [OrderViolation.Rule] {
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
        book.facts.points.append(.init(username: "ann", paymentID: 99, delta: 5, isAward: true))
        XCTAssertEqual(rules(book.orders, book.facts), [.points, .points])
    }

    func testStockNotMatchingLiveOrders_isReported_andUntrackedStockIsSkipped() {
        var book = balanced()
        book.facts.stock[0] = .init(goodsID: 7, stock: 9, reserved: 1)
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(found.map(\.rule), [.stock])
        XCTAssertEqual(found.first?.goodsID, 7)
        book.facts.stock[0] = .init(goodsID: 7, stock: 9, reserved: nil)
        XCTAssertEqual(rules(book.orders, book.facts), [])
    }
}
