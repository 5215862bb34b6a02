import Foundation
import Mediator
import MediatorTesting
import OrderMediator
import Storage
import XCTest

@testable import Order

/// Order's live wiring through the Cart, Member, Goods and Payment extension packages, against
/// scripted stand-ins: which calls go out, with which keys, and how their answers and errors map.
final class LiveCollaboratorsTests: XCTestCase {
    private var cart: ScriptedComponent!
    private var member: ScriptedComponent!
    private var goods: ScriptedComponent!
    private var payment: ScriptedComponent!
    private var mediator: Mediator!

    override func setUpWithError() throws {
        cart = ScriptedComponent(name: "Cart", local: ["show", "nativeClear"])
        member = ScriptedComponent(name: "Member", local: ["discount", "ledger", "discounts"])
        goods = ScriptedComponent(name: "Goods", local: ["reserve", "release", "stockLedger"])
        payment = ScriptedComponent(name: "Payment", local: ["pay", "refund", "audit"])
        mediator = try ScriptedComponent.mediator(serving: [cart, member, goods, payment])
        mediator.context.register(try StorageFacade.inMemory())
        mediator.context.register(WallClock.fixed(Date(timeIntervalSince1970: 1_700_000_000)))
        cart.answer(
            "show",
            with: [
                "username": "ann", "itemCount": 3, "total": 2500,
                "lines": [
                    ["goodsID": 7, "title": "Mug", "unitPrice": 500, "quantity": 3, "lineTotal": 1500, "addedAt": 1],
                    ["goodsID": 2, "title": "Tea", "unitPrice": 1000, "quantity": 1, "lineTotal": 1000, "addedAt": 1],
                ],
            ])
        cart.answer("nativeClear", with: ["username": "ann", "removedLines": 2])
        member.answer("discount", with: ["username": "ann", "discountPercent": 10, "level": "gold"])
        goods.answer("reserve", with: ["id": 0, "stock": 5])
        goods.answer("release", with: ["id": 0, "stock": 8])
        payment.respond(to: "pay") { params in
            [
                "payment": [
                    "paymentID": 41, "idempotencyKey": params.value["idempotencyKey"] ?? "", "username": "ann",
                    "orderRef": params.value["orderRef"] ?? "", "channel": "wallet",
                    "amount": params.value["amount"] ?? 0, "status": "succeeded", "createdAt": 1_700_000_000,
                ],
                "replayed": false, "observerErrors": [],
            ]
        }
    }

    private func checkout() throws -> MediatorValue {
        try mediator.perform(target: "Order", action: "checkout", params: ["username": "ann"])
    }

    private func checkoutID() throws -> Int {
        try checkout().decode(OrderSummary.self).id
    }

    func testCheckout_readsCartAndDiscount_reservesInGoodsOrder_clearsCart() throws {
        let order = try checkout()
        XCTAssertEqual(order["total"], 2250)
        XCTAssertEqual(order["discount"], 250)
        XCTAssertEqual(cart.calls.map(\.action), ["show", "nativeClear"])
        XCTAssertEqual(cart.calls.first?.params, ["username": "ann"])
        XCTAssertEqual(member.calls.map(\.params), [["username": "ann"]])
        XCTAssertEqual(
            goods.calls.map(\.params), [["id": 2, "quantity": 1], ["id": 7, "quantity": 3]], "by goods id")
    }

