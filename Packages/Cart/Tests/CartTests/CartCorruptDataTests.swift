import CartMediator
import Foundation
import Storage
import XCTest

@testable import Cart

/// Stored cart numbers changed behind Cart's back fail with `corruptData` instead of trapping.
final class CartCorruptDataTests: XCTestCase {
    func testContents_withAPlantedUnitPriceThatOverflows_failsAsCorruptNamingTheLine() throws {
        let storage = try StorageFacade.inMemory()
        let cart = try CartFacade(storage: storage)
        try cart.add(username: "alice", goodsID: 3, title: "Tea", unitPrice: 450, quantity: 2)
        try storage.execute("UPDATE cart_lines SET unit_price = 9200000000000000000 WHERE goods_id = 3")
        XCTAssertThrowsError(try cart.contents(username: "alice")) { error in
            XCTAssertEqual(
                error as? CartError, .corruptData("goods 3's unit price 9200000000000000000 × 2 overflows"))
            XCTAssertEqual((error as? CartError)?.errorCode.kind, .unavailable)
            XCTAssertEqual(
                String(describing: error),
                "stored data is corrupt: goods 3's unit price 9200000000000000000 × 2 overflows")
        }
    }

    func testContents_withLinesWhoseSumOverflows_failsAsCorrupt() throws {
        let storage = try StorageFacade.inMemory()
        let cart = try CartFacade(storage: storage)
        try cart.add(username: "alice", goodsID: 3, title: "Tea", unitPrice: 450)
        try cart.add(username: "alice", goodsID: 4, title: "Mug", unitPrice: 450)
        try storage.execute("UPDATE cart_lines SET unit_price = 5000000000000000000")
        XCTAssertThrowsError(try cart.contents(username: "alice")) { error in
            XCTAssertEqual(error as? CartError, .corruptData("the cart total of alice overflows at goods 4"))
        }
        XCTAssertEqual(try cart.itemCount(username: "alice"), 2, "nothing was changed")
    }
}
