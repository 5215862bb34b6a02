import Foundation
import Mediator
import MediatorTesting
import MemberMediator
import XCTest

final class MemberCallsTests: XCTestCase {
    private let fake = ScriptedComponent(name: "Member", local: ["show", "history", "ledger", "discount", "discounts"])
    private var mediator: Mediator!

    override func setUp() {
        mediator = fake.mediator()
    }

    private let award: MediatorValue = [
        "id": 1, "paymentID": 7, "orderRef": "A", "delta": 10, "reason": "award", "at": 1_700_000_000,
    ]

    private var expectedAward: PointsEntry {
        PointsEntry(
            id: 1, paymentID: 7, orderRef: "A", delta: 10, reason: .award,
            at: Date(timeIntervalSince1970: 1_700_000_000))
    }

    // MARK: Calls

    func testShow_sendsUsernameAndDecodesEveryField() throws {
        let reply: MediatorValue = [
            "username": "alice", "points": 1_999, "level": "silver", "discountPercent": 5, "nextLevel": "gold",
            "pointsToNextLevel": 1,
        ]
        fake.answer("show", with: reply)
        let status = try mediator.member.show(username: "Alice")
        XCTAssertEqual(
            status,
            MemberStatus(
                username: "alice", points: 1_999, level: .silver, discountPercent: 5, nextLevel: .gold,
                pointsToNextLevel: 1))
        XCTAssertEqual(try MediatorValue(encoding: status), reply, "the wire shape round-trips")
        XCTAssertEqual(fake.calls, [.init(action: "show", params: ["username": "Alice"])])
    }

    func testShow_atTheTopLevel_hasNoNextLevel_andLeavesItOutOnTheWire() throws {
        let reply: MediatorValue = ["username": "alice", "points": 2_500, "level": "gold", "discountPercent": 10]
        fake.answer("show", with: reply)
        let status = try mediator.member.show(username: "alice")
        XCTAssertEqual(status.level, .gold)
        XCTAssertNil(status.nextLevel)
        XCTAssertNil(status.pointsToNextLevel)
        XCTAssertEqual(try MediatorValue(encoding: status), reply)
        fake.answer(
            "show",
            with: ["username": "alice", "points": 2_500, "level": "gold", "discountPercent": 10, "nextLevel": nil])
        XCTAssertNil(try mediator.member.show(username: "alice").nextLevel, "null reads as nil too")
    }

    func testHistory_sendsLimitAndDecodesEntries() throws {
        let reversal: MediatorValue = [
            "id": 2, "paymentID": 7, "orderRef": "A", "delta": -10, "reason": "reversal", "at": 1_700_000_100,
        ]
        fake.answer("history", with: ["username": "alice", "entries": [reversal, award]])
        let entries = try mediator.member.history(username: "alice", limit: 2)
        XCTAssertEqual(entries.map(\.reason), [.reversal, .award])
        XCTAssertEqual(entries.last, expectedAward)
        XCTAssertEqual(
            try MediatorValue(encoding: MemberHistory(username: "alice", entries: entries)),
            ["username": "alice", "entries": [reversal, award]], "the wire shape round-trips")
        XCTAssertEqual(fake.calls.last?.params, ["username": "alice", "limit": 2])
    }

    func testHistory_withoutLimit_sendsNone() throws {
        fake.answer("history", with: ["username": "alice", "entries": []])
        XCTAssertEqual(try mediator.member.history(username: "alice"), [])
        XCTAssertEqual(fake.calls.last?.params, ["username": "alice"])
    }

    func testLedger_decodesEachLineWithItsMember() throws {
        let reply: MediatorValue = ["entries": [["username": "alice", "entry": award]]]
        fake.answer("ledger", with: reply)
        let ledger = try mediator.member.ledger()
        XCTAssertEqual(ledger, [MemberLedgerLine(username: "alice", entry: expectedAward)])
        XCTAssertEqual(try MediatorValue(encoding: MemberLedger(entries: ledger)), reply, "the wire shape round-trips")
        XCTAssertEqual(fake.calls, [.init(action: "ledger", params: [:])])
    }

    func testLevelDiscounts_callsDiscountsAndDecodesEveryLevel() throws {
        let reply: MediatorValue = [
            "levels": [["level": "bronze", "discountPercent": 0], ["level": "gold", "discountPercent": 10]]
        ]
        fake.answer("discounts", with: reply)
        let levels = try mediator.member.levelDiscounts()
        XCTAssertEqual(levels, [.init(level: .bronze, discountPercent: 0), .init(level: .gold, discountPercent: 10)])
        XCTAssertEqual(
            try MediatorValue(encoding: MemberLevelDiscounts(levels: levels)), reply, "the wire shape round-trips")
        XCTAssertEqual(fake.calls, [.init(action: "discounts", params: [:])])
    }

