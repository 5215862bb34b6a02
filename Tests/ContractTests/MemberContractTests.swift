import Foundation
import Mediator
import MemberMediator
import PaymentMediator
import XCTest

/// Every `mediator.member` call against the real `Target_Member`, with points earned from real payments.
final class MemberContractTests: XCTestCase {
    private func shop() async throws -> ContractShop {
        try await ContractShop.make(self, launching: ["Payment": 30, "Member": 60])
    }

    func testShow_newMember_isBronzeWithNoPoints() async throws {
        let shop = try await shop()

        XCTAssertEqual(
            try shop.mediator.member.show(username: "Alice"),
            MemberStatus(
                username: "alice", points: 0, level: .bronze, discountPercent: 0, nextLevel: .silver,
                pointsToNextLevel: 500))
        XCTAssertEqual(try shop.mediator.member.discountPercent(username: "alice"), 0)
        XCTAssertEqual(try shop.mediator.member.history(username: "alice"), [])
    }

    func testShowHistoryDiscount_afterAPaymentOf600_reportSilverAndTheAward() async throws {
        let shop = try await shop()
        let paid = try shop.mediator.payment.pay(
            username: "alice", orderRef: "order-1", amount: 60_000,
            method: .card(number: "4242 4242 4242 4242", expiry: "12/30"), idempotencyKey: "k-1")

        XCTAssertEqual(
            try shop.mediator.member.show(username: "alice"),
            MemberStatus(
                username: "alice", points: 600, level: .silver, discountPercent: 5, nextLevel: .gold,
                pointsToNextLevel: 1_400))
        XCTAssertEqual(try shop.mediator.member.discountPercent(username: "alice"), 5)
        let history = try shop.mediator.member.history(username: "alice")
        XCTAssertEqual(history.count, 1)
        XCTAssertEqual(
            history.first.map { [$0.paymentID, $0.delta] }, [paid.payment.paymentID, 600])
        XCTAssertEqual(history.first?.orderRef, "order-1")
        XCTAssertEqual(history.first?.reason, .award)
        XCTAssertEqual(history.first?.at, ContractShop.now)
    }

    func testHistory_afterARefund_isNewestFirstWithTheReversal() async throws {
        let shop = try await shop()
        let card = PaymentMethod.card(number: "4242 4242 4242 4242", expiry: "12/30")
        let first = try shop.mediator.payment.pay(
            username: "alice", orderRef: "order-1", amount: 250_000, method: card, idempotencyKey: "k-1")
        _ = try shop.mediator.payment.pay(
            username: "alice", orderRef: "order-2", amount: 1_099, method: card, idempotencyKey: "k-2")
        try shop.mediator.payment.refund(paymentID: first.payment.paymentID)

        let history = try shop.mediator.member.history(username: "alice")
        let limited = try shop.mediator.member.history(username: "alice", limit: 2)

        XCTAssertEqual(history.map(\.delta), [-2_500, 10, 2_500])
        XCTAssertEqual(history.map(\.reason), [.reversal, .award, .award])
        XCTAssertEqual(history.map(\.orderRef), ["order-1", "order-2", "order-1"])
        XCTAssertEqual(history.map(\.id), history.map(\.id).sorted(by: >))
        XCTAssertEqual(limited, Array(history.prefix(2)))
        XCTAssertEqual(
            try shop.mediator.member.show(username: "alice"),
            MemberStatus(
                username: "alice", points: 10, level: .bronze, discountPercent: 0, nextLevel: .silver,
                pointsToNextLevel: 490))
    }

    func testShow_goldMember_hasNoNextLevel() async throws {
        let shop = try await shop()
        _ = try shop.mediator.payment.pay(
            username: "alice", orderRef: "order-1", amount: 200_000,
            method: .card(number: "4242 4242 4242 4242", expiry: "12/30"), idempotencyKey: "k-1")

        XCTAssertEqual(
            try shop.mediator.member.show(username: "alice"),
            MemberStatus(
                username: "alice", points: 2_000, level: .gold, discountPercent: 10, nextLevel: nil,
                pointsToNextLevel: nil))
    }

    func testShowAndHistory_badRequests_failWithMemberFailureNamingTheCode() async throws {
        let shop = try await shop()

        let blank = caught(MemberFailure.self) { try shop.mediator.member.show(username: " ") }
        let limit = caught(MemberFailure.self) { try shop.mediator.member.history(username: "alice", limit: 0) }
        let discount = caught(MemberFailure.self) { try shop.mediator.member.discountPercent(username: "") }

        XCTAssertEqual(blank?.errorCode, .invalidUsername)
        XCTAssertEqual(blank?.kind, .invalid)
        XCTAssertFalse(blank?.message.isEmpty ?? true)
        XCTAssertEqual(limit?.errorCode, .invalidLimit)
        XCTAssertEqual(discount?.errorCode, .invalidUsername)
    }
}
