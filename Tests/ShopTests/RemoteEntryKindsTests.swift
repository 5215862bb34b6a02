import Foundation
import XCTest

/// Links reach the same kinds of failure as commands, and cannot set a price.
final class RemoteEntryKindsTests: XCTestCase {
    func testOpen_anOrderThatIsNotTheUsers_isNotFound_exit3() throws {
        let shop = try ShopHarness()
        try shop.signIn("bea")
        try shop.ok(["cart", "add", "1"])
        let beas = try XCTUnwrap(try shop.json(["order", "checkout"])["id"] as? Int)
        try shop.signIn("cal")
        for url in ["shop://order/show?username=cal&id=\(beas)", "shop://order/show?username=cal&id=424242"] {
            let run = try shop.run(["open", url])
            XCTAssertEqual(run.status, 3, "\(url): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("no order #"), run.stderr)
        }
        XCTAssertEqual(try shop.run(["order", "show", String(beas)]).status, 3, "the same as the local command")
        XCTAssertEqual(
            try shop.run(["open", "shop://order/show?username=bea&id=\(beas)"]).status, 4, "another user's data")
    }

    func testOpen_aLinkCannotChooseTheDiscount() throws {
        let shop = try ShopHarness()
        try shop.signIn("dora")
        let listed = try shop.json(["goods", "show", "3"])
        let price = try XCTUnwrap(listed["price"] as? Int)
        XCTAssertEqual(listed["memberPrice"] as? Int, price, "a bronze member pays the list price")
        XCTAssertEqual(listed["discountPercent"] as? Int, 0)
        let run = try shop.run(["open", "shop://goods/show?id=3&discountPercent=100", "--json"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("discountPercent"), run.stderr)
        XCTAssertFalse(run.stdout.contains("memberPrice"), run.stdout)
        let plain = try shop.run(["open", "shop://goods/show?id=3", "--json"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let item = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(item["memberPrice"] as? Int, price, "the link shows the member's own price, 0% off at bronze")
        // Checkout charges the member's level, whatever links were opened.
        try shop.ok(["cart", "add", "3"])
        XCTAssertEqual(try shop.json(["order", "checkout"])["total"] as? Int, price)
    }
}
