import Foundation
import XCTest

/// Ship and deliver are staff actions; only the home's owner, from a shell, makes an account staff.
final class StaffRoleTests: XCTestCase {
    /// A paid order of `username`'s, returned by id.
    private func paidOrder(_ shop: ShopHarness, _ username: String) throws -> String {
        try shop.signIn(username)
        try shop.ok(["cart", "add", "1"])
        let id = try XCTUnwrap(try shop.json(["order", "checkout"])["id"] as? Int)
        try shop.ok(["wallet", "topup", "1000"])
        try shop.ok(["pay", String(id), "--method", "wallet"])
        return String(id)
    }

    func testCustomer_isRefusedShipAndDeliver_withExit4_andTheOrderDoesNotMove() throws {
        let shop = try ShopHarness()
        let id = try paidOrder(shop, "cora")
        for action in ["ship", "deliver"] {
            let run = try shop.run(["order", action, id])
            XCTAssertEqual(run.status, 4, run.stderr)
            XCTAssertTrue(run.stderr.contains("Order/\(action) is for staff; cora is a customer"), run.stderr)
        }
        XCTAssertEqual(try shop.json(["order", "show", id])["status"] as? String, "paid")
        try shop.ok(["account", "logout"])
        XCTAssertEqual(try shop.run(["order", "ship", id]).status, 4, "nobody logged in")
    }

    func testStaff_shipsAndDeliversAnotherUsersOrder() throws {
        let shop = try ShopHarness()
        let id = try paidOrder(shop, "cora")
        try shop.signIn("stan")
        let granted = try shop.run(["staff", "grant", "Stan"])
        XCTAssertEqual(granted.status, 0, granted.stderr)
        XCTAssertTrue(granted.stdout.contains("stan is now staff"), granted.stdout)
        XCTAssertEqual(try shop.json(["staff", "list"])["usernames"] as? [String], ["stan"])
        let shipped = try shop.json(["order", "ship", id])
        XCTAssertEqual(shipped["status"] as? String, "shipped")
        XCTAssertEqual(try shop.json(["order", "deliver", id])["status"] as? String, "delivered")
        // Revoked, stan is a customer again.
        try shop.ok(["staff", "revoke", "stan"])
        XCTAssertEqual(try shop.run(["order", "ship", id]).status, 4)
        XCTAssertEqual(try shop.run(["staff", "grant", "nobody"]).status, 3, "an unknown account is not found")
    }

    func testGrant_isRefusedInsideAnInteractiveSession_andThroughALink() throws {
        let shop = try ShopHarness()
        try shop.signIn("cora")
        let session = try shop.run(["interactive"], stdin: "staff grant cora\nstaff list\n")
        XCTAssertEqual(session.status, 4, session.stderr)
        XCTAssertTrue(session.stderr.contains("is an operator command"), session.stderr)
        for url in ["shop://account/setRole?username=cora&role=staff", "shop://order/ship?id=1"] {
            XCTAssertEqual(try shop.run(["open", url]).status, 4, url)
        }
        XCTAssertEqual(try shop.json(["staff", "list"])["usernames"] as? [String], [], "cora is still a customer")
    }

    func testGrant_byAUserWhoDoesNotOwnTheHome_isRefused() throws {
        guard geteuid() == 0 else { throw XCTSkip("needs root to hand the home to another user") }
        let shop = try ShopHarness()
        try shop.signIn("cora")
        // The home now belongs to `nobody`; root can still open it, but is not its owner.
        XCTAssertEqual(chown(shop.home.path, 65_534, 65_534), 0)
        let run = try shop.run(["staff", "grant", "cora"])
        XCTAssertEqual(run.status, 4, run.stderr)
        XCTAssertTrue(run.stderr.contains("run it as the owner of"), run.stderr)
        XCTAssertEqual(chown(shop.home.path, 0, 0), 0)
        XCTAssertEqual(try shop.json(["staff", "list"])["usernames"] as? [String], [])
    }
}