    func testCheckout_whenGoodsRefuses_keepsGoodsCodeAndCreatesNothing() throws {
        goods.fail("reserve", code: "insufficientStock", message: "item 7 has only 1 in stock")
        XCTAssertThrowsError(try checkout()) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "insufficientStock")
            XCTAssertEqual((error as? MediatorError)?.kind, .refused, "Goods' kind survives Order's dispatch")
        }
        XCTAssertEqual(cart.calls.map(\.action), ["show"], "the cart is not cleared")
        XCTAssertEqual(
            try mediator.perform(target: "Order", action: "list", params: ["username": "ann"]), ["orders": []])
    }

    func testPay_sendsTotalAndDerivedKey_andRecordsThePayment() throws {
        let id = try checkoutID()
        let paid = try mediator.perform(
            target: "Order", action: "pay", params: ["username": "ann", "id": .int(id), "method": "wallet"])
        XCTAssertEqual(paid["status"], "paid")
        XCTAssertEqual(paid["paymentID"], 41)
        let sent = try XCTUnwrap(payment.calls.first?.params)
        XCTAssertEqual(sent["amount"], 2250)
        XCTAssertEqual(sent["channel"], "wallet")
        XCTAssertEqual(sent["orderRef"], .string("order-\(id)"))
        XCTAssertEqual(sent["idempotencyKey"], .string("order-\(id)-attempt-1"))
    }

    func testPay_declinedCard_isPaymentDeclinedAndTheNextAttemptUsesANewKey() throws {
        let id = try checkoutID()
        payment.fail("pay", code: "cardDeclined", message: "the card was declined")
        XCTAssertThrowsError(
            try mediator.perform(
                target: "Order", action: "pay",
                params: [
                    "username": "ann", "id": .int(id), "method": "card", "cardNumber": "4000000000000002",
                    "expiry": "12/30",
                ])
        ) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "paymentDeclined")
            XCTAssertEqual((error as? MediatorError)?.kind, .refused)
        }
        let declined = try XCTUnwrap(payment.calls.last?.params)
        XCTAssertEqual(declined["cardNumber"], "4000000000000002")
        XCTAssertEqual(declined["cardExpiry"], "12/30")
        XCTAssertEqual(declined["idempotencyKey"], .string("order-\(id)-attempt-1"))
    }

    func testCancelPaidOrder_refundsThroughPaymentAndReleasesEveryLine() throws {
        let id = try checkoutID()
        _ = try mediator.perform(
            target: "Order", action: "pay", params: ["username": "ann", "id": .int(id), "method": "wallet"])
        payment.answer(
            "refund",
            with: [
                "payment": [
                    "paymentID": 41, "idempotencyKey": "k", "username": "ann", "orderRef": "order-1",
                    "channel": "wallet", "amount": 2250, "status": "refunded", "createdAt": 1, "refundedAt": 2,
                ],
                "replayed": false, "observerErrors": [],
            ])
        let cancelled = try mediator.perform(
            target: "Order", action: "cancel", params: ["username": "ann", "id": .int(id)])
        XCTAssertEqual(cancelled["status"], "cancelled")
        XCTAssertEqual(payment.calls.last?.action, "refund")
        XCTAssertEqual(payment.calls.last?.params, ["paymentID": 41])
        XCTAssertEqual(goods.calls.filter { $0.action == "release" }.map(\.params).count, 2)
    }

    func testPay_whenAnObserverFailed_rollsTheChargeBackAsCollaboratorFailed() throws {
        let id = try checkoutID()
        payment.respond(to: "pay") { params in
            [
                "payment": [
                    "paymentID": 41, "idempotencyKey": params.value["idempotencyKey"] ?? "", "username": "ann",
                    "orderRef": params.value["orderRef"] ?? "", "channel": "wallet", "amount": 2250,
                    "status": "succeeded", "createdAt": 1_700_000_000,
                ],
                "replayed": false,
                "observerErrors": [["observer": "Member/nativeAwardPoints", "code": "failed", "message": "disk full"]],
            ]
        }
        XCTAssertThrowsError(
            try mediator.perform(
                target: "Order", action: "pay", params: ["username": "ann", "id": .int(id), "method": "wallet"])
        ) { error in
            guard case .actionFailed(_, _, "collaboratorFailed", .unavailable, let message)? = error as? MediatorError
            else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("Member/nativeAwardPoints: disk full"), message)
        }
        let order = try mediator.perform(target: "Order", action: "show", params: ["username": "ann", "id": .int(id)])
        XCTAssertEqual(try order.decode(OrderSummary.self).status, .pendingPayment)
    }

    func testAudit_readsPaymentsBooksMembersLedgerAndGoodsStockLedger() throws {
        let id = try checkoutID()
        _ = try mediator.perform(
            target: "Order", action: "pay", params: ["username": "ann", "id": .int(id), "method": "wallet"])
        payment.answer(
            "audit",
            with: [
                "payments": [
                    [
                        "paymentID": 41, "idempotencyKey": .string("order-\(id)-attempt-1"), "username": "ann",
                        "orderRef": .string("order-\(id)"), "channel": "wallet", "amount": 2250, "status": "succeeded",
                        "createdAt": 1_700_000_000,
                    ]
                ],
                "wallets": [["username": "ann", "balance": 7750, "toppedUp": 10_000]],
            ])
        member.answer(
            "ledger",
            with: [
                "entries": [
                    [
                        "username": "ann",
                        "entry": [
                            "id": 1, "paymentID": 41, "orderRef": .string("order-\(id)"), "delta": 22,
                            "reason": "award", "at": 1_700_000_000,
                        ],
                    ]
                ]
            ])
        goods.answer(
            "stockLedger",
            with: [
                "items": [
                    ["id": 2, "stock": 4, "reserved": 1, "opening": 5, "restocked": 0, "reserves": 1, "releases": 0],
                    ["id": 7, "stock": 2, "reserved": 3, "opening": 4, "restocked": 1, "reserves": 4, "releases": 1],
                    ["id": 9, "stock": 1],
                ]
            ])
        member.answer(
            "discounts",
            with: [
                "levels": [
                    ["level": "bronze", "discountPercent": 0], ["level": "silver", "discountPercent": 5],
                    ["level": "gold", "discountPercent": 10],
                ]
            ])

        let audit = try mediator.perform(target: "Order", action: "audit").decode(OrderAudit.self)

        XCTAssertEqual(audit, OrderAudit(orders: 1, payments: 1, violations: [], unreconciledGoods: [9]))
        goods.answer(
            "stockLedger",
            with: [
                "items": [
                    ["id": 2, "stock": 4, "reserved": 1, "opening": 5, "restocked": 0, "reserves": 1, "releases": 0],
                    ["id": 7, "stock": 3, "reserved": 2, "opening": 4, "restocked": 1, "reserves": 3, "releases": 1],
                ]
            ])
        let short = try mediator.perform(target: "Order", action: "audit").decode(OrderAudit.self)
        XCTAssertEqual(short.violations.map(\.rule), [.stock])
        XCTAssertEqual(short.violations.first?.goodsID, 7)
        // The order's 10 % is checked against the discounts Member says its levels give.
        member.answer("discounts", with: ["levels": [["level": "bronze", "discountPercent": 0]]])
        let undiscounted = try mediator.perform(target: "Order", action: "audit").decode(OrderAudit.self)
        XCTAssertEqual(undiscounted.violations.map(\.rule), [.totals, .stock])
        XCTAssertEqual(undiscounted.violations.first?.orderID, id)
    }

    func testCollaborators_afterTheMediatorIsGone_failClearly() throws {
        var weakMediator: Mediator? = Mediator()
        let collaborators = OrderCollaborators.through(try XCTUnwrap(weakMediator))
        weakMediator = nil
        XCTAssertThrowsError(try collaborators.cartLines("ann")) { error in
            XCTAssertEqual(
                error as? OrderError,
                .collaboratorFailed(step: "calling another component", message: "the mediator was released"))
        }
    }
}
