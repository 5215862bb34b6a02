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
            stock: [GoodsStockLine(id: 7, stock: 8, reserved: 2, opening: 7, restocked: 3, reserves: 3, releases: 1)],
            levelDiscounts: [0, 5, 10])
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
        // A release recorded with its stock and reserved, but no order was cancelled.
        book.facts.stock[0] = GoodsStockLine(
            id: 7, stock: 9, reserved: 1, opening: 7, restocked: 3, reserves: 3, releases: 2)
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(found.map(\.rule), [.stock])
        XCTAssertEqual(found.first?.goodsID, 7)
        XCTAssertEqual(
            found.first?.message,
            "goods_items row 7: its movements hold 1 units reserved for orders but live orders hold 2 (stock 9)")
        book.facts.stock[0] = GoodsStockLine(id: 7, stock: 9, reserved: nil)
        XCTAssertEqual(rules(book.orders, book.facts), [])
    }

    func testStockRaisedBehindTheMovements_isReportedWithTheNumbersAndTheDifference() {
        var book = balanced()
        book.facts.stock[0] = GoodsStockLine(
            id: 7, stock: 13, reserved: 2, opening: 7, restocked: 3, reserves: 3, releases: 1)
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(found.map(\.rule), [.stock])
        XCTAssertEqual(
            found.first?.description,
            "[stock] goods #7: goods_items row 7: stock is 13 but opening 7 + restocks 3 − reserved 2 = 8: "
                + "5 more than its movements account for")
        book.facts.stock[0] = GoodsStockLine(
            id: 7, stock: 6, reserved: 2, opening: 7, restocked: 3, reserves: 3, releases: 1)
        XCTAssertTrue(
            OrderInvariants.violations(orders: book.orders, facts: book.facts).first?.message.contains("2 fewer")
                == true)
    }

    func testReservedChangedBehindTheMovements_isReported() {
        var book = balanced()
        // Reserved lowered alone: the movements still reserve 3 − release 1.
        book.facts.stock[0] = GoodsStockLine(
            id: 7, stock: 8, reserved: 0, opening: 7, restocked: 3, reserves: 3, releases: 1)
        XCTAssertEqual(
            OrderInvariants.violations(orders: book.orders, facts: book.facts).map(\.message),
            ["goods_items row 7: reserved is 0 but its goods_stock_movements reserve 3 − release 1 = 2"])
        // Stock and reserved moved together still disagree with the movements.
        book.facts.stock[0] = GoodsStockLine(
            id: 7, stock: 7, reserved: 3, opening: 7, restocked: 3, reserves: 3, releases: 1)
        XCTAssertEqual(rules(book.orders, book.facts), [.stock, .stock])
    }

    func testTrackedStockWithoutAnOpening_isReported_andOverflowingMovementsToo() {
        var book = balanced()
        book.facts.stock[0] = GoodsStockLine(id: 7, stock: 8, reserved: 2)
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(found.map(\.rule), [.stock])
        XCTAssertTrue(found[0].message.contains("no opening"), found[0].message)
        book.facts.stock[0] = GoodsStockLine(
            id: 7, stock: 8, reserved: 2, opening: Int.max, restocked: 3, reserves: 3, releases: 1)
        XCTAssertTrue(
            OrderInvariants.violations(orders: book.orders, facts: book.facts).first?.message.contains("overflow")
                == true)
    }

    // MARK: Forgeries the ledger proves

    func testReservedSetToNull_onAnItemWithAnOpening_isReportedNotSkipped() {
        var book = balanced()
        for stock in [8, 10, 0] {
            book.facts.stock[0] = GoodsStockLine(
                id: 7, stock: stock, reserved: nil, opening: 7, restocked: 3, reserves: 3, releases: 1)
            let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
            XCTAssertEqual(
                found.first?.message,
                "goods_items row 7: reserved is NULL but its goods_stock_movements reserve 3 − release 1 = 2")
            XCTAssertEqual(found.first?.goodsID, 7)
            XCTAssertEqual(OrderInvariants.unreconciled(book.facts.stock), [], "stock \(stock)")
        }
    }

    func testReserveOrReleaseMovementDeletedOrForged_isReported() {
        var book = balanced()
        // The release of cancelled order 2 deleted: the ledger says 3 reserved, the row and the orders 2.
        book.facts.stock[0] = GoodsStockLine(
            id: 7, stock: 8, reserved: 2, opening: 7, restocked: 3, reserves: 3, releases: 0)
        let deleted = OrderInvariants.violations(orders: book.orders, facts: book.facts).map(\.message)
        XCTAssertEqual(
            deleted,
            [
                "goods_items row 7: reserved is 2 but its goods_stock_movements reserve 3 − release 0 = 3",
                "goods_items row 7: stock is 8 but opening 7 + restocks 3 − reserved 3 = 7: 1 more than its movements "
                    + "account for",
                "goods_items row 7: its movements hold 3 units reserved for orders but live orders hold 2 (stock 8)",
            ])
        // A forged reservation of 4 more units.
        book.facts.stock[0] = GoodsStockLine(
            id: 7, stock: 8, reserved: 2, opening: 7, restocked: 3, reserves: 7, releases: 1)
        XCTAssertEqual(rules(book.orders, book.facts), [.stock, .stock, .stock])
    }

    func testOrderTotalsThatDisagreeWithTheirLines_areReportedNamingTheRow() {
        var book = balanced()
        // The 389.00 line with a total of 0.01, paid 0.01.
        let line = OrderLine(goodsID: 7, title: "Item", unitPrice: 38_900, quantity: 1)
        var forged = book.orders[0]
        forged = OrderSummary(
            id: 1, username: "ann", status: .paid, subtotal: 38_900, discountPercent: 0, discount: 0, total: 1,
            paymentID: 10, createdAt: epoch, lines: [line], history: forged.history)
        book.orders[0] = forged
        book.facts.payments[0] = payment(10, order: 1, .succeeded, amount: 1)
        book.facts.wallets[0] = .init(username: "ann", balance: 5000 - 1, toppedUp: 5000)
        book.facts.points[0] = points(10, 0, .award)
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(found.map(\.rule), [.totals])
        XCTAssertEqual(found.first?.orderID, 1)
        XCTAssertEqual(found.first?.message, "order_orders row 1: total is 1 but subtotal 38900 − discount 0 = 38900")
    }

    func testLinePriceQuantitySubtotalOrDiscountEdited_isReported() {
        func edited(_ change: (inout OrderSummaryFields) -> Void) -> [OrderViolation] {
            var book = balanced()
            var fields = OrderSummaryFields(book.orders[2])
            change(&fields)
            book.orders[2] = fields.summary
            return OrderInvariants.violations(orders: book.orders, facts: book.facts).filter { $0.rule == .totals }
        }
        XCTAssertEqual(
            edited { $0.unitPrice = 100 }.map(\.message),
            ["order_orders row 3: subtotal is 1500 but its order_lines add up to 100 (goods #7: 1 × 100)"])
        XCTAssertEqual(
            edited { $0.subtotal = 3000 }.map(\.message),
            [
                "order_orders row 3: subtotal is 3000 but its order_lines add up to 1500 (goods #7: 1 × 1500)",
                "order_orders row 3: total is 1500 but subtotal 3000 − discount 0 = 3000",
            ])
        XCTAssertEqual(edited { $0.quantity = 5 }.map(\.orderID), [3])
        XCTAssertEqual(
            edited {
                $0.discountPercent = 100
                $0.discount = 1500
                $0.total = 0
            }.map(\.message),
            ["order_orders row 3: discount percent is 100 but member levels give only 0 %, 5 %, 10 %"])
        XCTAssertEqual(
            edited { $0.discount = 150 }.map(\.message),
            [
                "order_orders row 3: discount is 150 but subtotal 1500 × 0 % = 0",
                "order_orders row 3: total is 1500 but subtotal 1500 − discount 150 = 1350",
            ])
        XCTAssertEqual(
            edited {
                $0.discountPercent = 10
                $0.discount = 150
                $0.total = 1350
            }, [], "a level's discount, applied as checkout does")
    }

    func testPaidOrderMovedToAnotherUser_isReportedAgainstThePayer_andItsPointsLinesToo() {
        var book = balanced()
        var fields = OrderSummaryFields(book.orders[0])
        fields.username = "bob"
        book.orders[0] = fields.summary
        // Its points line moved with it, so bob's points match the orders he now holds.
        book.facts.points[0] = MemberLedgerLine(
            username: "bob",
            entry: PointsEntry(id: 4, paymentID: 10, orderRef: "order-1", delta: 15, reason: .award, at: epoch))
        let found = OrderInvariants.violations(orders: book.orders, facts: book.facts)
        XCTAssertEqual(
            found.map(\.description),
            [
                "[payment] order #1 payment #10 user bob: order_orders row 1 belongs to bob but its succeeded payment "
                    + "#10 (Payment's records, order-1) was made by ann",
                "[points] payment #10 user bob: member_ledger row 4 (award of 15) credits bob but payment #10 was made "
                    + "by ann",
            ])
        // A points line for another order than its payment's.
        book = balanced()
        book.facts.points[0] = MemberLedgerLine(
            username: "ann",
            entry: PointsEntry(id: 4, paymentID: 10, orderRef: "order-3", delta: 15, reason: .award, at: epoch))
        XCTAssertEqual(
            OrderInvariants.violations(orders: book.orders, facts: book.facts).map(\.message),
            ["member_ledger row 4 (award of 15) is for order-3 but payment #10 is for order-1"])
    }
}

/// An order's stored fields, to change one as a forged row would.
private struct OrderSummaryFields {
    var id: Int
    var username: String
    var status: OrderStatus
    var subtotal: Int
    var discountPercent: Int
    var discount: Int
    var total: Int
    var paymentID: Int?
    var createdAt: Date
    var unitPrice: Int
    var quantity: Int
    var history: [OrderStatusChange]

    init(_ order: OrderSummary) {
        (id, username, status, subtotal) = (order.id, order.username, order.status, order.subtotal)
        (discountPercent, discount, total, paymentID) = (
            order.discountPercent, order.discount, order.total, order.paymentID
        )
        (createdAt, history) = (order.createdAt, order.history)
        (unitPrice, quantity) = (order.lines[0].unitPrice, order.lines[0].quantity)
    }

    var summary: OrderSummary {
        OrderSummary(
            id: id, username: username, status: status, subtotal: subtotal, discountPercent: discountPercent,
            discount: discount, total: total, paymentID: paymentID, createdAt: createdAt,
            lines: [OrderLine(goodsID: 7, title: "Item", unitPrice: unitPrice, quantity: quantity)], history: history)
    }
}
