import Foundation
import Mediator
import PaymentMediator
import XCTest

/// Every `mediator.payment` call against the real `Target_Payment`.
final class PaymentContractTests: XCTestCase {
    static let approvingCard = PaymentMethod.card(number: "4242 4242 4242 4242", expiry: "12/30")
    static let decliningCard = PaymentMethod.card(number: "4000-0000-0000-0002", expiry: "12/30")

    private func shop() async throws -> ContractShop {
        try await ContractShop.make(self, launching: ["Payment": 30])
    }

    /// The receipt a first, successful payment of this test should produce.
    private func expectedReceipt(
        id: Int, key: String, orderRef: String, channel: PaymentChannel, amount: Int,
        status: PaymentStatus = .succeeded, cardLast4: String? = nil, refunded: Bool = false
    ) -> PaymentReceipt {
        PaymentReceipt(
            paymentID: id, idempotencyKey: key, username: "alice", orderRef: orderRef, channel: channel, amount: amount,
            status: status, cardLast4: cardLast4, createdAt: ContractShop.now,
            refundedAt: refunded ? ContractShop.now : nil)
    }

    func testTopUpAndBalance_returnTheRunningBalance() async throws {
        let shop = try await shop()
        let payment = shop.mediator.payment

        XCTAssertEqual(try payment.balance(username: "alice"), 0)
        XCTAssertEqual(try payment.topUp(username: "alice", amount: 5_000), 5_000)
        XCTAssertEqual(try payment.topUp(username: "alice", amount: 1_000), 6_000)
        XCTAssertEqual(try payment.balance(username: "alice"), 6_000)
        XCTAssertEqual(try payment.balance(username: "bob"), 0)
    }

    func testPay_byWallet_returnsTheReceiptAndDebitsTheWallet() async throws {
        let shop = try await shop()
        let payment = shop.mediator.payment
        try payment.topUp(username: "alice", amount: 6_000)

        let outcome = try payment.pay(
            username: "alice", orderRef: "order-77", amount: 2_500, method: .wallet, idempotencyKey: "k-1")

        let receipt = outcome.payment
        XCTAssertEqual(
            outcome,
            PaymentOutcome(
                payment: expectedReceipt(
                    id: receipt.paymentID, key: "k-1", orderRef: "order-77", channel: .wallet, amount: 2_500),
                replayed: false, observerErrors: []))
        XCTAssertGreaterThan(receipt.paymentID, 0)
        XCTAssertEqual(try payment.balance(username: "alice"), 3_500)
    }

    func testPay_retryWithTheSameKey_replaysWithoutChargingAgain() async throws {
        let shop = try await shop()
        let payment = shop.mediator.payment
        try payment.topUp(username: "alice", amount: 6_000)
        let first = try payment.pay(
            username: "alice", orderRef: "order-77", amount: 2_500, method: .wallet, idempotencyKey: "k-1")

        let retry = try payment.pay(
            username: "alice", orderRef: "order-77", amount: 2_500, method: .wallet, idempotencyKey: "k-1")

        XCTAssertEqual(
            retry,
            PaymentOutcome(
                payment: expectedReceipt(
                    id: first.payment.paymentID, key: "k-1", orderRef: "order-77", channel: .wallet, amount: 2_500),
                replayed: true))
        XCTAssertEqual(try payment.balance(username: "alice"), 3_500)
    }

    func testPay_byCard_recordsTheLastFourDigits() async throws {
        let shop = try await shop()

        let receipt = try shop.mediator.payment.pay(
            username: "alice", orderRef: "order-8", amount: 999, method: Self.approvingCard, idempotencyKey: "k-card"
        ).payment

        XCTAssertEqual(
            receipt,
            expectedReceipt(
                id: receipt.paymentID, key: "k-card", orderRef: "order-8", channel: .card, amount: 999,
                cardLast4: "4242"))
        XCTAssertEqual(
            try shop.mediator.payment.balance(username: "alice"), 0, "a card payment leaves the wallet alone")
    }

    func testPaymentsAndPayment_readBackWhatWasPaidNewestFirst() async throws {
        let shop = try await shop()
        let payment = shop.mediator.payment
        try payment.topUp(username: "alice", amount: 6_000)
        let wallet = try payment.pay(
            username: "alice", orderRef: "order-1", amount: 2_500, method: .wallet, idempotencyKey: "k-1"
        ).payment
        let card = try payment.pay(
            username: "alice", orderRef: "order-2", amount: 700, method: Self.approvingCard, idempotencyKey: "k-2"
        ).payment

        XCTAssertEqual(try payment.payments(username: "alice"), [card, wallet])
        XCTAssertEqual(try payment.payment(id: wallet.paymentID), wallet)
        XCTAssertEqual(try payment.payments(username: "bob"), [])
    }

