import Foundation
import Mediator
import MediatorTesting
import OrderMediator
import XCTest

final class OrderCallsTests: XCTestCase {
    /// A stand-in for Order's target (OrderMediator never imports Order).
    private let fake = ScriptedComponent(
        name: "Order", local: ["checkout", "pay", "cancel", "ship", "deliver", "list", "audit"], remote: ["show"])
    private var mediator = Mediator()

    override func setUp() {
        mediator = fake.mediator()
    }

    /// A paid order as Order sends it: unix seconds, no `from` on the first change.
    private let paid: [String: MediatorValue] = [
        "id": 7, "username": "ann", "status": "paid", "subtotal": 2500, "discountPercent": 10, "discount": 250,
        "total": 2250, "paymentID": 3, "createdAt": 1_700_000_000, "reference": "order-7",
        "lines": [["goodsID": 2, "title": "Mug", "unitPrice": 1250, "quantity": 2, "lineTotal": 2500]],
        "history": [
            ["to": "pendingPayment", "at": 1_700_000_000],
            ["from": "pendingPayment", "to": "paid", "at": 1_700_000_060],
        ],
    ]

    private var expectedPaid: OrderSummary {
        OrderSummary(
            id: 7, username: "ann", status: .paid, subtotal: 2500, discountPercent: 10, discount: 250, total: 2250,
            paymentID: 3, createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            lines: [OrderLine(goodsID: 2, title: "Mug", unitPrice: 1250, quantity: 2)],
            history: [
                OrderStatusChange(from: nil, to: .pendingPayment, at: Date(timeIntervalSince1970: 1_700_000_000)),
                OrderStatusChange(from: .pendingPayment, to: .paid, at: Date(timeIntervalSince1970: 1_700_000_060)),
            ])
    }

    // MARK: calls and params

    func testCheckout_sendsUsernameAndDecodesTheOrder() throws {
        fake.answer("checkout", with: .object(paid))
        let order = try mediator.order.checkout(username: "ann")
        XCTAssertEqual(order, expectedPaid)
        XCTAssertEqual(order.reference, "order-7")
        XCTAssertEqual(try MediatorValue(encoding: order), .object(paid), "the wire shape round-trips")
        XCTAssertEqual(fake.calls, [.init(action: "checkout", params: ["username": "ann"])])
    }

    func testPay_sendsTheMethodAsParams_walletWithoutCardFields() throws {
        fake.answer("pay", with: .object(paid))
        XCTAssertEqual(try mediator.order.pay(username: "ann", id: 7, method: .wallet), expectedPaid)
        XCTAssertEqual(
            try mediator.order.pay(username: "ann", id: 7, method: .card(number: "4242424242424242", expiry: "12/30")),
            expectedPaid)
        XCTAssertEqual(
            fake.calls.map(\.params),
            [
                ["username": "ann", "id": 7, "method": "wallet"],
                ["username": "ann", "id": 7, "method": "card", "cardNumber": "4242424242424242", "expiry": "12/30"],
            ])
    }

    func testCancelAndShow_sendUsernameAndID() throws {
        fake.answer(with: .object(paid))
        XCTAssertEqual(try mediator.order.cancel(username: "ann", id: 7), expectedPaid)
        XCTAssertEqual(try mediator.order.show(username: "ann", id: 7), expectedPaid)
        XCTAssertEqual(
            fake.calls,
            [
                .init(action: "cancel", params: ["username": "ann", "id": 7]),
                .init(action: "show", params: ["username": "ann", "id": 7]),
            ])
    }

    func testShipAndDeliver_sendTheUsernameOnlyWhenGiven() throws {
        fake.answer(with: .object(paid))
        _ = try mediator.order.ship(id: 7)
        _ = try mediator.order.ship(username: "ann", id: 7)
        _ = try mediator.order.deliver(id: 7)
        _ = try mediator.order.deliver(username: "ann", id: 7)
        XCTAssertEqual(
            fake.calls,
            [
                .init(action: "ship", params: ["id": 7]), .init(action: "ship", params: ["username": "ann", "id": 7]),
                .init(action: "deliver", params: ["id": 7]),
                .init(action: "deliver", params: ["username": "ann", "id": 7]),
            ])
    }

    func testList_decodesTheOrdersNewestFirst() throws {
        var pending = paid
        pending["id"] = 8
        pending["reference"] = "order-8"
        pending["status"] = "pendingPayment"
        pending["paymentID"] = nil
        pending["history"] = [["to": "pendingPayment", "at": 1_700_000_100]]
        let reply: MediatorValue = ["orders": [.object(pending), .object(paid)]]
        fake.answer("list", with: reply)
        let orders = try mediator.order.list(username: "ann")
        XCTAssertEqual(orders.map(\.id), [8, 7])
        XCTAssertNil(orders[0].paymentID)
        XCTAssertEqual(orders[0].history.map(\.from), [nil])
        XCTAssertEqual(try MediatorValue(encoding: OrderList(orders: orders)), reply, "the wire shape round-trips")
        XCTAssertEqual(fake.calls, [.init(action: "list", params: ["username": "ann"])])
    }

