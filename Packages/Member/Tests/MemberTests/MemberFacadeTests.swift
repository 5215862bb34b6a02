import Foundation
import MemberMediator
import Storage
import XCTest

@testable import Member

final class MemberFacadeTests: XCTestCase {
    private var facade: MemberFacade!

    override func setUpWithError() throws {
        facade = try MemberFacade(
            storage: try StorageFacade.inMemory(), now: { Date(timeIntervalSince1970: 1_700_000_000) })
    }

    // MARK: Awards

    func testAward_givesOnePointPerWholeCurrencyUnit() throws {
        let change = try facade.awardPoints(paymentID: 1, username: "alice", amount: 12_399, orderRef: "ORD-1")
        XCTAssertEqual(change, PointsChange(paymentID: 1, username: "alice", delta: 123, applied: true, points: 123))
        XCTAssertEqual(try facade.status(username: "alice").points, 123)
    }

    func testAward_belowOneUnit_recordsZeroPoints() throws {
        XCTAssertEqual(try facade.awardPoints(paymentID: 1, username: "alice", amount: 99).delta, 0)
        XCTAssertEqual(try facade.history(username: "alice").map(\.delta), [0])
    }

    func testAward_forSeveralPayments_adds() throws {
        try facade.awardPoints(paymentID: 1, username: "alice", amount: 10_000)
        try facade.awardPoints(paymentID: 2, username: "alice", amount: 5_050)
        try facade.awardPoints(paymentID: 3, username: "bob", amount: 70_000)
        XCTAssertEqual(try facade.status(username: "alice").points, 150)
        XCTAssertEqual(try facade.status(username: "bob").points, 700)
    }

    func testAward_samePaymentTwice_awardsOnce() throws {
        try facade.awardPoints(paymentID: 7, username: "alice", amount: 10_000)
        let repeated = try facade.awardPoints(paymentID: 7, username: "alice", amount: 10_000)
        XCTAssertEqual(repeated, PointsChange(paymentID: 7, username: "alice", delta: 0, applied: false, points: 100))
        XCTAssertEqual(try facade.history(username: "alice").count, 1)
    }

    func testAward_samePaymentForAnotherUser_isStillIgnored() throws {
        try facade.awardPoints(paymentID: 7, username: "alice", amount: 10_000)
        let repeated = try facade.awardPoints(paymentID: 7, username: "mallory", amount: 10_000)
        XCTAssertFalse(repeated.applied)
        XCTAssertEqual(repeated.username, "alice")
        XCTAssertEqual(try facade.status(username: "mallory").points, 0)
    }

    func testAward_normalisesTheUsername() throws {
        try facade.awardPoints(paymentID: 1, username: "  Alice ", amount: 1_000)
        XCTAssertEqual(try facade.status(username: "ALICE"), MemberStatus(username: "alice", points: 10))
    }

    func testAward_withBadInput_failsAndRecordsNothing() throws {
        XCTAssertThrowsError(try facade.awardPoints(paymentID: 0, username: "alice", amount: 100)) { error in
            XCTAssertEqual(error as? MemberError, .invalidPaymentID(0))
        }
        XCTAssertThrowsError(try facade.awardPoints(paymentID: 1, username: "alice", amount: -100)) { error in
            XCTAssertEqual(error as? MemberError, .invalidAmount(-100))
        }
        XCTAssertThrowsError(try facade.awardPoints(paymentID: 1, username: "   ", amount: 100)) { error in
            XCTAssertEqual(error as? MemberError, .invalidUsername("   ", reason: "it is empty"))
        }
        XCTAssertEqual(try facade.history(username: "alice"), [])
        XCTAssertEqual(try facade.awardPoints(paymentID: 1, username: "alice", amount: 100).delta, 1, "ids stay unused")
    }

    // MARK: Reversals

    func testReverse_takesBackExactlyTheAward() throws {
        try facade.awardPoints(paymentID: 1, username: "alice", amount: 30_000)
        try facade.awardPoints(paymentID: 2, username: "alice", amount: 20_000)
        let change = try facade.reversePoints(paymentID: 1, username: "alice", amount: 30_000)
        XCTAssertEqual(change, PointsChange(paymentID: 1, username: "alice", delta: -300, applied: true, points: 200))
        XCTAssertEqual(try facade.status(username: "alice").points, 200)
    }

