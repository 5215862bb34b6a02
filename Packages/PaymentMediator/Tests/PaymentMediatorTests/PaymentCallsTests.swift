import Foundation
import Mediator
import MediatorTesting
import PaymentMediator
import XCTest

final class PaymentCallsTests: XCTestCase {
    private let fake = ScriptedComponent(
        name: "Payment", local: ["pay", "refund", "topUp", "balance", "payments", "payment", "nativeTestCards"])
    private var mediator = Mediator()

    override func setUp() {
        mediator = fake.mediator()
    }

    private let paid: [String: MediatorValue] = [
        "paymentID": 12, "idempotencyKey": "k1", "username": "alice", "orderRef": "order-1", "channel": "card",
        "amount": 1500, "status": "succeeded", "cardLast4": "4242", "declineReason": nil, "createdAt": 1_800_000_000,
        "refundedAt": nil,
    ]

    private var expectedReceipt: PaymentReceipt {
        PaymentReceipt(
            paymentID: 12, idempotencyKey: "k1", username: "alice", orderRef: "order-1", channel: "card", amount: 1500,
            status: .succeeded, cardLast4: "4242", createdAt: Date(timeIntervalSince1970: 1_800_000_000),
            refundedAt: nil)
    }

    // MARK: calls and params

    func testPayByCard_sendsCardParamsAndDecodesTheReceipt() throws {
        var reply = paid
        reply["replayed"] = true
        reply["observerErrors"] = [["observer": "Member/nativeAwardPoints", "code": "failed", "message": "boom"]]
        fake.answer("pay", with: .object(reply))
        let receipt = try mediator.payment.pay(
            username: "alice", orderRef: "order-1", amount: 1500,
            method: .card(number: "4242 4242 4242 4242", expiry: "12/30"), idempotencyKey: "k1")
        XCTAssertEqual(receipt.paymentID, 12)
        XCTAssertEqual(receipt.cardLast4, "4242")
        XCTAssertTrue(receipt.replayed)
        XCTAssertEqual(
            receipt.observerErrors,
            [.init(observer: "Member/nativeAwardPoints", code: "failed", message: "boom")])
        XCTAssertEqual(
            fake.calls,
            [
                .init(
                    action: "pay",
                    params: [
                        "username": "alice", "orderRef": "order-1", "amount": 1500, "idempotencyKey": "k1",
                        "channel": "card", "cardNumber": "4242 4242 4242 4242", "cardExpiry": "12/30",
                    ])
            ])
    }

    func testPayByWallet_sendsNoCardParams() throws {
        var reply = paid
        reply["channel"] = "wallet"
        reply["cardLast4"] = nil
        reply["replayed"] = false
        reply["observerErrors"] = []
        fake.answer("pay", with: .object(reply))
        let receipt = try mediator.payment.pay(
            username: "alice", orderRef: "order-1", amount: 1500, method: .wallet, idempotencyKey: "k1")
        XCTAssertNil(receipt.cardLast4)
        XCTAssertFalse(receipt.replayed)
        XCTAssertEqual(
            fake.calls.first?.params,
            ["username": "alice", "orderRef": "order-1", "amount": 1500, "idempotencyKey": "k1", "channel": "wallet"])
    }

    func testRefund_sendsPaymentIDAndDecodesRefundedAt() throws {
        var reply = paid
        reply["status"] = "refunded"
        reply["refundedAt"] = 1_800_000_060
        reply["observerErrors"] = []
        fake.answer("refund", with: .object(reply))
        let receipt = try mediator.payment.refund(paymentID: 12)
        XCTAssertEqual(receipt.status, .refunded)
        XCTAssertEqual(receipt.refundedAt, Date(timeIntervalSince1970: 1_800_000_060))
        XCTAssertEqual(fake.calls, [.init(action: "refund", params: ["paymentID": 12])])
    }

    func testTopUpAndBalance_returnTheBalance() throws {
        fake.answer("topUp", with: ["username": "alice", "balance": 700])
        fake.answer("balance", with: ["username": "alice", "balance": 700])
        XCTAssertEqual(try mediator.payment.topUp(username: "alice", amount: 700), 700)
        XCTAssertEqual(try mediator.payment.balance(username: "alice"), 700)
        XCTAssertEqual(
            fake.calls,
            [
                .init(action: "topUp", params: ["username": "alice", "amount": 700]),
                .init(action: "balance", params: ["username": "alice"]),
            ])
    }

