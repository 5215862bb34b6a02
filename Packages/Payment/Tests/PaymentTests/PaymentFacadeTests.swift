import Foundation
import PaymentMediator
import Storage
import XCTest

@testable import Payment

final class PaymentFacadeTests: XCTestCase {
    private var storage: StorageFacade!
    private var gateway = CountingGateway()
    private var facade: PaymentFacade!

    override func setUpWithError() throws {
        storage = try StorageFacade.inMemory()
        gateway = CountingGateway()
        facade = try PaymentFacade(storage: storage, gateway: gateway, now: { testNow })
    }

    private func payWallet(_ amount: Int, key: String = "k1", order: String = "order-1", user: String = "alice") throws
        -> PaymentOutcome
    {
        try facade.pay(username: user, orderRef: order, amount: amount, method: .wallet, idempotencyKey: key)
    }

    private func payCard(
        _ number: String, amount: Int = 1500, expiry: String = "12/30", key: String = "k1", order: String = "order-1"
    ) throws -> PaymentOutcome {
        try facade.pay(
            username: "alice", orderRef: order, amount: amount, method: .card(number: number, expiry: expiry),
            idempotencyKey: key)
    }

    // MARK: wallet

    func testTopUp_addsToTheBalance() throws {
        XCTAssertEqual(try facade.balance(username: "alice"), 0)
        XCTAssertEqual(try facade.topUp(username: "alice", amount: 500), 500)
        XCTAssertEqual(try facade.topUp(username: "alice", amount: 1_000_000), 1_000_500)
        XCTAssertEqual(try facade.balance(username: "alice"), 1_000_500)
        XCTAssertEqual(try facade.balance(username: "bob"), 0)
    }

    func testTopUp_outsideTheAllowedRange_failsAndChangesNothing() throws {
        try facade.topUp(username: "alice", amount: 100)
        for amount in [0, -5, 1_000_001] {
            assertThrows(
                .invalidAmount(amount, allowed: 1...1_000_000), try facade.topUp(username: "alice", amount: amount))
        }
        assertThrows(.invalidUsername, try facade.topUp(username: " ", amount: 100))
        XCTAssertEqual(try facade.balance(username: "alice"), 100)
    }

    func testPayWithWallet_debitsTheBalanceAndRecordsASucceededPayment() throws {
        try facade.topUp(username: "alice", amount: 2000)
        let outcome = try payWallet(1500)
        XCTAssertFalse(outcome.replayed)
        XCTAssertEqual(
            outcome.payment,
            PaymentReceipt(
                paymentID: outcome.payment.paymentID, idempotencyKey: "k1", username: "alice", orderRef: "order-1",
                channel: .wallet,
                amount: 1500, status: .succeeded, cardLast4: nil, declineReason: nil, createdAt: testNow,
                refundedAt: nil))
        XCTAssertEqual(try facade.balance(username: "alice"), 500)
        XCTAssertEqual(try facade.payment(id: outcome.payment.paymentID), outcome.payment)
    }

    func testPayWithWallet_withInsufficientFunds_failsWithoutDebitOrRecordAndKeepsTheKeyFree() throws {
        try facade.topUp(username: "alice", amount: 100)
        assertThrows(.insufficientFunds(available: 100, required: 150), try payWallet(150))
        XCTAssertEqual(try facade.balance(username: "alice"), 100)
        XCTAssertEqual(try facade.payments(username: "alice"), [])
        try facade.topUp(username: "alice", amount: 50)
        XCTAssertEqual(try payWallet(150).payment.status, .succeeded)
        XCTAssertEqual(try facade.balance(username: "alice"), 0)
    }

    func testPayWithWallet_withoutAnyWallet_failsWithZeroAvailable() {
        assertThrows(.insufficientFunds(available: 0, required: 1), try payWallet(1))
    }

    // MARK: card

