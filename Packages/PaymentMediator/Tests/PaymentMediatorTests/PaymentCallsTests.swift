import Foundation
import Mediator
import MediatorTesting
import PaymentMediator
import XCTest

final class PaymentCallsTests: XCTestCase {
    private let fake = ScriptedComponent(
        name: "Payment",
        local: ["pay", "refund", "topUp", "balance", "payments", "payment", "audit", "nativeTestCards"])
    private var mediator = Mediator()

    override func setUp() {
        mediator = fake.mediator()
    }

    /// A card payment as Payment sends it; absent optionals are left out.
    private let paid: [String: MediatorValue] = [
        "paymentID": 12, "idempotencyKey": "k1", "username": "alice", "orderRef": "order-1", "channel": "card",
        "amount": 1500, "status": "succeeded", "cardLast4": "4242", "createdAt": 1_800_000_000,
    ]

    private var expectedReceipt: PaymentReceipt {
        PaymentReceipt(
            paymentID: 12, idempotencyKey: "k1", username: "alice", orderRef: "order-1", channel: .card, amount: 1500,
            status: .succeeded, cardLast4: "4242", createdAt: Date(timeIntervalSince1970: 1_800_000_000))
    }

    // MARK: calls and params

    func testPayByCard_sendsCardParamsAndDecodesTheOutcome() throws {
        let reply: MediatorValue = [
            "payment": .object(paid), "replayed": true,
            "observerErrors": [["observer": "Member/nativeAwardPoints", "code": "failed", "message": "boom"]],
        ]
        fake.answer("pay", with: reply)
        let outcome = try mediator.payment.pay(
            username: "alice", orderRef: "order-1", amount: 1500,
            method: .card(number: "4242 4242 4242 4242", expiry: "12/30"), idempotencyKey: "k1")
        XCTAssertEqual(
            outcome,
            PaymentOutcome(
                payment: expectedReceipt, replayed: true,
                observerErrors: [.init(observer: "Member/nativeAwardPoints", code: "failed", message: "boom")]))
        XCTAssertEqual(try MediatorValue(encoding: outcome), reply, "the wire shape round-trips")
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
        var payment = paid
        payment["channel"] = "wallet"
        payment["cardLast4"] = nil
        fake.answer("pay", with: ["payment": .object(payment), "replayed": false, "observerErrors": []])
        let outcome = try mediator.payment.pay(
            username: "alice", orderRef: "order-1", amount: 1500, method: .wallet, idempotencyKey: "k1")
        XCTAssertNil(outcome.payment.cardLast4)
        XCTAssertEqual(outcome.payment.channel, .wallet)
        XCTAssertFalse(outcome.replayed)
        XCTAssertEqual(
            fake.calls.first?.params,
            ["username": "alice", "orderRef": "order-1", "amount": 1500, "idempotencyKey": "k1", "channel": "wallet"])
    }

    func testRefund_sendsPaymentIDAndDecodesRefundedAt() throws {
        var payment = paid
        payment["status"] = "refunded"
        payment["refundedAt"] = 1_800_000_060
        fake.answer("refund", with: ["payment": .object(payment), "replayed": false, "observerErrors": []])
        let outcome = try mediator.payment.refund(paymentID: 12)
        XCTAssertEqual(outcome.payment.status, .refunded)
        XCTAssertEqual(outcome.payment.refundedAt, Date(timeIntervalSince1970: 1_800_000_060))
        XCTAssertEqual(outcome.observerErrors, [])
        XCTAssertEqual(fake.calls, [.init(action: "refund", params: ["paymentID": 12])])
    }

    func testTopUpAndBalance_returnTheBalance() throws {
        fake.answer("topUp", with: ["username": "alice", "balance": 700])
        fake.answer("balance", with: ["username": "alice", "balance": 700])
        XCTAssertEqual(try mediator.payment.topUp(username: "alice", amount: 700), 700)
        XCTAssertEqual(try mediator.payment.balance(username: "alice"), 700)
        XCTAssertEqual(
            try MediatorValue(encoding: PaymentBalance(username: "alice", balance: 700)),
            ["username": "alice", "balance": 700])
        XCTAssertEqual(
            fake.calls,
            [
                .init(action: "topUp", params: ["username": "alice", "amount": 700]),
                .init(action: "balance", params: ["username": "alice"]),
            ])
    }