    func testPaymentsAndPayment_decodeRecordsWithoutReplayInfo() throws {
        fake.answer("payments", with: ["username": "alice", "payments": [.object(paid)]])
        fake.answer("payment", with: .object(paid))
        XCTAssertEqual(try mediator.payment.payments(username: "alice"), [expectedReceipt])
        XCTAssertEqual(try mediator.payment.payment(id: 12), expectedReceipt)
        XCTAssertEqual(fake.calls.map(\.action), ["payments", "payment"])
        XCTAssertEqual(fake.calls.last?.params, ["paymentID": 12])
    }

    func testTestCards_callsNativeTestCards() throws {
        fake.answer(
            "nativeTestCards",
            with: ["cards": [["number": "4242 4242 4242 4242", "outcome": "approved", "summary": "approves"]]])
        XCTAssertEqual(
            try mediator.payment.testCards(),
            [PaymentTestCard(number: "4242 4242 4242 4242", outcome: "approved", summary: "approves")])
        XCTAssertEqual(fake.calls.map(\.action), ["nativeTestCards"])
    }

    // MARK: errors

    func testPaymentFailures_mapToPaymentCallErrorByCode() {
        let expected: [PaymentCallError] = [
            .invalidUsername("m"), .invalidOrderRef("m"), .invalidIdempotencyKey("m"), .invalidAmount("m"),
            .insufficientFunds("m"), .invalidCardNumber("m"), .invalidExpiry("m"), .cardExpired("m"),
            .cardDeclined("m"), .gatewayFailed("m"), .idempotencyConflict("m"), .paymentNotFound("m"),
            .alreadyRefunded("m"), .notRefundable("m"), .unknownChannel("m"), .other(code: "brandNew", message: "m"),
        ]
        for error in expected {
            fake.fail(code: error.code, message: "m")
            XCTAssertThrowsError(try mediator.payment.balance(username: "alice")) {
                XCTAssertEqual($0 as? PaymentCallError, error)
                XCTAssertEqual(($0 as? PaymentCallError)?.description, "m")
            }
        }
    }

    func testMediatorFailures_passThroughUnchanged() {
        XCTAssertThrowsError(try Mediator().payment.balance(username: "alice")) {
            guard case .targetNotFound(let target) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(target, "Payment")
        }
    }

    func testPayment_withMalformedObserverError_failsNamingItsPath() {
        var reply = paid
        reply["observerErrors"] = [["observer": "Member/nativeAwardPoints", "message": "boom"]]
        fake.answer("payment", with: .object(reply))
        XCTAssertThrowsError(try mediator.payment.payment(id: 12)) {
            XCTAssertEqual(
                $0 as? PaymentCallError,
                .malformedResult("payment field 'observerErrors[0].code' should be String, got nothing"))
        }
    }

    func testMalformedResults_failWithMalformedResult() {
        fake.answer("balance", with: ["balance": "lots"])
        var reply = paid
        reply["status"] = "pending"
        fake.answer("payment", with: .object(reply))
        fake.answer("payments", with: ["payments": "none"])
        XCTAssertThrowsError(try mediator.payment.balance(username: "alice")) {
            XCTAssertEqual(($0 as? PaymentCallError)?.code, "malformedResult")
        }
        XCTAssertThrowsError(try mediator.payment.payment(id: 12)) {
            guard case .malformedResult(let detail) = $0 as? PaymentCallError else { return XCTFail("\($0)") }
            XCTAssertTrue(detail.contains("pending"), detail)
        }
        XCTAssertThrowsError(try mediator.payment.payments(username: "alice")) {
            XCTAssertEqual(($0 as? PaymentCallError)?.code, "malformedResult")
        }
    }

    // MARK: events

    func testPaymentEvents_spellTheNamesAndKeysPaymentSends() {
        XCTAssertEqual(PaymentEvents.succeeded, "payment.succeeded")
        XCTAssertEqual(PaymentEvents.refunded, "payment.refunded")
        XCTAssertEqual(
            [
                PaymentEvents.Key.paymentID, PaymentEvents.Key.orderRef, PaymentEvents.Key.username,
                PaymentEvents.Key.amount, PaymentEvents.Key.channel,
            ],
            ["paymentID", "orderRef", "username", "amount", "channel"])
    }

    func testPaymentEvent_readsEventParamsAndNamesAMissingKey() throws {
        let event = try PaymentEvent(params: [
            "paymentID": 12, "orderRef": "order-1", "username": "alice", "amount": 1500, "channel": "wallet",
        ])
        XCTAssertEqual(event.paymentID, 12)
        XCTAssertEqual(event.amount, 1500)
        XCTAssertEqual(event.channel, "wallet")
        XCTAssertThrowsError(try PaymentEvent(params: ["paymentID": 12])) {
            guard case .missingParameter(let key, _) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(key, "orderRef")
        }
    }
}
