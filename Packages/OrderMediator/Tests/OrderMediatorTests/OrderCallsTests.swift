import Mediator
import MediatorTesting
import XCTest

@testable import OrderMediator

final class OrderCallsTests: XCTestCase {
    /// A stand-in for Order's target (OrderMediator never imports Order), answering from the params.
    private let fake = ScriptedComponent(
        name: "Order", local: ["checkout", "pay", "cancel", "ship", "deliver", "list"], remote: ["show"])

    private static let order: MediatorValue = [
        "id": 1, "status": "pendingPayment", "subtotal": 1000, "discountPercent": 0, "discount": 0, "total": 1000,
        "paymentID": nil, "createdAt": 5, "reference": "order-1",
        "lines": [["goodsID": 3, "title": "Tea", "unitPrice": 500, "quantity": 2, "lineTotal": 1000]],
        "history": [["from": nil, "to": "pendingPayment", "at": 5]],
    ]

    private func mediator() -> Mediator {
        fake.answer(with: Self.order)
        fake.respond(to: "checkout") { params in
            if try params.string("username") == "empty" {
                throw ScriptedError.failure(code: "emptyCart", message: "the cart of empty is empty")
            }
            return Self.order
        }
        fake.respond(to: "pay") { params in
            if try params.optionalString("cardNumber") == "4000000000000002" {
                throw ScriptedError.failure(code: "paymentDeclined", message: "declined")
            }
            return Self.order
        }
        fake.fail("ship", code: "invalidTransition", message: "order #1 cannot go from pendingPayment to shipped")
        fake.respond(to: "list") { params in
            try params.string("username") == "broken" ? ["orders": "nope"] : ["orders": [Self.order]]
        }
        fake.respond(to: "show") { params in
            if try params.int("id") == 404 {
                throw ScriptedError.failure(code: "orderNotFound", message: "no order #404")
            }
            return try params.int("id") == 500 ? ["id": "x"] : Self.order
        }
        return fake.mediator()
    }

    private func lastCall() -> ScriptedComponent.Call? { fake.calls.last }

    func testEveryCall_sendsItsActionAndKeys() throws {
        let m = mediator()
        XCTAssertEqual(try m.order.checkout(username: "ann").id, 1)
        XCTAssertEqual(lastCall()?.action, "checkout")
        XCTAssertEqual(lastCall()?.params, ["username": "ann"])
        _ = try m.order.pay(username: "ann", id: 1, method: .wallet)
        XCTAssertEqual(lastCall()?.params, ["username": "ann", "id": 1, "method": "wallet"])
        _ = try m.order.pay(username: "ann", id: 1, method: .card(number: "4242424242424242", expiry: "12/30"))
        XCTAssertEqual(
            lastCall()?.params,
            ["username": "ann", "id": 1, "method": "card", "cardNumber": "4242424242424242", "expiry": "12/30"])
        _ = try m.order.cancel(username: "ann", id: 1)
        XCTAssertEqual(lastCall()?.action, "cancel")
        _ = try m.order.deliver(username: "ann", id: 1)
        XCTAssertEqual(lastCall()?.action, "deliver")
        XCTAssertEqual(try m.order.list(username: "ann").map(\.id), [1])
        XCTAssertEqual(try m.order.show(username: "ann", id: 1).lines.first?.title, "Tea")
        XCTAssertEqual(lastCall()?.params, ["username": "ann", "id": 1])
    }

    func testOrdersOwnFailures_becomeOrderCallErrors() {
        let m = mediator()
        XCTAssertThrowsError(try m.order.checkout(username: "empty")) { error in
            XCTAssertEqual(error as? OrderCallError, .emptyCart("the cart of empty is empty"))
        }
        XCTAssertThrowsError(try m.order.ship(username: "ann", id: 1)) { error in
            XCTAssertEqual((error as? OrderCallError)?.code, "invalidTransition")
        }
        XCTAssertThrowsError(try m.order.pay(username: "ann", id: 1, method: .card(number: "4000000000000002", expiry: "1/30"))) { error in
            XCTAssertEqual(error as? OrderCallError, .paymentDeclined("declined"))
        }
        XCTAssertThrowsError(try m.order.show(username: "ann", id: 404)) { error in
            XCTAssertEqual(error as? OrderCallError, .orderNotFound("no order #404"))
        }
    }

    func testMalformedResults_areReportedAsSuch() {
        let m = mediator()
        XCTAssertThrowsError(try m.order.list(username: "broken")) { error in
            XCTAssertEqual((error as? OrderCallError)?.code, "malformedResult")
        }
        XCTAssertThrowsError(try m.order.show(username: "ann", id: 500)) { error in
            guard case .malformedResult(let detail)? = error as? OrderCallError else { return XCTFail("\(error)") }
            XCTAssertTrue(detail.contains("'id'"), detail)
        }
    }

    func testMissingOrderComponent_passesThroughAsMediatorError() {
        let m = Mediator(naming: TargetNaming { target, _ in "Nowhere.Target_\(target)" })
        XCTAssertThrowsError(try m.order.list(username: "ann")) { error in
            XCTAssertEqual(error as? MediatorError, .targetNotFound(target: "Order"))
        }
    }
}