    func testReverse_ofAnAwardChangedToIntMin_isCorruptDataAndRecordsNothing() throws {
        let storage = try StorageFacade.inMemory()
        let facade = try MemberFacade(storage: storage, now: { Date(timeIntervalSince1970: 1_700_000_000) })
        try facade.awardPoints(paymentID: 1, username: "alice", amount: 30_000)
        try storage.execute("UPDATE member_ledger SET delta = ? WHERE payment_id = 1", [SQLValue(Int.min)])
        XCTAssertThrowsError(try facade.reversePoints(paymentID: 1, username: "alice", amount: 30_000)) { error in
            XCTAssertEqual(error as? MemberError, .corruptData("payment #1's award is \(Int.min) points, below 0"))
            XCTAssertEqual((error as? MemberError)?.errorCode.kind, .unavailable)
        }
        XCTAssertEqual(try storage.queryOne("SELECT COUNT(*) AS n FROM member_ledger")?.int("n"), 1)
    }

    func testReverse_twice_reversesOnce() throws {
        try facade.awardPoints(paymentID: 1, username: "alice", amount: 30_000)
        try facade.reversePoints(paymentID: 1, username: "alice", amount: 30_000)
        let repeated = try facade.reversePoints(paymentID: 1, username: "alice", amount: 30_000)
        XCTAssertFalse(repeated.applied)
        XCTAssertEqual(repeated.points, 0)
        XCTAssertEqual(try facade.history(username: "alice").map(\.delta), [-300, 300])
    }

    func testReverse_usesTheAwardsUserNotTheEventsOne() throws {
        try facade.awardPoints(paymentID: 1, username: "alice", amount: 30_000)
        let change = try facade.reversePoints(paymentID: 1, username: "bob", amount: 30_000)
        XCTAssertEqual(change.username, "alice")
        XCTAssertEqual(try facade.status(username: "alice").points, 0)
        XCTAssertEqual(try facade.history(username: "bob"), [])
    }

    func testReverse_withoutAward_recordsZeroAndALateAwardEarnsNothing() throws {
        let reversal = try facade.reversePoints(paymentID: 5, username: "alice", amount: 10_000)
        XCTAssertEqual(reversal.delta, 0)
        XCTAssertTrue(reversal.applied)
        let lateAward = try facade.awardPoints(paymentID: 5, username: "alice", amount: 10_000)
        XCTAssertEqual(lateAward.delta, 0)
        XCTAssertEqual(try facade.status(username: "alice").points, 0)
    }

    func testPoints_neverGoBelowZero() throws {
        try facade.awardPoints(paymentID: 1, username: "alice", amount: 500)
        // A reversal recorded by hand beforehand drains the balance; the real reversal then takes only what is left.
        try facade.storage.execute(
            "INSERT INTO member_ledger (username, payment_id, delta, reason, at) VALUES ('alice', 99, -3, 'reversal', 0)"
        )
        let change = try facade.reversePoints(paymentID: 1, username: "alice", amount: 500)
        XCTAssertEqual(change.delta, -2)
        XCTAssertEqual(change.points, 0)
        XCTAssertEqual(try facade.status(username: "alice").points, 0)
    }

    // MARK: Levels

    func testLevel_atEachThresholdEdge() {
        XCTAssertEqual(MemberLevel(points: 0), .bronze)
        XCTAssertEqual(MemberLevel(points: 499), .bronze)
        XCTAssertEqual(MemberLevel(points: 500), .silver)
        XCTAssertEqual(MemberLevel(points: 1_999), .silver)
        XCTAssertEqual(MemberLevel(points: 2_000), .gold)
        XCTAssertEqual(MemberLevel(points: Int.max), .gold)
        XCTAssertEqual(MemberLevel(points: -1), .bronze)
    }

    func testLevel_tableGivesDiscountsAndOrder() {
        XCTAssertEqual(MemberLevel.allCases.map(\.discountPercent), [0, 5, 10])
        XCTAssertEqual(MemberLevel.allCases.map(\.threshold), [0, 500, 2000])
        XCTAssertEqual(MemberLevel.allCases.map(\.next), [.silver, .gold, nil])
        XCTAssertLessThan(MemberLevel.bronze, MemberLevel.gold)
    }

    func testStatus_justBelowSilver_showsOnePointToGo() throws {
        try facade.awardPoints(paymentID: 1, username: "alice", amount: 49_999)
        let status = try facade.status(username: "alice")
        XCTAssertEqual(status.points, 499)
        XCTAssertEqual(status.level, .bronze)
        XCTAssertEqual(status.nextLevel, .silver)
        XCTAssertEqual(status.pointsToNextLevel, 1)
        XCTAssertEqual(status.discountPercent, 0)
    }

