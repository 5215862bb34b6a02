import Foundation
import Mediator
import MemberMediator
import PaymentMediator
import Storage
import XCTest

@testable import Member

final class Target_MemberTests: XCTestCase {
    private var mediator: Mediator!

    override func setUp() async throws {
        let context = MediatorContext()
        context.register(try StorageFacade.inMemory())
        context.register(WallClock.fixed(Date(timeIntervalSince1970: 1_700_000_000)))
        mediator = Mediator(context: context)
        mediator.declareComponents(["Member": 70])
        let report = await mediator.send(.launch)
        XCTAssertTrue(report.failures.isEmpty)
    }

    /// The params Payment sends with both of its events.
    private func event(_ paymentID: Int, username: String = "alice", amount: Int, orderRef: String = "ORD") throws
        -> Params
    {
        try PaymentEvent(paymentID: paymentID, orderRef: orderRef, username: username, amount: amount, channel: .wallet)
            .params()
    }

    private func show(_ username: String) throws -> MediatorValue {
        try mediator.perform(target: "Member", action: "show", params: ["username": .string(username)])
    }

    private func assertFails(_ action: String, _ params: Params, code: String, line: UInt = #line) {
        XCTAssertThrowsError(try mediator.perform(target: "Member", action: action, params: params), line: line) {
            XCTAssertEqual(($0 as? MediatorError)?.code, code, "\($0)", line: line)
            if let declared = MemberErrorCode(rawValue: code) {
                XCTAssertEqual(
                    ($0 as? MediatorError)?.kind, declared.kind, "the kind declared in MemberMediator", line: line)
            }
        }
    }

    // MARK: Events

    func testLaunch_observesBothPaymentEvents() {
        XCTAssertEqual(mediator.observers(of: PaymentEvents.succeeded), ["Member/nativeAwardPoints"])
        XCTAssertEqual(mediator.observers(of: PaymentEvents.refunded), ["Member/nativeReversePoints"])
    }

    func testLaunchTwice_observesOnce() async {
        await mediator.send(.launch)
        XCTAssertEqual(mediator.observers(of: PaymentEvents.succeeded).count, 1)
    }

    func testPaymentSucceeded_throughNotify_awardsPoints() throws {
        let report = mediator.notify(PaymentEvents.succeeded, params: try event(1, amount: 54_321))
        XCTAssertEqual(report.delivered, ["Member/nativeAwardPoints"])
        XCTAssertEqual(try show("alice")["points"], .int(543))
        XCTAssertEqual(try show("alice")["level"], .string("silver"))
    }

    func testPaymentSucceeded_deliveredTwice_awardsOnce() throws {
        mediator.notify(PaymentEvents.succeeded, params: try event(1, amount: 10_000))
        let second = mediator.notify(PaymentEvents.succeeded, params: try event(1, amount: 10_000))
        XCTAssertTrue(second.allDelivered)
        XCTAssertEqual(try show("alice")["points"], .int(100))
    }

    func testPaymentRefunded_throughNotify_reversesPointsOnce() throws {
        mediator.notify(PaymentEvents.succeeded, params: try event(1, amount: 10_000))
        mediator.notify(PaymentEvents.succeeded, params: try event(2, amount: 5_000))
        mediator.notify(PaymentEvents.refunded, params: try event(1, amount: 10_000))
        mediator.notify(PaymentEvents.refunded, params: try event(1, amount: 10_000))
        XCTAssertEqual(try show("alice")["points"], .int(50))
    }

    func testPaymentEvent_withMissingParam_failsInTheReportAndChangesNothing() throws {
        var params = try event(1, amount: 10_000)
        params["amount"] = nil
        let report = mediator.notify(PaymentEvents.succeeded, params: params)
        XCTAssertEqual(report.failures.first?.error.code, "missingParameter")
        XCTAssertEqual(try show("alice")["points"], .int(0))
    }

    func testPaymentEvent_withBadPaymentID_failsWithMemberCode() throws {
        let report = mediator.notify(PaymentEvents.succeeded, params: try event(-4, amount: 10_000))
        XCTAssertEqual(report.failures.first?.error.code, "invalidPaymentID")
    }

    func testAwardAction_returnsTheChange() throws {
        let value = try mediator.perform(
            target: "Member", action: "nativeAwardPoints", params: try event(9, amount: 2_500))
        XCTAssertEqual(value, ["paymentID": 9, "username": "alice", "delta": 25, "applied": true, "points": 25])
        XCTAssertEqual(
            try value.decode(PointsChange.self),
            PointsChange(paymentID: 9, username: "alice", delta: 25, applied: true, points: 25))
    }

    // MARK: Reading actions

    func testShow_returnsLevelAndNextLevel() throws {
        mediator.notify(PaymentEvents.succeeded, params: try event(1, amount: 199_999))
        XCTAssertEqual(
            try show("Alice"),
            [
                "username": "alice", "points": 1_999, "level": "silver", "discountPercent": 5, "nextLevel": "gold",
                "pointsToNextLevel": 1,
            ])
    }

