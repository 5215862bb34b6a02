import CartMediator
import Foundation
import Mediator
import Storage
import XCTest

@testable import Cart

final class Target_CartTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func makeMediator() throws -> Mediator {
        let context = MediatorContext()
        context.register(try StorageFacade.inMemory())
        context.register(WallClock.fixed(now))
        let mediator = Mediator(context: context)
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Cart"]))
        return mediator
    }

    private func add(_ mediator: Mediator, goodsID: Int, quantity: MediatorValue = 1) throws -> MediatorValue {
        try mediator.perform(
            target: "Cart", action: "add",
            params: [
                "username": "alice", "goodsID": .int(goodsID), "title": "Tea", "unitPrice": 450, "quantity": quantity,
            ])
    }

    private func itemCount(_ mediator: Mediator) throws -> MediatorValue? {
        try mediator.perform(target: "Cart", action: "count", params: ["username": "alice"])["itemCount"]
    }

    private func assertActionFailed(
        _ call: @autoclosure () throws -> MediatorValue, code: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try call(), file: file, line: line) { error in
            guard case .actionFailed(let target, _, let actual, _, let message) = error as? MediatorError else {
                return XCTFail("expected actionFailed, got \(error)", file: file, line: line)
            }
            XCTAssertEqual(target, "Cart", file: file, line: line)
            XCTAssertEqual(actual, code, file: file, line: line)
            XCTAssertFalse(message.isEmpty, file: file, line: line)
        }
    }

    func testTarget_isFoundByRuntimeLookupWithDeclaredEntries() throws {
        let description = try makeMediator().describe(target: "Cart")
        let remote = Set(description.actions.filter(\.isRemote).map(\.name))
        XCTAssertEqual(remote, ["show", "count"])
        XCTAssertEqual(
            Set(description.actions.map(\.name)), ["show", "add", "update", "remove", "nativeClear", "count"])
    }

    func testInit_withoutStorage_failsAsUnavailable() {
        XCTAssertThrowsError(try Mediator().perform(target: "Cart", action: "count", params: ["username": "alice"])) {
            guard case .targetUnavailable(let target, let reason) = $0 as? MediatorError else {
                return XCTFail("expected targetUnavailable, got \($0)")
            }
            XCTAssertEqual(target, "Cart")
            XCTAssertTrue(reason.contains("StorageFacade"), reason)
        }
    }

    func testAdd_returnsTheLine() throws {
        let mediator = try makeMediator()
        let line = try add(mediator, goodsID: 7, quantity: 2)
        XCTAssertEqual(
            line,
            ["goodsID": 7, "title": "Tea", "unitPrice": 450, "quantity": 2, "lineTotal": 900, "addedAt": 1_800_000_000])
    }

    func testAdd_withoutQuantity_addsOneAndAcceptsStringNumbers() throws {
        let mediator = try makeMediator()
        let line = try mediator.perform(
            target: "Cart", action: "add",
            params: ["username": "alice", "goodsID": "7", "title": "Tea", "unitPrice": "450"])
        XCTAssertEqual(line["quantity"], 1)
    }

    func testAdd_withBadParams_failsWithTypedErrorsAndStoresNothing() throws {
        let mediator = try makeMediator()
        XCTAssertThrowsError(
            try mediator.perform(
                target: "Cart", action: "add", params: ["username": "alice", "title": "Tea", "unitPrice": 1])
        ) { XCTAssertEqual(($0 as? MediatorError)?.code, "missingParameter") }
        XCTAssertThrowsError(try add(mediator, goodsID: 7, quantity: "lots")) {
            guard case .invalidParameter(let key, _, _) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(key, "quantity")
        }
        assertActionFailed(try add(mediator, goodsID: 7, quantity: 0), code: "invalidQuantity")
        assertActionFailed(try add(mediator, goodsID: -3), code: "invalidGoodsID")
        assertActionFailed(
            try mediator.perform(
                target: "Cart", action: "add",
                params: ["username": "alice", "goodsID": 7, "title": "", "unitPrice": 1]), code: "emptyTitle")
        assertActionFailed(
            try mediator.perform(
                target: "Cart", action: "add",
                params: ["username": "alice", "goodsID": 7, "title": "Tea", "unitPrice": -5]), code: "invalidPrice")
        XCTAssertEqual(try itemCount(mediator), 0)
    }

    func testAdd_overTheLimit_failsWithQuantityLimit() throws {
        let mediator = try makeMediator()
        _ = try add(mediator, goodsID: 7, quantity: 60)
        assertActionFailed(try add(mediator, goodsID: 7, quantity: 40), code: "quantityLimit")
        XCTAssertEqual(try itemCount(mediator), 60)
    }

    func testUpdate_setsQuantityAndRefusesZeroOrMissingLine() throws {
        let mediator = try makeMediator()
        _ = try add(mediator, goodsID: 7)
        let updated = try mediator.perform(
            target: "Cart", action: "update", params: ["username": "alice", "goodsID": 7, "quantity": 5])
        XCTAssertEqual(updated["quantity"], 5)
        XCTAssertEqual(updated["lineTotal"], 2250)
        assertActionFailed(
            try mediator.perform(
                target: "Cart", action: "update", params: ["username": "alice", "goodsID": 7, "quantity": 0]),
            code: "invalidQuantity")
        assertActionFailed(
            try mediator.perform(
                target: "Cart", action: "update", params: ["username": "alice", "goodsID": 8, "quantity": 2]),
            code: "lineNotFound")
        XCTAssertThrowsError(
            try mediator.perform(target: "Cart", action: "update", params: ["username": "alice", "goodsID": 7])
        ) {
            guard case .missingParameter(let key, _) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(key, "quantity")
        }
        XCTAssertEqual(try itemCount(mediator), 5)
    }

    func testRemove_dropsTheLineAndRefusesAMissingOne() throws {
        let mediator = try makeMediator()
        _ = try add(mediator, goodsID: 7)
        let removed = try mediator.perform(
            target: "Cart", action: "remove", params: ["username": "alice", "goodsID": 7])
        XCTAssertEqual(removed["lines"], [], "remove answers the cart after it")
        assertActionFailed(
            try mediator.perform(target: "Cart", action: "remove", params: ["username": "alice", "goodsID": 7]),
            code: "lineNotFound")
        XCTAssertThrowsError(try mediator.perform(target: "Cart", action: "remove", params: ["username": "alice"])) {
            guard case .missingParameter(let key, _) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(key, "goodsID")
        }
    }

    func testNativeClear_emptiesTheCartAndReportsLinesRemoved() throws {
        let mediator = try makeMediator()
        _ = try add(mediator, goodsID: 7)
        _ = try add(mediator, goodsID: 8)
        let cleared = try mediator.perform(target: "Cart", action: "nativeClear", params: ["username": "alice"])
        XCTAssertEqual(cleared, ["username": "alice", "removedLines": 2])
        XCTAssertEqual(try mediator.perform(target: "Cart", action: "show", params: ["username": "alice"])["lines"], [])
        assertActionFailed(
            try mediator.perform(target: "Cart", action: "nativeClear", params: ["username": " "]),
            code: "invalidUsername")
    }

    func testShow_returnsLinesAndTotals() throws {
        let mediator = try makeMediator()
        _ = try add(mediator, goodsID: 7, quantity: 2)
        let shown = try mediator.perform(target: "Cart", action: "show", params: ["username": "alice"])
        XCTAssertEqual(shown["username"], "alice")
        XCTAssertEqual(shown["lines"]?.arrayValue?.count, 1)
        XCTAssertEqual(shown["itemCount"], 2)
        XCTAssertEqual(shown["total"], 900)
        XCTAssertEqual(shown["lines"]?.arrayValue?.first?["lineTotal"], 900)
        XCTAssertThrowsError(try mediator.perform(target: "Cart", action: "show")) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "missingParameter")
        }
    }

    func testCount_returnsUnits() throws {
        let mediator = try makeMediator()
        _ = try add(mediator, goodsID: 7, quantity: 2)
        _ = try add(mediator, goodsID: 8, quantity: 3)
        XCTAssertEqual(
            try mediator.perform(target: "Cart", action: "count", params: ["username": "alice"]),
            ["username": "alice", "itemCount": 5])
    }

    // MARK: remote entry

    func testRemote_showAndCount_areAllowed() async throws {
        let mediator = try makeMediator()
        _ = try add(mediator, goodsID: 7, quantity: 3)
        let shown = await mediator.open("shop://cart/show?username=alice")
        XCTAssertEqual(shown.status, 200)
        XCTAssertEqual(shown.value["total"], 1350)
        let counted = await mediator.open("shop://cart/count?username=alice")
        XCTAssertEqual(counted.status, 200)
        XCTAssertEqual(counted.value["itemCount"], 3)
    }

    func testRemote_writesAndNativeClear_areForbiddenAndChangeNothing() async throws {
        let mediator = try makeMediator()
        _ = try add(mediator, goodsID: 7, quantity: 3)
        for url in [
            "shop://cart/add?username=alice&goodsID=8&title=Cup&unitPrice=1",
            "shop://cart/update?username=alice&goodsID=7&quantity=1",
            "shop://cart/remove?username=alice&goodsID=7",
            "shop://cart/nativeClear?username=alice",
        ] {
            let response = await mediator.open(url)
            XCTAssertEqual(response.status, 403, url)
            XCTAssertEqual(response.error?.code, "remoteForbidden", url)
        }
        XCTAssertEqual(try itemCount(mediator), 3)
    }
}