    func testPaymentsAndPayment_decodeReceipts() throws {
        var declined = paid
        declined["paymentID"] = 13
        declined["status"] = "declined"
        declined["declineReason"] = "insufficientFunds"
        fake.answer("payments", with: ["username": "alice", "payments": [.object(declined), .object(paid)]])
        fake.answer("payment", with: .object(paid))
        let listed = try mediator.payment.payments(username: "alice")
        XCTAssertEqual(listed.last, expectedReceipt)
        XCTAssertEqual(listed.first?.declineReason, .insufficientFunds)
        XCTAssertEqual(try MediatorValue(encoding: listed.first), .object(declined), "the wire shape round-trips")
        XCTAssertEqual(try mediator.payment.payment(id: 12), expectedReceipt)
        XCTAssertEqual(try MediatorValue(encoding: expectedReceipt), .object(paid))
        XCTAssertEqual(fake.calls.map(\.action), ["payments", "payment"])
        XCTAssertEqual(fake.calls.last?.params, ["paymentID": 12])
    }

    func testBooks_callsAuditAndDecodesPaymentsAndWallets() throws {
        let reply: MediatorValue = [
            "payments": [.object(paid)], "wallets": [["username": "alice", "balance": 300, "toppedUp": 1800]],
        ]
        fake.answer("audit", with: reply)
        let books = try mediator.payment.books()
        XCTAssertEqual(
            books,
            PaymentBooks(
                payments: [expectedReceipt], wallets: [.init(username: "alice", balance: 300, toppedUp: 1800)]))
        XCTAssertEqual(try MediatorValue(encoding: books), reply, "the wire shape round-trips")
        XCTAssertEqual(fake.calls, [.init(action: "audit", params: [:])])
    }

    func testTestCards_callsNativeTestCards() throws {
        let reply: MediatorValue = [
            "cards": [["number": "4000 0000 0000 0002", "outcome": "cardDeclined", "summary": "declines"]]
        ]
        fake.answer("nativeTestCards", with: reply)
        let cards = try mediator.payment.testCards()
        XCTAssertEqual(
            cards, [PaymentTestCard(number: "4000 0000 0000 0002", outcome: .cardDeclined, summary: "declines")])
        XCTAssertEqual(try MediatorValue(encoding: PaymentTestCardList(cards: cards)), reply)
        XCTAssertEqual(fake.calls.map(\.action), ["nativeTestCards"])
    }

    // MARK: errors

    func testPaymentFailures_arriveAsPaymentFailureWithCodeKindAndMessage() {
        for code in PaymentErrorCode.allCases {
            fake.fail(code: code.rawValue, kind: code.kind, message: "m")
            XCTAssertThrowsError(try mediator.payment.balance(username: "alice")) {
                XCTAssertEqual($0 as? PaymentFailure, PaymentFailure(code, message: "m"))
                XCTAssertEqual(($0 as? PaymentFailure)?.kind, code.kind)
                XCTAssertEqual(($0 as? PaymentFailure)?.code, code.rawValue)
            }
        }
    }

    func testErrorCodes_haveTheKindsCallersMapExitCodesFrom() {
        XCTAssertEqual(PaymentErrorCode.invalidAmount.kind, .invalid)
        XCTAssertEqual(PaymentErrorCode.invalidCardNumber.kind, .invalid)
        XCTAssertEqual(PaymentErrorCode.insufficientFunds.kind, .refused)
        XCTAssertEqual(PaymentErrorCode.cardDeclined.kind, .refused)
        XCTAssertEqual(PaymentErrorCode.alreadyRefunded.kind, .refused)
        XCTAssertEqual(PaymentErrorCode.idempotencyConflict.kind, .conflict)
        XCTAssertEqual(PaymentErrorCode.paymentNotFound.kind, .notFound)
        XCTAssertEqual(PaymentErrorCode.gatewayFailed.kind, .unavailable)
    }