    func testShow_atGold_hasNoNextLevel() throws {
        mediator.notify(PaymentEvents.succeeded, params: try event(1, amount: 200_000))
        let value = try show("alice")
        XCTAssertEqual(value["level"], .string("gold"))
        XCTAssertNil(value["nextLevel"], "absent at the top level")
        XCTAssertNil(value["pointsToNextLevel"], "absent at the top level")
        XCTAssertEqual(
            try value.decode(MemberStatus.self),
            MemberStatus(
                username: "alice", points: 2_000, level: .gold, discountPercent: 10, nextLevel: nil,
                pointsToNextLevel: nil))
    }

    func testDiscount_followsTheLevel() throws {
        XCTAssertEqual(
            try mediator.perform(target: "Member", action: "discount", params: ["username": "alice"]),
            ["username": "alice", "discountPercent": 0, "level": "bronze"])
        mediator.notify(PaymentEvents.succeeded, params: try event(1, amount: 50_000))
        XCTAssertEqual(
            try mediator.perform(target: "Member", action: "discount", params: ["username": "alice"])[
                "discountPercent"],
            .int(5))
    }

    func testHistory_listsEntriesNewestFirst() throws {
        mediator.notify(PaymentEvents.succeeded, params: try event(1, amount: 1_000, orderRef: "ORD-1"))
        mediator.notify(PaymentEvents.refunded, params: try event(1, amount: 1_000, orderRef: "ORD-1"))
        let value = try mediator.perform(target: "Member", action: "history", params: ["username": "alice"])
        let entries = try XCTUnwrap(value["entries"]?.arrayValue)
        XCTAssertEqual(entries.map { $0["reason"] }, [.string("reversal"), .string("award")])
        XCTAssertEqual(entries.last?["delta"], .int(10))
        XCTAssertEqual(entries.last?["orderRef"], .string("ORD-1"))
        XCTAssertEqual(entries.last?["at"], .int(1_700_000_000))
    }

    func testLedger_listsEveryMembersLinesWithTheirMember() throws {
        mediator.notify(PaymentEvents.succeeded, params: try event(1, amount: 1_000, orderRef: "ORD-1"))
        mediator.notify(PaymentEvents.succeeded, params: try event(2, username: "bob", amount: 2_000))
        let value = try mediator.perform(target: "Member", action: "ledger")
        let lines = try XCTUnwrap(value["entries"]?.arrayValue)
        XCTAssertEqual(lines.map { $0["username"] }, ["alice", "bob"])
        XCTAssertEqual(
            lines.first,
            [
                "username": "alice",
                "entry": [
                    "id": 1, "paymentID": 1, "orderRef": "ORD-1", "delta": 10, "reason": "award", "at": 1_700_000_000,
                ],
            ])
    }

    func testDiscounts_listEveryLevelWithTheDiscountItGives() throws {
        let value = try mediator.perform(target: "Member", action: "discounts")
        XCTAssertEqual(
            value,
            [
                "levels": [
                    ["level": "bronze", "discountPercent": 0], ["level": "silver", "discountPercent": 5],
                    ["level": "gold", "discountPercent": 10],
                ]
            ])
    }

    func testActions_withBadParams_failWithTypedErrors() {
        assertFails("show", [:], code: "missingParameter")
        assertFails("show", ["username": ""], code: "invalidUsername")
        assertFails("history", ["username": "alice", "limit": 0], code: "invalidLimit")
        assertFails("history", ["username": "alice", "limit": "many"], code: "invalidParameter")
        assertFails("discount", ["username": .array([])], code: "invalidParameter")
    }

    // MARK: Remote entry

    func testRemote_onlyShowIsAllowed() async throws {
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Member"]))
        let shown = await mediator.open("shop://member/show?username=alice")
        XCTAssertEqual(shown.status, 200)
        XCTAssertEqual(shown.value["level"], .string("bronze"))
        for url in [
            "shop://Member/history?username=alice", "shop://Member/discount?username=alice",
            "shop://Member/discounts", "shop://Member/ledger",
            "shop://Member/nativeAwardPoints?paymentID=1&orderRef=x&username=alice&amount=100000&channel=wallet",
        ] {
            let response = await mediator.open(url)
            XCTAssertEqual(response.status, 403, url)
        }
        XCTAssertEqual(try show("alice")["points"], .int(0))
    }

    func testDescribe_declaresTheActions() throws {
        let actions = try mediator.describe(target: "Member").actions
        XCTAssertEqual(
            actions.map(\.name).sorted(),
            ["discount", "discounts", "history", "ledger", "nativeAwardPoints", "nativeReversePoints", "show"])
        XCTAssertEqual(actions.filter(\.isRemote).map(\.name), ["show"])
    }
}
