import Mediator
@testable import OrderMediator
import XCTest

final class OrderSummaryTests: XCTestCase {
    private let sample: MediatorValue = [
        "id": 7, "status": "paid", "subtotal": 2500, "discountPercent": 10, "discount": 250, "total": 2250,
        "paymentID": 3, "createdAt": 1_700_000_000, "reference": "order-7",
        "lines": [["goodsID": 2, "title": "Mug", "unitPrice": 1250, "quantity": 2, "lineTotal": 2500]],
        "history": [["from": nil, "to": "pendingPayment", "at": 1], ["from": "pendingPayment", "to": "paid", "at": 2]],
    ]

    func testDecoding_withFullResult_readsEveryField() throws {
        let order = try OrderSummary(decoding: sample)
        XCTAssertEqual(order.id, 7)
        XCTAssertEqual(order.status, "paid")
        XCTAssertEqual(order.total, 2250)
        XCTAssertEqual(order.paymentID, 3)
        XCTAssertEqual(order.lines, [.init(goodsID: 2, title: "Mug", unitPrice: 1250, quantity: 2, lineTotal: 2500)])
        XCTAssertEqual(order.history.map(\.to), ["pendingPayment", "paid"])
        XCTAssertNil(order.history[0].from)
    }

    func testDecoding_withUnpaidOrder_hasNoPaymentID() throws {
        guard case .object(var fields) = sample else { return XCTFail("sample is an object") }
        fields["paymentID"] = .null
        XCTAssertNil(try OrderSummary(decoding: .object(fields)).paymentID)
    }

    func testDecoding_withMissingField_namesIt() {
        guard case .object(var fields) = sample else { return XCTFail("sample is an object") }
        fields["total"] = nil
        XCTAssertThrowsError(try OrderSummary(decoding: .object(fields))) { error in
            XCTAssertEqual((error as? MediatorError)?.description, "missing parameter 'total' (expected Int)")
        }
    }

    func testDecoding_withWrongType_namesFieldAndType() {
        guard case .object(var fields) = sample else { return XCTFail("sample is an object") }
        fields["id"] = "seven"
        XCTAssertThrowsError(try OrderSummary(decoding: .object(fields))) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "invalidParameter")
        }
    }

    func testErrorMapping_ordersOwnCodes_becomeOrderCallErrors() {
        let failure = MediatorError.actionFailed(
            target: "Order", action: "pay", code: "paymentDeclined", message: "payment for order #1 was declined")
        XCTAssertEqual(OrderCallError.map(failure) as? OrderCallError, .paymentDeclined("payment for order #1 was declined"))
        let empty = MediatorError.actionFailed(target: "Order", action: "checkout", code: "emptyCart", message: "empty")
        XCTAssertEqual((OrderCallError.map(empty) as? OrderCallError)?.code, "emptyCart")
    }

    func testErrorMapping_otherCodesAndTargets_passThroughUnchanged() {
        let stock = MediatorError.actionFailed(target: "Order", action: "checkout", code: "insufficientStock", message: "short")
        XCTAssertEqual(OrderCallError.map(stock) as? MediatorError, stock)
        let guardStop = MediatorError.stopped(
            middleware: "LoginGuard", target: "Order", action: "list", code: "notLoggedIn", message: "log in first")
        XCTAssertEqual(OrderCallError.map(guardStop) as? MediatorError, guardStop)
        let other = MediatorError.actionFailed(target: "Cart", action: "show", code: "emptyCart", message: "x")
        XCTAssertEqual(OrderCallError.map(other) as? MediatorError, other)
    }
}
