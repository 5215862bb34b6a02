import Foundation
import XCTest

/// `shop doctor` reconciles stock against Goods' recorded movements: stock changed behind the
/// shop's back is a violation naming the item, never "balanced".
final class StockLedgerTests: XCTestCase {
    /// Signs in, tops up and buys two units of item 3 (checkout and pay), returning the order id.
    private func buy(_ shop: ShopHarness) throws -> Int {
        try shop.signIn("stocky")
        try shop.ok(["wallet", "topup", "100"])
        try shop.ok(["cart", "add", "3", "--quantity", "2"])
        let order = try shop.json(["order", "checkout"])
        let orderID = try XCTUnwrap(order["id"] as? Int)
        try shop.ok(["pay", String(orderID), "--method", "wallet"])
        return orderID
    }

    func testDoctor_afterABuy_isBalanced_andAfterStockRaisedBySQL_exits1NamingTheItem() throws {
        let shop = try ShopHarness()
        _ = try buy(shop)
        let clean = try shop.run(["doctor"])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertTrue(clean.stdout.contains("balanced"), clean.stdout)

        try shop.sql("UPDATE goods_items SET stock = stock + 5 WHERE id = 3")

        let tampered = try shop.run(["doctor"])
        XCTAssertEqual(tampered.status, 1, tampered.stdout + tampered.stderr)
        XCTAssertFalse(tampered.stdout.contains("balanced"), tampered.stdout)
        let line = try XCTUnwrap(
            tampered.stdout.split(separator: "\n").first { $0.contains("violation:") && $0.contains("goods #3") },
            tampered.stdout)
        XCTAssertTrue(line.contains("5 more"), String(line))
        let report = try XCTUnwrap(try shop.run(["doctor", "--json"]).json() as? [String: Any])
        let money = try XCTUnwrap(report["money"] as? [String: Any])
        let violations = try XCTUnwrap(money["violations"] as? [[String: Any]])
        XCTAssertEqual(violations.compactMap { $0["goodsID"] as? Int }, [3])
        XCTAssertEqual(violations.first?["rule"] as? String, "stock")
    }

    func testDoctor_afterReservedAndStockMovedTogetherBySQL_exits1() throws {
        let shop = try ShopHarness()
        _ = try buy(shop)
        try shop.sql("UPDATE goods_items SET stock = stock + 2, reserved = reserved - 2 WHERE id = 3")
        let tampered = try shop.run(["doctor"])
        XCTAssertEqual(tampered.status, 1, tampered.stdout + tampered.stderr)
        XCTAssertTrue(tampered.stdout.contains("goods #3"), tampered.stdout)
    }

    func testMovements_ofABuyAndACancel_areRecorded_andStayBalanced() throws {
        let shop = try ShopHarness()
        try shop.signIn("stocky")
        try shop.ok(["cart", "add", "3", "--quantity", "2"])
        let order = try shop.json(["order", "checkout"])
        let orderID = try XCTUnwrap(order["id"] as? Int)
        try shop.ok(["order", "cancel", String(orderID)])
        XCTAssertEqual(
            try shop.sql("SELECT kind, quantity FROM goods_stock_movements WHERE item_id = 3 ORDER BY id").dropFirst(),
            ["reserve|2", "release|2"])
        XCTAssertEqual(try shop.run(["doctor"]).status, 0)
    }

    func testMigration_ofAnOlderDatabase_opensKnownItemsAndLeavesUntrackedOnesNotReconciled() throws {
        let shop = try ShopHarness()
        _ = try buy(shop)
        // Back to Goods' schema 2, with item 5's reservations unknown (as in a database from before them).
        try shop.sql("DROP TABLE goods_stock_movements")
        try shop.sql("DELETE FROM schema_migrations WHERE owner = 'goods' AND version >= 3")
        try shop.sql("UPDATE goods_items SET reserved = NULL WHERE id = 5")
        let run = try shop.run(["doctor"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("balanced"), run.stdout)
        XCTAssertTrue(run.stdout.contains("(5)"), "item 5 is listed as not reconciled: \(run.stdout)")
        let stock = try XCTUnwrap(try shop.sql("SELECT stock FROM goods_items WHERE id = 3").first)
        XCTAssertEqual(
            try shop.sql("SELECT quantity FROM goods_stock_movements WHERE item_id = 3 AND kind = 'opening'"),
            [String((Int(stock) ?? 0) + 2)], "opening = stock + reserved")
        XCTAssertEqual(
            try shop.sql("SELECT kind, quantity FROM goods_stock_movements WHERE item_id = 3 AND kind <> 'opening'"),
            ["reserve|2"], "the units reserved at the opening, recorded by migration 4")
        XCTAssertEqual(try shop.sql("SELECT COUNT(*) FROM goods_stock_movements WHERE item_id = 5"), ["0"])
    }
}
