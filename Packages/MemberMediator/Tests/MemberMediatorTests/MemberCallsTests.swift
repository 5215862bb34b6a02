import Foundation
import Mediator
import MediatorTesting
import XCTest

@testable import MemberMediator

final class MemberCallsTests: XCTestCase {
    private let fake = ScriptedComponent(name: "Member", local: ["show", "history", "discount"])
    private var mediator: Mediator!

    override func setUp() {
        mediator = fake.mediator()
    }

    // MARK: Decoding

    func testStatus_decodesEveryField() throws {
        let status = try MemberStatus([
            "username": "alice", "points": 1_999, "level": "silver", "discountPercent": 5, "nextLevel": "gold",
            "pointsToNextLevel": 1,
        ])
        XCTAssertEqual(
            status,
            MemberStatus(
                username: "alice", points: 1_999, level: .silver, discountPercent: 5, nextLevel: .gold,
                pointsToNextLevel: 1))
    }

    func testStatus_atTheTopLevel_hasNoNextLevel() throws {
        let status = try MemberStatus([
            "username": "alice", "points": 2_500, "level": "gold", "discountPercent": 10, "nextLevel": nil,
            "pointsToNextLevel": nil,
        ])
        XCTAssertEqual(status.level, .gold)
        XCTAssertNil(status.nextLevel)
        XCTAssertNil(status.pointsToNextLevel)
    }

    func testStatus_withAnUnknownLevel_keepsItsName() throws {
        let status = try MemberStatus([
            "username": "alice", "points": 9_000, "level": "platinum", "discountPercent": 15,
        ])
        XCTAssertEqual(status.level.rawValue, "platinum")
    }

    func testStatus_withMistypedField_failsNamingIt() {
        XCTAssertThrowsError(try MemberStatus(["username": "alice", "points": "lots", "level": "gold"])) { error in
            XCTAssertEqual(
                error as? MemberCallError,
                .unexpectedResult(action: "show", reason: "field 'points' should be Int, got String"))
        }
    }

    func testEntry_decodesAndRejectsUnknownReasons() throws {
        let value: MediatorValue = [
            "id": 4, "paymentID": 12, "orderRef": "ORD-12", "delta": -30, "reason": "reversal", "at": 1_700_000_000,
        ]
        XCTAssertEqual(
            try PointsEntry(value),
            PointsEntry(
                id: 4, paymentID: 12, orderRef: "ORD-12", delta: -30, reason: .reversal,
                at: Date(timeIntervalSince1970: 1_700_000_000)))
        var fields = value.objectValue ?? [:]
        fields["reason"] = "bonus"
        XCTAssertThrowsError(try PointsEntry(.object(fields))) { error in
            XCTAssertEqual(
                error as? MemberCallError, .unexpectedResult(action: "history", reason: "unknown reason 'bonus'"))
        }
    }

    // MARK: Calls

    func testShow_sendsUsernameAndDecodes() throws {
        fake.answer(
            "show",
            with: [
                "username": "alice", "points": 10, "level": "bronze", "discountPercent": 0, "nextLevel": "silver",
                "pointsToNextLevel": 490,
            ])
        XCTAssertEqual(try mediator.member.show(username: "Alice").pointsToNextLevel, 490)
        XCTAssertEqual(fake.calls.last?.action, "show")
        XCTAssertEqual(fake.calls.last?.params, ["username": "Alice"])
    }

    func testHistory_sendsLimitAndDecodesEntries() throws {
        fake.answer(
            "history",
            with: [
                "username": "alice",
                "entries": [
                    ["id": 2, "paymentID": 8, "orderRef": "B", "delta": 20, "reason": "award", "at": 1_700_000_100],
                    ["id": 1, "paymentID": 7, "orderRef": "A", "delta": 10, "reason": "award", "at": 1_700_000_000],
                ],
            ])
        XCTAssertEqual(try mediator.member.history(username: "alice", limit: 2).map(\.paymentID), [8, 7])
        XCTAssertEqual(fake.calls.last?.params, ["username": "alice", "limit": 2])
    }

    func testHistory_withoutLimit_sendsNone() throws {
        fake.answer("history", with: ["username": "alice", "entries": []])
        XCTAssertEqual(try mediator.member.history(username: "alice"), [])
        XCTAssertNil(fake.calls.last?.params["limit"])
    }

    func testDiscountPercent_callsDiscountAndReadsThePercent() throws {
        fake.answer("discount", with: ["username": "alice", "discountPercent": 10, "level": "gold"])
        XCTAssertEqual(try mediator.member.discountPercent(username: "alice"), 10)
        XCTAssertEqual(fake.calls.last?.action, "discount")
    }

    func testDiscountPercent_withAMissingField_failsAsUnexpected() {
        fake.answer("discount", with: ["username": "alice"])
        XCTAssertThrowsError(try mediator.member.discountPercent(username: "alice")) { error in
            XCTAssertEqual(
                error as? MemberCallError,
                .unexpectedResult(action: "discount", reason: "field 'discountPercent' should be Int, got nothing"))
        }
    }

    func testCalls_withRequestErrors_mapToInvalidRequest() {
        fake.fail("show", code: "invalidUsername", message: "invalid username \"\": it is empty")
        XCTAssertThrowsError(try mediator.member.show(username: "")) { error in
            XCTAssertEqual(
                error as? MemberCallError,
                .invalidRequest(code: "invalidUsername", message: "invalid username \"\": it is empty"))
        }
        fake.fail("history", code: "invalidLimit", message: "history limit must be 1...500, got 0")
        XCTAssertThrowsError(try mediator.member.history(username: "alice", limit: 0)) { error in
            XCTAssertEqual((error as? MemberCallError)?.description, "history limit must be 1...500, got 0")
        }
    }

    func testCalls_withOtherFailures_passTheMediatorErrorThrough() {
        fake.fail("discount", code: "databaseLocked", message: "database is locked")
        XCTAssertThrowsError(try mediator.member.discountPercent(username: "alice")) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "databaseLocked")
        }
        let bare = Mediator(context: MediatorContext(), naming: .singleModule("NoSuchModule"))
        XCTAssertThrowsError(try bare.member.show(username: "alice")) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "targetNotFound")
        }
    }
}
