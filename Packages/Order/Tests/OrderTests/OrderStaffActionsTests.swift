import Foundation
import Mediator
import Storage
import XCTest

@testable import Order

/// `ship` and `deliver` without a username reach any order: the app lets only staff call them.
final class OrderStaffActionsTests: XCTestCase {
    func testShipAndDeliver_withoutUsername_moveAnyOwnersOrder_withUsername_onlyTheirOwn() throws {
        let storage = try StorageFacade.inMemory()
        let shop = try FakeShop(storage: storage, discount: 0)
        let facade = try OrderFacade(
            storage: storage, clock: .fixed(Date(timeIntervalSince1970: 1_700_000_000)),
            collaborators: shop.collaborators)
        try shop.setStock(1, 5)
        try shop.addToCart("ann", goodsID: 1, price: 1000, quantity: 1)
        let order = try facade.checkout(username: "ann")
        _ = try facade.pay(username: "ann", id: order.id, method: .wallet)
        XCTAssertThrowsError(try facade.ship(username: "bob", id: order.id)) { error in
            XCTAssertEqual(error as? OrderError, .orderNotFound(id: order.id), "a named user reaches only their own")
        }
        let shipped = try facade.ship(id: order.id)
        XCTAssertEqual(shipped.status, .shipped)
        XCTAssertEqual(shipped.username, "ann", "still ann's order")
        XCTAssertEqual(try facade.deliver(id: order.id).status, .delivered)
        XCTAssertThrowsError(try facade.ship(id: 999)) { error in
            XCTAssertEqual(error as? OrderError, .orderNotFound(id: 999))
        }
    }
}
