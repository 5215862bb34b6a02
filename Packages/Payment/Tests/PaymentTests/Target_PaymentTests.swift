import Foundation
import Mediator
import PaymentMediator
import Probe
import Storage
import XCTest

@testable import Payment

final class Target_PaymentTests: XCTestCase {
    private var mediator = Mediator()
    private var probe = ProbeLog()

    override func setUpWithError() throws {
        probe = ProbeLog()
        let context = MediatorContext()
        context.register(try StorageFacade.inMemory())
        context.register(WallClock.fixed(testNow))
        context.register(probe)
        mediator = Mediator(context: context)
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Payment"]))
    }

    @discardableResult
    private func perform(_ action: String, _ params: Params = [:]) throws -> MediatorValue {
        try mediator.perform(target: "Payment", action: action, params: params)
    }

    private func walletPay(amount: Int = 1500, key: String = "k1") -> Params {
        [
            "username": "alice", "orderRef": "order-1", "amount": .int(amount), "channel": "wallet",
            "idempotencyKey": .string(key),
        ]
    }

    private func cardPay(_ number: String, key: String = "k1") -> Params {
        [
            "username": "alice", "orderRef": "order-1", "amount": 1500, "channel": "card",
            "cardNumber": .string(number),
            "cardExpiry": "12/30", "idempotencyKey": .string(key),
        ]
    }

