import Foundation
import XCTest

/// `shop doctor` against forged rows: a database built by the real shop, one forgery applied with
/// SQL behind its back, and doctor must exit 1 with a violation naming the row (table and id, what
/// it found, what it expected). An honest history stays "balanced" with exit 0.
final class AuditForgeryTests: XCTestCase {
    /// Checks out the cart of the logged-in user and returns the order's id.
    private func checkout(_ shop: ShopHarness, item: Int, quantity: Int) throws -> Int {
        try shop.ok(["cart", "add", String(item), "--quantity", String(quantity)])
        return try XCTUnwrap(try shop.json(["order", "checkout"])["id"] as? Int)
    }

    /// alice, with 1000.00 topped up: a paid order of two units of item 3, and a pending one of item 5.
    private func shopWithOrders() throws -> (ShopHarness, paid: Int, pending: Int) {
        let shop = try ShopHarness()
        try shop.signIn("alice")
        try shop.ok(["wallet", "topup", "1000"])
        let paid = try checkout(shop, item: 3, quantity: 2)
        try shop.ok(["pay", String(paid), "--method", "wallet"])
        let pending = try checkout(shop, item: 5, quantity: 1)
        let clean = try shop.run(["doctor"])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertTrue(clean.stdout.contains("balanced"), clean.stdout)
        return (shop, paid, pending)
    }

    /// Runs doctor, expects exit 1 and returns its violation lines.
    private func violations(_ shop: ShopHarness, file: StaticString = #filePath, line: UInt = #line) throws
        -> [String]
    {
        let run = try shop.run(["doctor"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr, file: file, line: line)
        XCTAssertFalse(run.stdout.contains("balanced"), run.stdout, file: file, line: line)
        return run.stdout.split(separator: "\n").filter { $0.contains("violation:") }.map(String.init)
    }

    private func assertReports(
        _ lines: [String], _ fragments: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(
            lines.contains { text in fragments.allSatisfy { text.contains($0) } },
            "no violation with \(fragments) in:\n" + lines.joined(separator: "\n"), file: file, line: line)
    }

    func testHonestHistory_purchasesCancellationsRefundsAndPoints_staysBalanced() throws {
        let shop = try ShopHarness()
        try shop.signIn("bob")
        try shop.ok(["wallet", "topup", "2000"])
        let kept = try checkout(shop, item: 3, quantity: 2)
        try shop.ok(["pay", String(kept), "--method", "wallet"])
        let refunded = try checkout(shop, item: 3, quantity: 1)
        try shop.ok(["pay", String(refunded), "--method", "wallet"])
        try shop.ok(["order", "cancel", String(refunded)])
        let dropped = try checkout(shop, item: 5, quantity: 1)
        try shop.ok(["order", "cancel", String(dropped)])
        _ = try checkout(shop, item: 1, quantity: 1)
        try shop.signIn("carol")
        try shop.ok(["wallet", "topup", "500"])
        let hers = try checkout(shop, item: 5, quantity: 2)
        try shop.ok(["pay", String(hers), "--method", "wallet"])
        XCTAssertNotEqual(try shop.sql("SELECT COUNT(*) FROM member_ledger"), ["0"], "points moved")
        let run = try shop.run(["doctor"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("5 orders, 3 payments: balanced"), run.stdout)
    }

    func testReservedSetToNull_besideAnOpeningAndLiveOrders_exits1NamingTheItem() throws {
        for stock in ["stock", "0", "stock + 2"] {
            let (shop, _, _) = try shopWithOrders()
            try shop.sql("UPDATE goods_items SET reserved = NULL, stock = \(stock) WHERE id = 3")
            let found = try violations(shop)
            assertReports(found, ["goods #3", "goods_items row 3", "reserved is NULL", "reserve 2 − release 0 = 2"])
            let run = try shop.run(["doctor"])
            XCTAssertFalse(run.stdout.contains("predates"), "item 3 is not skipped: \(run.stdout)")
        }
    }

    func testOrderTotalsForged_exit1NamingTheOrderRow() throws {
        // The order that showed a line at full price and "total 0.01", and was paid 0.01.
        var (shop, _, pending) = try shopWithOrders()
        let subtotal = try XCTUnwrap(try shop.sql("SELECT subtotal FROM order_orders WHERE id = \(pending)").first)
        try shop.sql("UPDATE order_orders SET total = 1 WHERE id = \(pending)")
        try shop.ok(["pay", String(pending), "--method", "wallet"])
        assertReports(
            try violations(shop),
            ["order #\(pending)", "order_orders row \(pending)", "total is 1 but subtotal \(subtotal) − discount 0"])

        (shop, _, pending) = try shopWithOrders()
        try shop.sql("UPDATE order_lines SET unit_price = unit_price + 100 WHERE order_id = \(pending)")
        assertReports(try violations(shop), ["order_orders row \(pending)", "subtotal is", "order_lines add up to"])

        (shop, _, pending) = try shopWithOrders()
        try shop.sql("UPDATE order_lines SET quantity = 3 WHERE order_id = \(pending)")
        assertReports(try violations(shop), ["order_orders row \(pending)", "order_lines add up to"])

        (shop, _, pending) = try shopWithOrders()
        try shop.sql(
            "UPDATE order_orders SET discount_percent = 100, discount = subtotal, total = 0 WHERE id = \(pending)")
        assertReports(
            try violations(shop),
            ["order_orders row \(pending)", "discount percent is 100 but member levels give only"])
    }

    func testReserveOrReleaseMovementDeletedOrForged_exits1NamingTheItem() throws {
        var (shop, _, _) = try shopWithOrders()
        try shop.sql("DELETE FROM goods_stock_movements WHERE item_id = 3 AND kind = 'reserve'")
        assertReports(
            try violations(shop), ["goods_items row 3", "reserved is 2 but its goods_stock_movements reserve 0"])

        (shop, _, _) = try shopWithOrders()
        try shop.sql(
            "INSERT INTO goods_stock_movements (item_id, kind, quantity, created_at) VALUES (3, 'release', 2, 0)")
        assertReports(try violations(shop), ["goods_items row 3", "reserve 2 − release 2 = 0"])

        // A release forged together with the stock and reserved it would have changed: Goods' rows agree,
        // but the live orders still hold the units.
        (shop, _, _) = try shopWithOrders()
        try shop.sql("UPDATE goods_items SET stock = stock + 2, reserved = 0 WHERE id = 3")
        try shop.sql(
            "INSERT INTO goods_stock_movements (item_id, kind, quantity, created_at) VALUES (3, 'release', 2, 0)")
        assertReports(try violations(shop), ["goods_items row 3", "live orders hold 2"])
    }

    func testPaidOrderMovedToAnotherUser_withItsPointsLines_exits1NamingBothRows() throws {
        let (shop, paid, _) = try shopWithOrders()
        try shop.signIn("mallory")
        try shop.sql("UPDATE order_orders SET username = 'mallory' WHERE id = \(paid)")
        try shop.sql("UPDATE member_ledger SET username = 'mallory'")
        let ledgerRow = try XCTUnwrap(try shop.sql("SELECT id FROM member_ledger").first)
        let found = try violations(shop)
        assertReports(
            found, ["order #\(paid)", "order_orders row \(paid) belongs to mallory", "was made by alice"])
        assertReports(found, ["member_ledger row \(ledgerRow)", "credits mallory", "was made by alice"])
        XCTAssertTrue(
            try shop.ok(["order", "show", String(paid)]).contains("order #\(paid)"), "mallory now sees the order")
    }
}
