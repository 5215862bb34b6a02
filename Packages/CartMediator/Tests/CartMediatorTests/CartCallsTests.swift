import CartMediator
import Foundation
import Mediator
import MediatorTesting
import XCTest

final class CartCallsTests: XCTestCase {
    private let fake = ScriptedComponent(
        name: "Cart", local: ["show", "add", "update", "remove", "nativeClear", "count"])
    private var mediator = Mediator()

    override func setUp() {
        mediator = fake.mediator()
    }

    private let teaLine: MediatorValue = [
        "goodsID": 7, "title": "Tea", "unitPrice": 450, "quantity": 2, "lineTotal": 900, "addedAt": 1_800_000_000,
    ]

    private var expectedTea: CartLine {
        CartLine(
            goodsID: 7, title: "Tea", unitPrice: 450, quantity: 2, lineTotal: 900,
            addedAt: Date(timeIntervalSince1970: 1_800_000_000))
    }

    func testShow_sendsUsernameAndDecodesSummary() throws {
        fake.answer(
            "show",
            with: ["username": "alice", "lines": [teaLine], "lineCount": 1, "itemCount": 2, "total": 900])
        let summary = try mediator.cart.show(username: "alice")
        XCTAssertEqual(summary, CartSummary(username: "alice", lines: [expectedTea], itemCount: 2, total: 900))
        XCTAssertFalse(summary.isEmpty)
        XCTAssertEqual(fake.calls, [.init(action: "show", params: ["username": "alice"])])
    }

    func testAdd_sendsEveryFieldAndDecodesLine() throws {
        fake.answer("add", with: teaLine)
        let line = try mediator.cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450, quantity: 2)
        XCTAssertEqual(line, expectedTea)
        XCTAssertEqual(
            fake.calls,
            [
                .init(
                    action: "add",
                    params: ["username": "alice", "goodsID": 7, "title": "Tea", "unitPrice": 450, "quantity": 2])
            ])
    }

    func testAdd_withoutQuantity_sendsOne() throws {
        fake.answer("add", with: teaLine)
        try mediator.cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450)
        XCTAssertEqual(fake.calls.first?.params["quantity"], 1)
    }

    func testUpdate_sendsQuantityAndDecodesLine() throws {
        fake.answer("update", with: teaLine)
        XCTAssertEqual(try mediator.cart.update(username: "alice", goodsID: 7, quantity: 2), expectedTea)
        XCTAssertEqual(
            fake.calls, [.init(action: "update", params: ["username": "alice", "goodsID": 7, "quantity": 2])])
    }

    func testRemove_sendsUsernameAndGoodsID() throws {
        fake.answer("remove", with: ["username": "alice", "goodsID": 7, "removed": true])
        try mediator.cart.remove(username: "alice", goodsID: 7)
        XCTAssertEqual(fake.calls, [.init(action: "remove", params: ["username": "alice", "goodsID": 7])])
    }

    func testClear_callsNativeClearAndReturnsRemovedLines() throws {
        fake.answer("nativeClear", with: ["username": "alice", "removedLines": 3])
        XCTAssertEqual(try mediator.cart.clear(username: "alice"), 3)
        XCTAssertEqual(fake.calls, [.init(action: "nativeClear", params: ["username": "alice"])])
    }

    func testCount_returnsItemCount() throws {
        fake.answer("count", with: ["username": "alice", "itemCount": 5])
        XCTAssertEqual(try mediator.cart.count(username: "alice"), 5)
    }

    func testCartFailures_mapToCartCallErrorWithCodeAndMessage() {
        let codes: [(String, CartCallError)] = [
            ("invalidUsername", .invalidUsername("m")), ("invalidGoodsID", .invalidGoodsID("m")),
            ("emptyTitle", .emptyTitle("m")), ("invalidPrice", .invalidPrice("m")),
            ("invalidQuantity", .invalidQuantity("m")), ("quantityLimit", .quantityLimit("m")),
            ("lineNotFound", .lineNotFound("m")), ("somethingNew", .other(code: "somethingNew", message: "m")),
        ]
        for (code, expected) in codes {
            fake.fail(code: code, message: "m")
            XCTAssertThrowsError(try mediator.cart.count(username: "alice")) {
                XCTAssertEqual($0 as? CartCallError, expected)
                XCTAssertEqual(($0 as? CartCallError)?.code, code)
                XCTAssertEqual(($0 as? CartCallError)?.description, "m")
            }
        }
    }

    func testMediatorFailures_passThroughUnchanged() {
        let unlinked = Mediator()
        XCTAssertThrowsError(try unlinked.cart.count(username: "alice")) {
            guard case .targetNotFound(let target) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(target, "Cart")
        }
    }

    func testMalformedResults_failWithMalformedResultNamingTheField() {
        fake.answer("count", with: ["username": "alice", "itemCount": "five"])
        XCTAssertThrowsError(try mediator.cart.count(username: "alice")) {
            guard case .malformedResult(let detail) = $0 as? CartCallError else { return XCTFail("\($0)") }
            XCTAssertTrue(detail.contains("itemCount"), detail)
        }
        fake.answer("show", with: ["username": "alice", "lines": [["goodsID": 7]], "itemCount": 1, "total": 1])
        XCTAssertThrowsError(try mediator.cart.show(username: "alice")) {
            XCTAssertEqual(($0 as? CartCallError)?.code, "malformedResult")
        }
        fake.answer("add", with: "not an object")
        XCTAssertThrowsError(try mediator.cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 1)) {
            XCTAssertEqual(($0 as? CartCallError)?.code, "malformedResult")
        }
    }
}
