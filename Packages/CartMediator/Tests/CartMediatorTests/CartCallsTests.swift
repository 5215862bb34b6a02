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
            goodsID: 7, title: "Tea", unitPrice: 450, quantity: 2, addedAt: Date(timeIntervalSince1970: 1_800_000_000))
    }

    func testShow_sendsUsernameAndDecodesSummary() throws {
        fake.answer(
            "show",
            with: ["username": "alice", "lines": [teaLine], "itemCount": 2, "total": 900])
        let summary = try mediator.cart.show(username: "alice")
        XCTAssertEqual(summary, CartSummary(username: "alice", lines: [expectedTea]))
        XCTAssertEqual(try MediatorValue(encoding: summary)["lines"], [teaLine], "the wire shape round-trips")
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

    func testRemove_sendsUsernameAndGoodsID_andDecodesTheCartAfterIt() throws {
        fake.answer("remove", with: ["username": "alice", "lines": [], "itemCount": 0, "total": 0])
        XCTAssertEqual(
            try mediator.cart.remove(username: "alice", goodsID: 7), CartSummary(username: "alice", lines: []))
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

    func testCartFailures_arriveAsCartFailureWithCodeKindAndMessage() {
        for code in CartErrorCode.allCases {
            fake.fail(code: code.rawValue, message: "m")
            XCTAssertThrowsError(try mediator.cart.count(username: "alice")) {
                XCTAssertEqual($0 as? CartFailure, CartFailure(code, message: "m"))
                XCTAssertEqual(($0 as? CartFailure)?.kind, code.kind)
            }
        }
        XCTAssertEqual(CartErrorCode.quantityLimit.kind, .refused)
        XCTAssertEqual(CartErrorCode.lineNotFound.kind, .notFound)
        XCTAssertEqual(CartErrorCode.invalidPrice.kind, .invalid)
        XCTAssertEqual(CartErrorCode.corruptData.kind, .unavailable)
    }

    func testAnUndeclaredCode_passesThroughAsMediatorErrorKeepingItsKind() {
        fake.fail(code: "somethingNew", kind: .conflict, message: "m")
        XCTAssertThrowsError(try mediator.cart.count(username: "alice")) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "somethingNew")
            XCTAssertEqual(($0 as? MediatorError)?.kind, .conflict)
        }
    }

    func testMediatorFailures_passThroughUnchanged() {
        let unlinked = Mediator()
        XCTAssertThrowsError(try unlinked.cart.count(username: "alice")) {
            guard case .targetNotFound(let target) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(target, "Cart")
        }
    }

    func testMalformedResults_failWithMalformedResultNamingTheKeyPath() {
        fake.answer("count", with: ["username": "alice", "itemCount": "five"])
        XCTAssertThrowsError(try mediator.cart.count(username: "alice")) {
            guard case .malformedResult("Cart", "count", let path, _) = $0 as? MediatorError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(path, "itemCount")
        }
        fake.answer("show", with: ["username": "alice", "lines": [["goodsID": 7]], "itemCount": 1, "total": 1])
        XCTAssertThrowsError(try mediator.cart.show(username: "alice")) {
            guard case .malformedResult(_, _, let path, _) = $0 as? MediatorError else { return XCTFail("\($0)") }
            XCTAssertEqual(path, "lines[0].title")
        }
        fake.answer("add", with: "not an object")
        XCTAssertThrowsError(try mediator.cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 1)) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "malformedResult")
        }
    }
}