    func testDiscountPercent_callsDiscountAndReadsThePercent() throws {
        let reply: MediatorValue = ["username": "alice", "discountPercent": 10, "level": "gold"]
        fake.answer("discount", with: reply)
        XCTAssertEqual(try mediator.member.discountPercent(username: "alice"), 10)
        XCTAssertEqual(
            try MediatorValue(encoding: MemberDiscount(username: "alice", discountPercent: 10, level: .gold)), reply)
        XCTAssertEqual(fake.calls, [.init(action: "discount", params: ["username": "alice"])])
    }

    // MARK: Wire values

    func testPointsChange_roundTrips() throws {
        let change = PointsChange(paymentID: 9, username: "alice", delta: 25, applied: true, points: 25)
        let value = try MediatorValue(encoding: change)
        XCTAssertEqual(value, ["paymentID": 9, "username": "alice", "delta": 25, "applied": true, "points": 25])
        XCTAssertEqual(try value.decode(PointsChange.self), change)
    }

    func testLevels_orderFromBronzeToGold() {
        XCTAssertEqual(MemberLevel.allCases, [.bronze, .silver, .gold])
        XCTAssertLessThan(MemberLevel.bronze, .silver)
        XCTAssertLessThan(MemberLevel.silver, .gold)
        XCTAssertFalse(MemberLevel.gold < .gold)
    }

    func testEarningRule_isOnePointPerWholeUnitNeverNegative() {
        XCTAssertEqual(MemberPoints.earned(byAmount: 12_399), 123)
        XCTAssertEqual(MemberPoints.earned(byAmount: 99), 0)
        XCTAssertEqual(MemberPoints.earned(byAmount: -500), 0)
    }

    // MARK: Errors

    func testMemberFailures_arriveAsMemberFailureWithCodeKindAndMessage() {
        for code in MemberErrorCode.allCases {
            fake.fail(code: code.rawValue, kind: code.kind, message: "m")
            XCTAssertThrowsError(try mediator.member.show(username: "")) {
                XCTAssertEqual($0 as? MemberFailure, MemberFailure(code, message: "m"))
                XCTAssertEqual(($0 as? MemberFailure)?.kind, code == .corruptData ? .unavailable : .invalid)
            }
        }
        fake.fail("history", code: MemberErrorCode.invalidLimit, message: "history limit must be 1...500, got 0")
        XCTAssertThrowsError(try mediator.member.history(username: "alice", limit: 0)) {
            XCTAssertEqual(($0 as? MemberFailure)?.errorCode, .invalidLimit)
            XCTAssertEqual(($0 as? MemberFailure)?.description, "history limit must be 1...500, got 0")
        }
    }

    func testAnUndeclaredCode_passesThroughAsMediatorErrorKeepingItsKind() {
        fake.fail("discount", code: "databaseLocked", kind: .unavailable, message: "database is locked")
        XCTAssertThrowsError(try mediator.member.discountPercent(username: "alice")) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "databaseLocked")
            XCTAssertEqual(($0 as? MediatorError)?.kind, .unavailable)
        }
    }

    func testMediatorFailures_passThroughUnchanged() {
        let bare = Mediator(context: MediatorContext(), naming: .singleModule("NoSuchModule"))
        XCTAssertThrowsError(try bare.member.show(username: "alice")) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "targetNotFound")
        }
    }

    func testMalformedResults_failWithMalformedResultNamingTheKeyPath() {
        fake.answer("show", with: ["username": "alice", "points": "lots", "level": "gold", "discountPercent": 10])
        fake.answer("discount", with: ["username": "alice"])
        fake.answer("history", with: ["username": "alice", "entries": [award, ["reason": "bonus"]]])
        fake.answer("ledger", with: ["entries": [["username": "alice", "entry": ["id": 1]]]])
        fake.answer("discounts", with: ["levels": [["level": "bronze", "discountPercent": "none"]]])
        let cases: [(String, () throws -> Void, String)] = [
            ("show", { _ = try self.mediator.member.show(username: "alice") }, "points"),
            ("discount", { _ = try self.mediator.member.discountPercent(username: "alice") }, "discountPercent"),
            ("history", { _ = try self.mediator.member.history(username: "alice") }, "entries[1]"),
            ("ledger", { _ = try self.mediator.member.ledger() }, "entries[0].entry"),
            ("discounts", { _ = try self.mediator.member.levelDiscounts() }, "levels[0]"),
        ]
        for (action, call, pathPrefix) in cases {
            XCTAssertThrowsError(try call(), action) {
                guard case .malformedResult("Member", action, let path, _) = $0 as? MediatorError else {
                    return XCTFail("\(action): \($0)")
                }
                XCTAssertTrue(path.hasPrefix(pathPrefix), "\(action): \(path)")
            }
        }
        fake.answer("show", with: ["username": "alice", "points": 9_000, "level": "platinum", "discountPercent": 15])
        XCTAssertThrowsError(try mediator.member.show(username: "alice")) {
            guard case .malformedResult(_, _, let path, _) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(path, "level", "a level this package does not know is a broken contract")
        }
    }
}