    func testAudit_decodesTheReport_leavingAbsentIDsOut() throws {
        let reply: MediatorValue = [
            "orders": 2, "payments": 1, "unreconciledGoods": [4],
            "violations": [
                ["rule": "payment", "orderID": 7, "paymentID": 3, "username": "ann", "message": "total is 2250"],
                ["rule": "stock", "goodsID": 2, "message": "1 unit too many"],
            ],
        ]
        fake.answer("audit", with: reply)
        let audit = try mediator.order.audit()
        XCTAssertEqual(
            audit,
            OrderAudit(
                orders: 2, payments: 1,
                violations: [
                    OrderViolation(.payment, orderID: 7, paymentID: 3, username: "ann", "total is 2250"),
                    OrderViolation(.stock, goodsID: 2, "1 unit too many"),
                ],
                unreconciledGoods: [4]))
        XCTAssertEqual(try MediatorValue(encoding: audit), reply, "the wire shape round-trips")
        XCTAssertEqual(
            audit.violations.map(\.description),
            ["[payment] order #7 payment #3 user ann: total is 2250", "[stock] goods #2: 1 unit too many"])
        XCTAssertEqual(fake.calls, [.init(action: "audit", params: [:])])
    }

    // MARK: errors

    func testOrderFailures_arriveAsOrderFailureWithCodeKindAndMessage() {
        for code in OrderErrorCode.allCases {
            fake.fail("show", code: code, message: "m")
            XCTAssertThrowsError(try mediator.order.show(username: "ann", id: 7)) {
                XCTAssertEqual($0 as? OrderFailure, OrderFailure(code, message: "m"))
                XCTAssertEqual(($0 as? OrderFailure)?.kind, code.kind)
                XCTAssertEqual(($0 as? OrderFailure)?.code, code.rawValue)
            }
        }
    }

    func testErrorCodes_haveTheKindsCallersMapExitCodesFrom() {
        XCTAssertEqual(
            Dictionary(uniqueKeysWithValues: OrderErrorCode.allCases.map { ($0.rawValue, $0.kind) }),
            [
                "emptyCart": .refused, "orderNotFound": .notFound, "invalidTransition": .refused,
                "paymentDeclined": .refused, "collaboratorFailed": .unavailable, "corruptRecord": .unavailable,
                "corruptData": .unavailable,
            ])
    }

    func testAnotherComponentsCode_passesThroughAsMediatorErrorKeepingItsKind() {
        // Goods' short stock at checkout reaches the caller with Goods' code and kind.
        fake.fail("checkout", code: "insufficientStock", kind: .refused, message: "item 2 has only 1 in stock")
        XCTAssertThrowsError(try mediator.order.checkout(username: "ann")) {
            guard
                case .actionFailed("Order", "checkout", "insufficientStock", .refused, let message)? =
                    $0 as? MediatorError
            else { return XCTFail("\($0)") }
            XCTAssertEqual(message, "item 2 has only 1 in stock")
        }
    }

    func testMediatorFailures_passThroughUnchanged() {
        XCTAssertThrowsError(try Mediator().order.list(username: "ann")) {
            XCTAssertEqual($0 as? MediatorError, .targetNotFound(target: "Order"))
        }
    }

    func testMalformedResults_failWithMalformedResultNamingTheKeyPath() {
        var badStatus = paid
        badStatus["status"] = "lost"
        var badLine = paid
        badLine["lines"] = [["goodsID": "two", "title": "Mug", "unitPrice": 1250, "quantity": 2, "lineTotal": 2500]]
        fake.answer("show", with: .object(badStatus))
        fake.answer("checkout", with: .object(badLine))
        fake.answer("list", with: ["orders": "none"])
        fake.answer(
            "audit",
            with: [
                "orders": 1, "payments": 0, "unreconciledGoods": [], "violations": [["rule": "money", "message": "m"]],
            ])
        let cases: [(String, () throws -> Void, String)] = [
            ("show", { _ = try self.mediator.order.show(username: "ann", id: 7) }, "status"),
            ("checkout", { _ = try self.mediator.order.checkout(username: "ann") }, "lines[0].goodsID"),
            ("list", { _ = try self.mediator.order.list(username: "ann") }, "orders"),
            ("audit", { _ = try self.mediator.order.audit() }, "violations[0].rule"),
        ]
        for (action, call, expectedPath) in cases {
            XCTAssertThrowsError(try call(), action) {
                guard case .malformedResult("Order", action, let path, _) = $0 as? MediatorError else {
                    return XCTFail("\(action): \($0)")
                }
                XCTAssertEqual(path, expectedPath)
                XCTAssertEqual(($0 as? MediatorError)?.kind, .unavailable)
            }
        }
    }

    // MARK: wire values

    func testStatusMachine_allowsExactlyTheDocumentedMoves() {
        let allowed = OrderStatus.allCases.flatMap { from in from.successors.map { "\(from)->\($0)" } }
        XCTAssertEqual(
            Set(allowed),
            [
                "pendingPayment->paid", "pendingPayment->cancelled", "paid->shipped", "paid->cancelled",
                "shipped->delivered",
            ])
        XCTAssertTrue(OrderStatus.paid.canMove(to: .cancelled))
        XCTAssertFalse(OrderStatus.delivered.canMove(to: .cancelled))
    }

    func testLineAndReference_areDerived() {
        XCTAssertEqual(OrderLine(goodsID: 1, title: "Tea", unitPrice: 450, quantity: 3).lineTotal, 1350)
        XCTAssertEqual(expectedPaid.reference, "order-7")
    }
}