    func testPayWithCard_approvedNumber_chargesOnceAndStoresOnlyTheLast4() throws {
        let outcome = try payCard("4242 4242 4242 4242")
        XCTAssertEqual(outcome.payment.status, .succeeded)
        XCTAssertEqual(outcome.payment.channel, .card)
        XCTAssertEqual(outcome.payment.cardLast4, "4242")
        XCTAssertEqual(gateway.received, [.init(cardNumber: "4242424242424242", amount: 1500, reference: "k1")])
        let rows = try storage.query("SELECT * FROM payment_payments")
        let stored = rows.flatMap { row in row.columnNames.map { row[$0].description } }.joined(separator: "|")
        XCTAssertFalse(stored.contains("424242424242"), stored)
    }

    func testPayWithCard_withDashes_andAnyOtherLuhnValidNumber_approves() throws {
        XCTAssertEqual(try payCard("5555-5555-5555-4444", key: "a").payment.cardLast4, "4444")
        XCTAssertEqual(try payCard("378282246310005", key: "b").payment.status, .succeeded)
    }

    func testPayWithCard_declinedNumber_recordsADeclineAndThrowsCardDeclined() throws {
        XCTAssertThrowsError(try payCard("4000 0000 0000 0002")) { error in
            guard case .cardDeclined(let id, .generic)? = error as? PaymentError else { return XCTFail("\(error)") }
            XCTAssertEqual((error as? PaymentError)?.code, "cardDeclined")
            XCTAssertEqual(try? facade.payment(id: id).status, .declined)
            XCTAssertEqual(try? facade.payment(id: id).declineReason, .generic)
        }
        XCTAssertEqual(try facade.payments(username: "alice").map(\.status), [.declined])
    }

    func testPayWithCard_insufficientFundsNumber_failsWithInsufficientFundsCode() throws {
        XCTAssertThrowsError(try payCard("4000 0000 0000 9995")) { error in
            guard case .cardDeclined(_, .insufficientFunds)? = error as? PaymentError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual((error as? PaymentError)?.code, "insufficientFunds")
        }
    }

    func testPayWithCard_invalidNumberOrExpiry_failsWithoutChargingOrRecording() throws {
        let bad: [(String, String, String)] = [
            ("4242 4242 4242 4241", "12/30", "invalidCardNumber"),
            ("4242 abcd 4242 4242", "12/30", "invalidCardNumber"),
            ("4242 4242 42", "12/30", "invalidCardNumber"),
            ("4242 4242 4242 4242", "13/30", "invalidExpiry"),
            ("4242 4242 4242 4242", "2030-12", "invalidExpiry"),
            ("4242 4242 4242 4242", "12/26", "cardExpired"),
        ]
        for (number, expiry, code) in bad {
            XCTAssertThrowsError(try payCard(number, expiry: expiry), "\(number) \(expiry)") {
                XCTAssertEqual(($0 as? PaymentError)?.code, code, "\(number) \(expiry)")
            }
        }
        XCTAssertEqual(gateway.received, [])
        XCTAssertEqual(try facade.payments(username: "alice"), [])
        XCTAssertEqual(try payCard("4242 4242 4242 4242", expiry: "01/27").payment.status, .succeeded)
    }

    func testPayWithCard_whenTheGatewayFails_failsWithGatewayFailedAndRecordsNothing() throws {
        let failing = try PaymentFacade(storage: storage, gateway: FailingGateway(), now: { testNow })
        assertThrows(
            .gatewayFailed(message: "gateway unreachable"),
            try failing.pay(
                username: "alice", orderRef: "o", amount: 1,
                method: .card(number: "4242424242424242", expiry: "12/30"),
                idempotencyKey: "k"))
        XCTAssertEqual(try facade.payments(username: "alice"), [])
        XCTAssertEqual(try payCard("4242424242424242", key: "k").replayed, false)
    }

    // MARK: validation