    func testRefund_walletPayment_marksItRefundedAndCreditsTheWallet() async throws {
        let shop = try await shop()
        let payment = shop.mediator.payment
        try payment.topUp(username: "alice", amount: 6_000)
        let paid = try payment.pay(
            username: "alice", orderRef: "order-77", amount: 2_500, method: .wallet, idempotencyKey: "k-1"
        ).payment

        let refunded = try payment.refund(paymentID: paid.paymentID)

        XCTAssertEqual(
            refunded,
            PaymentOutcome(
                payment: expectedReceipt(
                    id: paid.paymentID, key: "k-1", orderRef: "order-77", channel: .wallet, amount: 2_500,
                    status: .refunded, refunded: true)))
        XCTAssertEqual(try payment.balance(username: "alice"), 6_000)
        XCTAssertEqual(try payment.payment(id: paid.paymentID).status, .refunded)
    }

    func testTestCards_listsTheSimulatorsDocumentedNumbers() async throws {
        let shop = try await shop()

        let cards = try shop.mediator.payment.testCards()

        XCTAssertEqual(cards.map(\.number), ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0000 0000 9995"])
        XCTAssertEqual(cards.map(\.outcome), [.approved, .cardDeclined, .insufficientFunds])
        XCTAssertTrue(cards.allSatisfy { !$0.summary.isEmpty })
    }

    func testPay_walletShortOfFunds_failsWithInsufficientFundsAndChargesNothing() async throws {
        let shop = try await shop()
        let payment = shop.mediator.payment
        try payment.topUp(username: "alice", amount: 1_000)

        let error = caught(PaymentFailure.self) {
            try payment.pay(
                username: "alice", orderRef: "order-9", amount: 2_500, method: .wallet, idempotencyKey: "k-9")
        }

        XCTAssertEqual(error?.errorCode, .insufficientFunds)
        XCTAssertEqual(error?.kind, .refused)
        XCTAssertFalse(error?.message.isEmpty ?? true)
        XCTAssertEqual(try payment.balance(username: "alice"), 1_000)
        XCTAssertEqual(try payment.payments(username: "alice"), [])
    }

    func testPay_decliningCard_failsWithCardDeclinedAndRecordsTheAttempt() async throws {
        let shop = try await shop()

        let error = caught(PaymentFailure.self) {
            try shop.mediator.payment.pay(
                username: "alice", orderRef: "order-9", amount: 2_500, method: Self.decliningCard, idempotencyKey: "k-9"
            )
        }

        XCTAssertEqual(error?.errorCode, .cardDeclined)
        XCTAssertTrue(error?.message.contains("declined") ?? false, String(describing: error))
        let attempts = try shop.mediator.payment.payments(username: "alice")
        XCTAssertEqual(attempts.map(\.status), [.declined])
        XCTAssertEqual(attempts.first?.cardLast4, "0002")
    }

    func testRefund_twiceOrUnknown_failsWithAlreadyRefundedOrPaymentNotFound() async throws {
        let shop = try await shop()
        let payment = shop.mediator.payment
        let paid = try payment.pay(
            username: "alice", orderRef: "order-3", amount: 500, method: Self.approvingCard, idempotencyKey: "k-3"
        ).payment
        try payment.refund(paymentID: paid.paymentID)

        let twice = caught(PaymentFailure.self) { try payment.refund(paymentID: paid.paymentID) }
        let unknown = caught(PaymentFailure.self) { try payment.payment(id: 9_999) }

        XCTAssertEqual(twice?.errorCode, .alreadyRefunded)
        XCTAssertEqual(unknown?.errorCode, .paymentNotFound)
        XCTAssertEqual(unknown?.kind, .notFound)
    }

    func testTopUp_zero_failsWithInvalidAmount() async throws {
        let shop = try await shop()

        let error = caught(PaymentFailure.self) { try shop.mediator.payment.topUp(username: "alice", amount: 0) }

        XCTAssertEqual(error?.errorCode, .invalidAmount)
        XCTAssertEqual(error?.kind, .invalid)
        XCTAssertEqual(try shop.mediator.payment.balance(username: "alice"), 0)
    }
}