    func testAnUndeclaredCode_passesThroughAsMediatorErrorKeepingItsKind() {
        fake.fail(code: "brandNew", kind: .conflict, message: "m")
        XCTAssertThrowsError(try mediator.payment.balance(username: "alice")) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "brandNew")
            XCTAssertEqual(($0 as? MediatorError)?.kind, .conflict)
        }
    }

    func testMediatorFailures_passThroughUnchanged() {
        XCTAssertThrowsError(try Mediator().payment.balance(username: "alice")) {
            guard case .targetNotFound(let target) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(target, "Payment")
        }
    }

    func testMalformedResults_failWithMalformedResultNamingTheKeyPath() {
        fake.answer("balance", with: ["username": "alice", "balance": "lots"])
        var pending = paid
        pending["status"] = "pending"
        fake.answer("payment", with: .object(pending))
        fake.answer("payments", with: ["username": "alice", "payments": "none"])
        fake.answer(
            "pay",
            with: [
                "payment": .object(paid), "replayed": false,
                "observerErrors": [["observer": "Member/nativeAwardPoints", "message": "boom"]],
            ])
        let cases: [(String, () throws -> Void, String)] = [
            ("balance", { _ = try self.mediator.payment.balance(username: "alice") }, "balance"),
            ("payment", { _ = try self.mediator.payment.payment(id: 12) }, "status"),
            ("payments", { _ = try self.mediator.payment.payments(username: "alice") }, "payments"),
            (
                "pay",
                {
                    _ = try self.mediator.payment.pay(
                        username: "alice", orderRef: "order-1", amount: 1500, method: .wallet, idempotencyKey: "k1")
                }, "observerErrors[0].code"
            ),
        ]
        for (action, call, expectedPath) in cases {
            XCTAssertThrowsError(try call(), action) {
                guard case .malformedResult("Payment", action, let path, _) = $0 as? MediatorError else {
                    return XCTFail("\(action): \($0)")
                }
                XCTAssertEqual(path, expectedPath)
            }
        }
    }

    // MARK: wire values

    func testPaymentMethod_codableFormAndChannel() throws {
        let card = PaymentMethod.card(number: "4242 4242 4242 4242", expiry: "12/30")
        XCTAssertEqual(
            try MediatorValue(encoding: card), ["card": ["number": "4242 4242 4242 4242", "expiry": "12/30"]])
        XCTAssertEqual(try MediatorValue(encoding: card).decode(PaymentMethod.self), card)
        XCTAssertEqual(try MediatorValue(encoding: PaymentMethod.wallet).decode(PaymentMethod.self), .wallet)
        XCTAssertEqual(card.channel, .card)
        XCTAssertEqual(PaymentMethod.wallet.channel, .wallet)
    }

    // MARK: events

    func testPaymentEvents_spellTheNamesPaymentSends() {
        XCTAssertEqual(PaymentEvents.succeeded, "payment.succeeded")
        XCTAssertEqual(PaymentEvents.refunded, "payment.refunded")
    }

    func testPaymentEvent_encodesToTheDocumentedParamsAndReadsThemBack() throws {
        let event = PaymentEvent(of: expectedReceipt)
        let params = try event.params()
        XCTAssertEqual(
            params, ["paymentID": 12, "orderRef": "order-1", "username": "alice", "amount": 1500, "channel": "card"])
        XCTAssertEqual(try PaymentEvent(params: params), event)
    }

    func testPaymentEvent_withAMissingOrMistypedParam_namesTheKey() {
        XCTAssertThrowsError(try PaymentEvent(params: ["paymentID": 12])) {
            guard case .missingParameter(let key, _) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertTrue(["orderRef", "username", "amount", "channel"].contains(key), key)
        }
        XCTAssertThrowsError(
            try PaymentEvent(params: [
                "paymentID": 12, "orderRef": "order-1", "username": "alice", "amount": "lots", "channel": "wallet",
            ])
        ) {
            guard case .invalidParameter(let key, _, _) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(key, "amount")
        }
        XCTAssertThrowsError(
            try PaymentEvent(params: [
                "paymentID": 12, "orderRef": "order-1", "username": "alice", "amount": 1, "channel": "cash",
            ])
        ) {
            guard case .invalidParameter(let key, _, _) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(key, "channel")
        }
    }
}