    func testPay_withBadInput_failsWithTypedErrorsAndMovesNothing() throws {
        try facade.topUp(username: "alice", amount: 5000)
        let tooLong = String(repeating: "k", count: PaymentFacade.maxReferenceLength + 1)
        assertThrows(.invalidAmount(0, allowed: PaymentFacade.amountRange), try payWallet(0))
        assertThrows(.invalidAmount(-10, allowed: PaymentFacade.amountRange), try payWallet(-10))
        assertThrows(.invalidAmount(1_000_000_001, allowed: PaymentFacade.amountRange), try payWallet(1_000_000_001))
        assertThrows(.invalidUsername, try payWallet(10, user: ""))
        assertThrows(.invalidOrderRef, try payWallet(10, order: "  "))
        assertThrows(.invalidIdempotencyKey, try payWallet(10, key: ""))
        assertThrows(.invalidIdempotencyKey, try payWallet(10, key: tooLong))
        XCTAssertEqual(try facade.balance(username: "alice"), 5000)
        XCTAssertEqual(try facade.payments(username: "alice"), [])
    }

    // MARK: idempotency

    func testPay_repeatedWithTheSameKey_returnsTheFirstPaymentAndDebitsOnce() throws {
        try facade.topUp(username: "alice", amount: 2000)
        let first = try payWallet(1500)
        let again = try payWallet(1500)
        XCTAssertTrue(again.replayed)
        XCTAssertEqual(again.payment, first.payment)
        XCTAssertEqual(try facade.balance(username: "alice"), 500)
        XCTAssertEqual(try facade.payments(username: "alice").count, 1)
    }

    func testPay_repeatedCardPayment_chargesTheGatewayOnce() throws {
        let first = try payCard("4242 4242 4242 4242")
        let again = try payCard("4242-4242-4242-4242")
        XCTAssertEqual(again.payment.paymentID, first.payment.paymentID)
        XCTAssertTrue(again.replayed)
        XCTAssertEqual(gateway.received.count, 1)
    }

    func testPay_repeatOfADeclinedAttempt_rethrowsTheSameDeclineWithoutCharging() throws {
        var firstError: PaymentError?
        XCTAssertThrowsError(try payCard("4000 0000 0000 0002")) { firstError = $0 as? PaymentError }
        assertThrows(try XCTUnwrap(firstError), try payCard("4000 0000 0000 0002"))
        XCTAssertEqual(gateway.received.count, 1)
    }

    func testPay_sameKeyWithDifferentPayment_failsWithIdempotencyConflictAndMovesNothing() throws {
        try facade.topUp(username: "alice", amount: 5000)
        try facade.topUp(username: "bob", amount: 5000)
        let first = try payWallet(1500).payment
        let id = first.paymentID
        assertThrows(.idempotencyConflict(key: "k1", paymentID: id, fields: ["amount"]), try payWallet(1600))
        assertThrows(
            .idempotencyConflict(key: "k1", paymentID: id, fields: ["order"]), try payWallet(1500, order: "o2"))
        assertThrows(
            .idempotencyConflict(key: "k1", paymentID: id, fields: ["username"]), try payWallet(1500, user: "bob"))
        assertThrows(
            .idempotencyConflict(key: "k1", paymentID: id, fields: ["channel"]),
            try payCard("4242 4242 4242 4242", amount: 1500))
        XCTAssertEqual(try facade.balance(username: "alice"), 3500)
        XCTAssertEqual(try facade.balance(username: "bob"), 5000)
        XCTAssertEqual(gateway.received, [])
        XCTAssertEqual(try facade.payment(id: id), first)
    }

    func testPay_sameKeyWithAnotherCard_failsWithIdempotencyConflict() throws {
        let first = try payCard("4242 4242 4242 4242")
        assertThrows(
            .idempotencyConflict(key: "k1", paymentID: first.payment.paymentID, fields: ["card"]),
            try payCard("5555 5555 5555 4444"))
        XCTAssertEqual(gateway.received.count, 1)
    }

    func testPay_sameKeyFromASecondProcess_returnsTheFirstPayment() throws {
        let path = temporaryDatabasePath()
        let one = try PaymentFacade(storage: StorageFacade(path: path), now: { testNow })
        let two = try PaymentFacade(storage: StorageFacade(path: path), now: { testNow })
        try one.topUp(username: "alice", amount: 1000)
        let first = try one.pay(username: "alice", orderRef: "o", amount: 700, method: .wallet, idempotencyKey: "k")
        let again = try two.pay(username: "alice", orderRef: "o", amount: 700, method: .wallet, idempotencyKey: "k")
        XCTAssertEqual(again.payment.paymentID, first.payment.paymentID)
        XCTAssertTrue(again.replayed)
        XCTAssertEqual(try two.balance(username: "alice"), 300)
    }