    func testStatus_reachingSilverAndGold_raisesTheDiscount() throws {
        try facade.awardPoints(paymentID: 1, username: "alice", amount: 50_000)
        XCTAssertEqual(try facade.discountPercent(username: "alice"), 5)
        XCTAssertEqual(try facade.status(username: "alice").pointsToNextLevel, 1_500)
        try facade.awardPoints(paymentID: 2, username: "alice", amount: 150_000)
        let gold = try facade.status(username: "alice")
        XCTAssertEqual(gold.level, .gold)
        XCTAssertEqual(gold.discountPercent, 10)
        XCTAssertNil(gold.nextLevel)
        XCTAssertNil(gold.pointsToNextLevel)
    }

    func testStatus_afterARefundDropsBelowTheThreshold_losesTheLevel() throws {
        try facade.awardPoints(paymentID: 1, username: "alice", amount: 40_000)
        try facade.awardPoints(paymentID: 2, username: "alice", amount: 20_000)
        XCTAssertEqual(try facade.status(username: "alice").level, .silver)
        try facade.reversePoints(paymentID: 2, username: "alice", amount: 20_000)
        XCTAssertEqual(try facade.status(username: "alice").level, .bronze)
        XCTAssertEqual(try facade.discountPercent(username: "alice"), 0)
    }

    func testStatus_ofSomeoneWithoutPayments_isBronzeWithZero() throws {
        XCTAssertEqual(try facade.status(username: "newbie"), MemberStatus(username: "newbie", points: 0))
    }

    // MARK: History

    func testHistory_isNewestFirstWithReasonsOrderAndTime() throws {
        try facade.awardPoints(paymentID: 1, username: "alice", amount: 10_000, orderRef: "ORD-1")
        try facade.awardPoints(paymentID: 2, username: "alice", amount: 2_000, orderRef: "ORD-2")
        try facade.reversePoints(paymentID: 1, username: "alice", amount: 10_000, orderRef: "ignored")
        let history = try facade.history(username: "alice")
        XCTAssertEqual(history.map(\.paymentID), [1, 2, 1])
        XCTAssertEqual(history.map(\.reason), [.reversal, .award, .award])
        XCTAssertEqual(history.map(\.delta), [-100, 20, 100])
        XCTAssertEqual(history.map(\.orderRef), ["ORD-1", "ORD-2", "ORD-1"])
        XCTAssertEqual(history.first?.at, Date(timeIntervalSince1970: 1_700_000_000))
    }

    func testHistory_withLimit_returnsTheNewest() throws {
        for id in 1...5 { try facade.awardPoints(paymentID: id, username: "alice", amount: id * 100) }
        XCTAssertEqual(try facade.history(username: "alice", limit: 2).map(\.paymentID), [5, 4])
        XCTAssertThrowsError(try facade.history(username: "alice", limit: 0)) { error in
            XCTAssertEqual(error as? MemberError, .invalidLimit(0))
        }
        XCTAssertThrowsError(try facade.history(username: "alice", limit: 501))
    }

    func testLedger_listsEveryMembersLinesOldestFirst() throws {
        try facade.awardPoints(paymentID: 1, username: "alice", amount: 10_000, orderRef: "ORD-1")
        try facade.awardPoints(paymentID: 2, username: "bob", amount: 2_000, orderRef: "ORD-2")
        try facade.reversePoints(paymentID: 1, username: "alice", amount: 10_000)
        let ledger = try facade.ledger()
        XCTAssertEqual(ledger.map(\.username), ["alice", "bob", "alice"])
        XCTAssertEqual(ledger.map(\.entry.paymentID), [1, 2, 1])
        XCTAssertEqual(ledger.map(\.entry.delta), [100, 20, -100])
        XCTAssertEqual(ledger.map(\.entry.reason), [.award, .award, .reversal])
        XCTAssertEqual(ledger.map(\.entry.orderRef), ["ORD-1", "ORD-2", "ORD-1"])
        XCTAssertEqual(
            try facade.history(username: "alice"), ledger.filter { $0.username == "alice" }.map(\.entry).reversed())
    }

    // MARK: Concurrency

    func testAward_sameEventFromTwoConnectionsAtOnce_awardsOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("member-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("shop.sqlite").path
        let facades = [
            try MemberFacade(storage: try StorageFacade(path: path)),
            try MemberFacade(storage: try StorageFacade(path: path)),
        ]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for payment in 1...30 {
                do {
                    try facades[index].awardPoints(paymentID: payment, username: "alice", amount: 1_000)
                } catch {
                    XCTFail("award \(payment) failed: \(error)")
                }
            }
        }
        XCTAssertEqual(try facades[0].status(username: "alice").points, 300)
        XCTAssertEqual(try facades[1].history(username: "alice").count, 30)
    }
}
