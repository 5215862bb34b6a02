import Foundation
import XCTest

/// Stored numbers planted by raw SQL make commands fail with exit 5 and a "corrupt" line, never a
/// crash, and nothing (money, stock, orders) changes.
final class CorruptDataTests: XCTestCase {
    /// A signed-in user with money in the wallet and two units of item 3 in the cart.
    private func cartWithItem3(_ shop: ShopHarness) throws {
        try shop.signIn("corra")
        try shop.ok(["wallet", "topup", "100"])
        try shop.ok(["cart", "add", "3", "--quantity", "2"])
    }

    private func state(_ shop: ShopHarness) throws -> [String] {
        try shop.sql("SELECT stock, reserved FROM goods_items WHERE id = 3")
            + shop.sql("SELECT COUNT(*) FROM order_orders")
            + shop.sql("SELECT balance FROM payment_wallets")
            + shop.sql("SELECT COUNT(*) FROM goods_stock_movements")
    }

    private func assertCorrupt(_ run: ShopHarness.Run, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 5, run.stdout + run.stderr, file: file, line: line)
        XCTAssertTrue(
            run.stderr.split(separator: "\n").contains { $0.contains("corrupt") }, run.stderr, file: file, line: line)
        XCTAssertFalse(run.stderr.contains("Swift runtime failure"), run.stderr, file: file, line: line)
    }

    func testCartShowAndCheckout_withAPlantedCartPriceThatOverflows_exit5AndChangeNothing() throws {
        let shop = try ShopHarness()
        try cartWithItem3(shop)
        let before = try state(shop)
        try shop.sql("UPDATE cart_lines SET unit_price = 9200000000000000000 WHERE goods_id = 3")

        let show = try shop.run(["cart", "show"])
        assertCorrupt(show)
        XCTAssertTrue(show.stderr.contains("goods 3's unit price 9200000000000000000 × 2 overflows"), show.stderr)
        assertCorrupt(try shop.run(["order", "checkout"]))

        XCTAssertEqual(try state(shop), before, "no money, stock, order or movement changed")
        XCTAssertEqual(try shop.sql("SELECT COUNT(*) FROM cart_lines"), ["1"], "the cart is kept")
        XCTAssertEqual(try shop.run(["doctor"]).status, 0, "the books are still balanced")
    }

    func testGoodsShow_withAPlantedCatalogPriceThatOverflows_exits5() throws {
        let shop = try ShopHarness()
        try cartWithItem3(shop)
        try shop.sql("UPDATE goods_items SET price = 9200000000000000000 WHERE id = 3")
        assertCorrupt(try shop.run(["goods", "show", "3"]))
        // The cart keeps the price it captured, so checkout still works at that price.
        let order = try shop.json(["order", "checkout"])
        XCTAssertEqual(order["total"] as? Int, 2 * 899)
    }

    func testOrderShow_withAPlantedLinePriceThatOverflows_exits5() throws {
        let shop = try ShopHarness()
        try cartWithItem3(shop)
        let order = try shop.json(["order", "checkout"])
        let orderID = try XCTUnwrap(order["id"] as? Int)
        try shop.sql("UPDATE order_lines SET unit_price = 9200000000000000000")
        assertCorrupt(try shop.run(["order", "show", String(orderID)]))
    }
}