    private func assertActionFailed(
        _ action: String, _ params: Params, code: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try perform(action, params), file: file, line: line) { error in
            guard case .actionFailed(let target, _, let actual, let kind, let message) = error as? MediatorError else {
                return XCTFail("expected actionFailed, got \(error)", file: file, line: line)
            }
            XCTAssertEqual(target, "Payment", file: file, line: line)
            XCTAssertEqual(actual, code, file: file, line: line)
            XCTAssertEqual(
                kind, PaymentErrorCode(rawValue: code)?.kind, "the kind declared in PaymentMediator", file: file,
                line: line)
            XCTAssertFalse(message.isEmpty, file: file, line: line)
        }
    }

    private func assertParameterError(
        _ action: String, _ params: Params, key: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try perform(action, params), file: file, line: line) { error in
            switch error as? MediatorError {
            case .missingParameter(let actual, _)?, .invalidParameter(let actual, _, _)?:
                XCTAssertEqual(actual, key, file: file, line: line)
            default:
                XCTFail("expected a parameter error for \(key), got \(error)", file: file, line: line)
            }
        }
    }

    private func balance() throws -> MediatorValue? {
        try perform("balance", ["username": "alice"])["balance"]
    }

    // MARK: shape

    func testTarget_isFoundAndEveryActionIsLocalOnly() throws {
        let description = try mediator.describe(target: "Payment")
        XCTAssertEqual(
            Set(description.actions.map(\.name)),
            ["pay", "refund", "topUp", "balance", "payments", "payment", "audit", "nativeTestCards"])
        XCTAssertEqual(description.actions.filter(\.isRemote).map(\.name), [])
    }

    func testInit_withoutStorage_failsAsUnavailable() {
        XCTAssertThrowsError(try Mediator().perform(target: "Payment", action: "balance", params: ["username": "a"])) {
            guard case .targetUnavailable(let target, _) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(target, "Payment")
        }
    }

    func testRemote_everyActionIsForbiddenAndMovesNothing() async throws {
        try perform("topUp", ["username": "alice", "amount": 1000])
        for url in [
            "shop://payment/pay?username=alice&orderRef=o&amount=10&channel=wallet&idempotencyKey=k",
            "shop://payment/refund?paymentID=1", "shop://payment/topUp?username=alice&amount=5",
            "shop://payment/balance?username=alice", "shop://payment/payments?username=alice",
            "shop://payment/payment?paymentID=1", "shop://payment/nativeTestCards",
        ] {
            let response = await mediator.open(url)
            XCTAssertEqual(response.status, 403, url)
            XCTAssertEqual(response.error?.code, "remoteForbidden", url)
        }
        XCTAssertEqual(try balance(), 1000)
    }

    // MARK: wallet

    func testTopUpAndBalance_returnTheNewBalance() throws {
        XCTAssertEqual(try perform("balance", ["username": "alice"]), ["username": "alice", "balance": 0])
        XCTAssertEqual(
            try perform("topUp", ["username": "alice", "amount": 700]), ["username": "alice", "balance": 700])
        XCTAssertEqual(try perform("topUp", ["username": "alice", "amount": "300"])["balance"], 1000)
        assertActionFailed("topUp", ["username": "alice", "amount": 1_000_001], code: "invalidAmount")
        assertParameterError("topUp", ["username": "alice"], key: "amount")
        assertParameterError("balance", [:], key: "username")
        XCTAssertEqual(try balance(), 1000)
    }

    // MARK: pay

    func testPay_withWallet_returnsThePaymentAndDebits() throws {
        try perform("topUp", ["username": "alice", "amount": 2000])
        let paid = try perform("pay", walletPay())
        let paymentID = try XCTUnwrap(paid["payment"]?["paymentID"])
        XCTAssertEqual(
            paid,
            [
                "payment": [
                    "paymentID": paymentID, "idempotencyKey": "k1", "username": "alice", "orderRef": "order-1",
                    "channel": "wallet", "amount": 1500, "status": "succeeded", "createdAt": 1_800_000_000,
                ],
                "replayed": false, "observerErrors": [],
            ])
        XCTAssertEqual(paymentID.kindName, "Int")
        XCTAssertEqual(try balance(), 500)
    }

    func testPay_withCard_usesTheGatewayFromTheContext() throws {
        let gateway = CountingGateway()
        mediator.context.register(gateway, as: (any CardGateway).self)
        let paid = try perform("pay", cardPay("4242 4242 4242 4242"))
        XCTAssertEqual(paid["payment"]?["cardLast4"], "4242")
        XCTAssertEqual(paid["payment"]?["channel"], "card")
        XCTAssertEqual(gateway.received, [.init(cardNumber: "4242424242424242", amount: 1500, reference: "k1")])
    }

    func testPay_withoutARegisteredGateway_usesTheSimulator() throws {
        XCTAssertEqual(try perform("pay", cardPay("5555 5555 5555 4444"))["payment"]?["status"], "succeeded")
        assertActionFailed("pay", cardPay("4000 0000 0000 0002", key: "k2"), code: "cardDeclined")
        assertActionFailed("pay", cardPay("4000 0000 0000 9995", key: "k3"), code: "insufficientFunds")
    }

    func testPay_repeatedWithTheSameKey_returnsTheFirstPaymentMarkedReplayed() throws {
        try perform("topUp", ["username": "alice", "amount": 2000])
        let first = try perform("pay", walletPay())
        let again = try perform("pay", walletPay())
        XCTAssertEqual(again["payment"]?["paymentID"], first["payment"]?["paymentID"])
        XCTAssertEqual(again["replayed"], true)
        XCTAssertEqual(try balance(), 500)
        assertActionFailed("pay", walletPay(amount: 1400), code: "idempotencyConflict")
    }

    func testPay_withBadParams_failsWithTypedErrorsAndMovesNothing() throws {
        try perform("topUp", ["username": "alice", "amount": 1000])
        var params = walletPay()
        params["idempotencyKey"] = nil
        assertParameterError("pay", params, key: "idempotencyKey")
        params = walletPay()
        params["amount"] = "ten"
        assertParameterError("pay", params, key: "amount")
        params = walletPay()
        params["channel"] = nil
        assertParameterError("pay", params, key: "channel")
        params = walletPay()
        params["channel"] = "cash"
        assertActionFailed("pay", params, code: "unknownChannel")
        params = cardPay("4242 4242 4242 4242")
        params["cardExpiry"] = nil
        assertParameterError("pay", params, key: "cardExpiry")
        params = cardPay("4242 4242 4242 4242")
        params["cardExpiry"] = "12/26"
        assertActionFailed("pay", params, code: "cardExpired")
        params["cardExpiry"] = "1226"
        assertActionFailed("pay", params, code: "invalidExpiry")
        assertActionFailed("pay", cardPay("1234 5678 9012 3456"), code: "invalidCardNumber")
        assertActionFailed("pay", walletPay(amount: 0), code: "invalidAmount")
        assertActionFailed("pay", walletPay(amount: 5000), code: "insufficientFunds")
        params = walletPay()
        params["orderRef"] = ""
        assertActionFailed("pay", params, code: "invalidOrderRef")
        XCTAssertEqual(try balance(), 1000)
        XCTAssertEqual(try perform("payments", ["username": "alice"])["payments"], [])
    }

    // MARK: events

    func testPay_notifiesPaymentSucceededWithTheDocumentedKeysOnce() throws {
        mediator.observe("payment.succeeded", target: "Probe", action: "record")
        try perform("topUp", ["username": "alice", "amount": 2000])
        let paid = try perform("pay", walletPay())
        try perform("pay", walletPay())
        let paymentID = try XCTUnwrap(paid["payment"]?["paymentID"])
        XCTAssertEqual(
            probe.received,
            [
                .init(
                    action: "record",
                    params: [
                        "paymentID": paymentID, "orderRef": "order-1", "username": "alice", "amount": 1500,
                        "channel": "wallet",
                    ])
            ])
    }

    func testPay_whenTheCardIsDeclined_notifiesNothing() throws {
        mediator.observe("payment.succeeded", target: "Probe", action: "record")
        assertActionFailed("pay", cardPay("4000 0000 0000 0002"), code: "cardDeclined")
        XCTAssertEqual(probe.received, [])
    }

    func testPay_whenAnObserverFails_reportsItAndKeepsThePayment() throws {
        mediator.observe("payment.succeeded", target: "Probe", action: "fail")
        mediator.observe("payment.succeeded", target: "Probe", action: "record")
        try perform("topUp", ["username": "alice", "amount": 2000])
        let paid = try perform("pay", walletPay())
        XCTAssertEqual(
            paid["observerErrors"],
            [["observer": "Probe/fail", "code": "probeFailed", "message": "the probe observer failed on purpose"]])
        XCTAssertEqual(paid["payment"]?["status"], "succeeded")
        XCTAssertEqual(probe.received.map(\.action), ["fail", "record"])
        XCTAssertEqual(try balance(), 500)
        XCTAssertEqual(
            try perform("payment", ["paymentID": paid["payment"]?["paymentID"] ?? .null])["status"], "succeeded")
    }

    // MARK: refund

    func testRefund_creditsTheWalletNotifiesAndRefusesASecondRefund() throws {
        mediator.observe("payment.refunded", target: "Probe", action: "record")
        try perform("topUp", ["username": "alice", "amount": 2000])
        let paymentID = try XCTUnwrap(perform("pay", walletPay())["payment"]?["paymentID"])
        let refunded = try perform("refund", ["paymentID": paymentID])
        XCTAssertEqual(refunded["payment"]?["status"], "refunded")
        XCTAssertEqual(refunded["payment"]?["refundedAt"], 1_800_000_000)
        XCTAssertEqual(refunded["replayed"], false)
        XCTAssertEqual(refunded["observerErrors"], [])
        XCTAssertEqual(try balance(), 2000)
        XCTAssertEqual(
            probe.received.map(\.params),
            [["paymentID": paymentID, "orderRef": "order-1", "username": "alice", "amount": 1500, "channel": "wallet"]])
        assertActionFailed("refund", ["paymentID": paymentID], code: "alreadyRefunded")
        XCTAssertEqual(try balance(), 2000)
        XCTAssertEqual(probe.received.count, 1)
    }

    func testRefund_withBadParams_fails() throws {
        assertActionFailed("refund", ["paymentID": 404], code: "paymentNotFound")
        assertParameterError("refund", [:], key: "paymentID")
        assertParameterError("refund", ["paymentID": "first"], key: "paymentID")
        assertActionFailed("pay", cardPay("4000 0000 0000 0002"), code: "cardDeclined")
        let declined = try XCTUnwrap(perform("payments", ["username": "alice"])["payments"]?.arrayValue?.first)
        assertActionFailed("refund", ["paymentID": declined["paymentID"] ?? .null], code: "notRefundable")
    }

    // MARK: records

    func testPaymentsAndPayment_listAndShowRecords() throws {
        let first = try perform("pay", cardPay("4242 4242 4242 4242", key: "a"))
        let second = try perform("pay", cardPay("5555 5555 5555 4444", key: "b"))
        let listed = try perform("payments", ["username": "alice"])
        XCTAssertEqual(listed["username"], "alice")
        XCTAssertEqual(
            listed["payments"]?.arrayValue?.map { $0["paymentID"] },
            [second["payment"]?["paymentID"], first["payment"]?["paymentID"]])
        let shown = try perform("payment", ["paymentID": first["payment"]?["paymentID"] ?? .null])
        XCTAssertEqual(shown, first["payment"], "a payment reads back as pay answered it")
        XCTAssertEqual(shown["cardLast4"], "4242")
        XCTAssertNil(shown["replayed"])
        assertActionFailed("payment", ["paymentID": 999], code: "paymentNotFound")
        assertParameterError("payment", [:], key: "paymentID")
        assertActionFailed("payments", ["username": ""], code: "invalidUsername")
    }

    func testAudit_listsEveryPaymentOldestFirstAndEveryWalletWithItsTopUps() throws {
        try perform("topUp", ["username": "alice", "amount": 2000])
        try perform("topUp", ["username": "alice", "amount": 500])
        let paid = try perform("pay", walletPay())
        try perform("refund", ["paymentID": paid["payment"]?["paymentID"] ?? .null])
        try perform("pay", walletPay(amount: 700, key: "k2"))
        assertActionFailed("pay", cardPay("4000 0000 0000 0002", key: "k3"), code: "cardDeclined")
        let audit = try perform("audit")
        XCTAssertEqual(
            audit["payments"]?.arrayValue?.map { $0["idempotencyKey"] }, ["k1", "k2", "k3"], "oldest first")
        XCTAssertEqual(audit["payments"]?.arrayValue?.map { $0["status"] }, ["refunded", "succeeded", "declined"])
        XCTAssertEqual(audit["payments"]?.arrayValue?.last?["declineReason"], "generic")
        XCTAssertEqual(audit["wallets"], [["username": "alice", "balance": 1800, "toppedUp": 2500]])
    }

    func testNativeTestCards_listsTheDocumentedNumbers() throws {
        let cards = try XCTUnwrap(perform("nativeTestCards")["cards"]?.arrayValue)
        XCTAssertEqual(
            cards.map { $0["number"] }, ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0000 0000 9995"])
        XCTAssertEqual(cards.map { $0["outcome"] }, ["approved", "cardDeclined", "insufficientFunds"])
    }
}