    // MARK: refunds

    func testRefundOfAWalletPayment_creditsTheBalanceAndMarksItRefunded() throws {
        try facade.topUp(username: "alice", amount: 2000)
        let paid = try payWallet(1500).payment
        let refunded = try facade.refund(paymentID: paid.paymentID)
        XCTAssertEqual(refunded.status, .refunded)
        XCTAssertEqual(refunded.refundedAt, testNow)
        XCTAssertEqual(refunded.amount, 1500)
        XCTAssertEqual(try facade.balance(username: "alice"), 2000)
        XCTAssertEqual(try facade.payment(id: paid.paymentID), refunded)
    }

    func testRefundOfACardPayment_isRecordedWithoutTouchingTheWallet() throws {
        let paid = try payCard("4242 4242 4242 4242").payment
        XCTAssertEqual(try facade.refund(paymentID: paid.paymentID).status, .refunded)
        XCTAssertEqual(try facade.balance(username: "alice"), 0)
    }

    func testRefund_twice_failsWithAlreadyRefundedAndCreditsOnce() throws {
        try facade.topUp(username: "alice", amount: 2000)
        let paid = try payWallet(1500).payment
        try facade.refund(paymentID: paid.paymentID)
        assertThrows(.alreadyRefunded(paid.paymentID), try facade.refund(paymentID: paid.paymentID))
        XCTAssertEqual(try facade.balance(username: "alice"), 2000)
    }

    func testRefund_ofADeclinedOrUnknownPayment_fails() throws {
        XCTAssertThrowsError(try payCard("4000 0000 0000 0002"))
        let declined = try XCTUnwrap(facade.payments(username: "alice").first)
        assertThrows(
            .notRefundable(declined.paymentID, status: .declined), try facade.refund(paymentID: declined.paymentID))
        assertThrows(.paymentNotFound(999), try facade.refund(paymentID: 999))
    }

    func testPay_repeatedAfterARefund_returnsTheRefundedPaymentWithoutCharging() throws {
        try facade.topUp(username: "alice", amount: 2000)
        let paid = try payWallet(1500).payment
        try facade.refund(paymentID: paid.paymentID)
        let again = try payWallet(1500)
        XCTAssertTrue(again.replayed)
        XCTAssertEqual(again.payment.status, .refunded)
        XCTAssertEqual(try facade.balance(username: "alice"), 2000)
    }

    // MARK: records

    func testPayments_listsOnlyThatUsersPaymentsNewestFirst() throws {
        try facade.topUp(username: "alice", amount: 5000)
        try facade.topUp(username: "bob", amount: 5000)
        let a = try payWallet(100, key: "a").payment
        _ = try payWallet(100, key: "b", user: "bob")
        XCTAssertThrowsError(try payCard("4000 0000 0000 0002", key: "c"))
        let listed = try facade.payments(username: "alice")
        XCTAssertEqual(listed.map(\.idempotencyKey), ["c", "a"])
        XCTAssertEqual(listed.last, a)
        assertThrows(.invalidUsername, try facade.payments(username: ""))
    }

    func testPayment_unknownID_failsWithPaymentNotFound() {
        assertThrows(.paymentNotFound(42), try facade.payment(id: 42))
    }

    func testErrorMessages_areActionable() {
        XCTAssertTrue(PaymentError.insufficientFunds(available: 1, required: 2).description.contains("top up"))
        XCTAssertTrue(
            PaymentError.idempotencyConflict(key: "k", paymentID: 3, fields: ["amount"]).description.contains("new key")
        )
        XCTAssertTrue(PaymentError.unknownChannel("cash").description.contains("\"wallet\" or \"card\""))
    }
}
