import Foundation
import Mediator
import Storage
import XCTest

@testable import Order

/// The adapter's own behaviour: discovery, exposure and parameter validation. Round trips with the
/// real Cart, Goods, Member and Payment live in the root contract tests.
final class TargetOrderTests: XCTestCase {
    private func mediator() throws -> Mediator {
        let context = MediatorContext()
        context.register(try StorageFacade.inMemory())
        context.register(WallClock.fixed(Date(timeIntervalSince1970: 1_700_000_000)))
        return Mediator(context: context)
    }

    func testDiscovery_findsTargetOrderWithoutRegistration() throws {
        let description = try mediator().describe(target: "Order")
        XCTAssertEqual(
            description.actions.map(\.name), ["audit", "cancel", "checkout", "deliver", "list", "pay", "ship", "show"])
    }

    func testExposure_onlyShowIsRemoteCallable() throws {
        let remote = try mediator().describe(target: "Order").actions.filter(\.isRemote).map(\.name)
        XCTAssertEqual(remote, ["show"])
    }

    func testTarget_withoutStorage_isUnavailableWithClearReason() {
        XCTAssertThrowsError(try Mediator(context: MediatorContext()).perform(target: "Order", action: "list")) {
            error in
            guard case .targetUnavailable(let target, let reason) = error as? MediatorError else {
                return XCTFail("expected targetUnavailable, got \(error)")
            }
            XCTAssertEqual(target, "Order")
            XCTAssertTrue(reason.contains("StorageFacade"), reason)
        }
    }

    func testActions_withMissingOrMistypedParams_nameTheKey() throws {
        let mediator = try mediator()
        let cases: [(String, Params, String)] = [
            ("checkout", [:], "missing parameter 'username' (expected String)"),
            ("show", ["username": "ann"], "missing parameter 'id' (expected Int)"),
            ("show", ["username": "ann", "id": "seven"], "parameter 'id' must be Int, got String \"seven\""),
            ("pay", ["username": "ann", "id": 1], "missing parameter 'method' (expected String)"),
            (
                "pay", ["username": "ann", "id": 1, "method": "cash"],
                "parameter 'method' must be wallet or card, got String \"cash\""
            ),
            (
                "pay", ["username": "ann", "id": 1, "method": "card"],
                "missing parameter 'cardNumber' (expected String)"
            ),
            ("cancel", ["id": 1], "missing parameter 'username' (expected String)"),
        ]
        for (action, params, message) in cases {
            XCTAssertThrowsError(try mediator.perform(target: "Order", action: action, params: params), action) {
                error in
                XCTAssertEqual((error as? MediatorError)?.description, message)
            }
        }
    }

    func testShow_unknownOrder_isTypedNotFound() throws {
        XCTAssertThrowsError(
            try mediator().perform(target: "Order", action: "show", params: ["username": "ann", "id": 9])
        ) { error in
            guard case .actionFailed(_, _, let code, let kind, let message) = error as? MediatorError else {
                return XCTFail("expected actionFailed, got \(error)")
            }
            XCTAssertEqual(code, "orderNotFound")
            XCTAssertEqual(kind, .notFound)
            XCTAssertEqual(message, "no order #9 for this user")
        }
    }

    func testList_forNewUser_isEmpty() throws {
        let value = try mediator().perform(target: "Order", action: "list", params: ["username": "ann"])
        XCTAssertEqual(value, ["orders": []])
    }

    func testRemoteEntry_refusesMoneyMovingActions() async throws {
        let mediator = try mediator()
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Order"]))
        let pay = await mediator.open("shop://order/pay?username=ann&id=1&method=wallet")
        XCTAssertEqual(pay.status, 403)
        let show = await mediator.open("shop://order/show?username=ann&id=1")
        XCTAssertEqual(show.status, 404, "reached the action, which says the order does not exist (kind notFound)")
        XCTAssertEqual(show.error?.code, "orderNotFound")
    }
}
