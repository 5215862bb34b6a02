import Foundation
import XCTest

/// A full purchase through the real binary: register, browse, cart, checkout, pay, member, ship, track.
final class PurchaseFlowTests: XCTestCase {
    func testFullPurchase_fromRegistrationToDelivery() throws {
        let shop = try ShopHarness()

        // Browsing works for guests; the catalog is seeded on first run.
        let page = try shop.json(["goods", "list", "--page-size", "5", "--sort", "price-desc"])
        let items = try XCTUnwrap(page["items"] as? [[String: Any]])
        XCTAssertEqual(items.count, 5)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(page["total"] as? Int), 30)
        let prices = items.compactMap { $0["price"] as? Int }
        XCTAssertEqual(prices, prices.sorted(by: >))

        // Cart needs a user.
        let guest = try shop.run(["cart", "show"])
        XCTAssertEqual(guest.status, 4)
        XCTAssertTrue(guest.stderr.contains("log in first"), guest.stderr)

        try shop.signIn("alice")
        XCTAssertEqual(try shop.ok(["account", "whoami"]).trimmingCharacters(in: .whitespacesAndNewlines), "alice")

        // Pick two in-stock items from a search and a listing.
        let cheap = try XCTUnwrap(items.last)
        let cheapID = try XCTUnwrap(cheap["id"] as? Int)
        let cheapPrice = try XCTUnwrap(cheap["price"] as? Int)
        let stockBefore = try XCTUnwrap(cheap["stock"] as? Int)
        try shop.ok(["cart", "add", String(cheapID), "--quantity", "2"])
        try shop.ok(["cart", "add", String(cheapID)])
        let cart = try shop.json(["cart", "show"])
        XCTAssertEqual(cart["itemCount"] as? Int, 3)
        XCTAssertEqual(cart["total"] as? Int, cheapPrice * 3)

        // Checkout at bronze: no discount; the cart empties and stock is reserved.
        let order = try shop.json(["order", "checkout"])
        let orderID = try XCTUnwrap(order["id"] as? Int)
        XCTAssertEqual(order["status"] as? String, "pendingPayment")
        XCTAssertEqual(order["total"] as? Int, cheapPrice * 3)
        XCTAssertEqual(try shop.json(["cart", "show"])["itemCount"] as? Int, 0)
        let after = try shop.json(["goods", "show", String(cheapID)])
        XCTAssertEqual(after["stock"] as? Int, stockBefore - 3)

        // Pay by wallet: too little money first (order stays pending), then enough.
        let poor = try shop.run(["pay", String(orderID), "--method", "wallet"])
        XCTAssertEqual(poor.status, 1, poor.stderr)
        XCTAssertEqual(try shop.json(["order", "show", String(orderID)])["status"] as? String, "pendingPayment")
        try shop.ok(["wallet", "topup", "10000"])
        let paid = try shop.json(["pay", String(orderID), "--method", "wallet"])
        XCTAssertEqual(paid["status"] as? String, "paid")
        let balance = try shop.json(["wallet", "balance"])
        XCTAssertEqual(balance["balance"] as? Int, 1_000_000 - cheapPrice * 3)

        // Member points: one per whole currency unit paid.
        let member = try shop.json(["member", "show"])
        XCTAssertEqual(member["points"] as? Int, cheapPrice * 3 / 100)

        // A big card order moves the member up a level; the next checkout gets the discount.
        let expensive = try XCTUnwrap(items.first)
        let expensiveID = try XCTUnwrap(expensive["id"] as? Int)
        let expensivePrice = try XCTUnwrap(expensive["price"] as? Int)
        let quantity = min(99, max(1, (50_000 + expensivePrice - 1) / expensivePrice))
        try shop.ok([
            "cart", "add", String(expensiveID), "--quantity",
            String(min(quantity, try XCTUnwrap(expensive["stock"] as? Int))),
        ])
        let big = try shop.json(["order", "checkout"])
        let bigID = try XCTUnwrap(big["id"] as? Int)
        let declined = try shop.run([
            "pay", String(bigID), "--method", "card", "--card", "4000 0000 0000 0002", "--expiry", "12/39",
        ])
        XCTAssertEqual(declined.status, 1, declined.stderr)
        XCTAssertTrue(declined.stderr.contains("declined"), declined.stderr)
        let card = try shop.json([
            "pay", String(bigID), "--method", "card", "--card", "4242 4242 4242 4242", "--expiry", "12/39",
        ])
        XCTAssertEqual(card["status"] as? String, "paid")
        let upgraded = try shop.json(["member", "show"])
        XCTAssertNotEqual(upgraded["level"] as? String, "bronze", "\(upgraded)")
        XCTAssertGreaterThan(try XCTUnwrap(upgraded["discountPercent"] as? Int), 0)

        // Ship and deliver the first order (staff work); an invalid move names both states.
        XCTAssertEqual(try shop.run(["order", "ship", String(orderID)]).status, 4, "a customer cannot ship")
        try shop.ok(["staff", "grant", "alice"])
        try shop.ok(["order", "ship", String(orderID)])
        let again = try shop.run(["order", "ship", String(orderID)])
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("from shipped to shipped"), again.stderr)
        let delivered = try shop.json(["order", "deliver", String(orderID)])
        XCTAssertEqual(delivered["status"] as? String, "delivered")
        let history = try XCTUnwrap(delivered["history"] as? [[String: Any]]).compactMap { $0["to"] as? String }
        XCTAssertEqual(history, ["pendingPayment", "paid", "shipped", "delivered"])

        // Cancelling the paid card order refunds it and reverses its points.
        let pointsBefore = try XCTUnwrap(upgraded["points"] as? Int)
        let cancelled = try shop.json(["order", "cancel", String(bigID)])
        XCTAssertEqual(cancelled["status"] as? String, "cancelled")
        let reversed = try XCTUnwrap(try shop.json(["member", "show"])["points"] as? Int)
        XCTAssertLessThan(reversed, pointsBefore)

        // Tracking saw the calls, by target and action.
        let report = try shop.json(["tracking", "report"])
        let dispatches = try XCTUnwrap(report["dispatches"] as? [[String: Any]])
        let seen = Set(
            dispatches.compactMap { d in (d["target"] as? String).map { "\($0)/\(d["action"] as? String ?? "")" } })
        for route in ["Order/checkout", "Order/pay", "Cart/add", "Goods/list", "Payment/pay", "Account/login"] {
            XCTAssertTrue(seen.contains(route), "tracking report lacks \(route): \(seen.sorted())")
        }
        XCTAssertGreaterThan(try XCTUnwrap(report["errorCount"] as? Int), 0, "the declined payment is an error")
    }

    func testSession_persistsAcrossRuns_andLogoutEndsIt() throws {
        let shop = try ShopHarness()
        try shop.signIn("bob")
        XCTAssertTrue(try shop.ok([]).contains("logged in as bob"))
        try shop.ok(["account", "logout"])
        XCTAssertEqual(try shop.json(["account", "whoami"])["username"] as? NSNull, NSNull())
        let wrong = try shop.run(["account", "login", "bob", "--password-stdin"], stdin: "wrong password\n")
        XCTAssertEqual(wrong.status, 4, "wrong credentials are forbidden: \(wrong.stderr)")
    }

    func testPasswordFromStandardInput_isAccepted() throws {
        let shop = try ShopHarness()
        try shop.ok(["account", "register", "carol", "--password-stdin"], stdin: "a long enough secret\n")
        try shop.ok(["account", "login", "carol", "--password-stdin"], stdin: "a long enough secret\n")
        XCTAssertTrue(try shop.ok(["account", "whoami"]).contains("carol"))
    }

    func testInteractiveMode_runsLinesAndKeepsGoingAfterErrors() throws {
        let shop = try ShopHarness()
        let result = try shop.run(
            ["interactive"], stdin: "goods search mug\nbogus\ngoods show 999999\naccount whoami\nexit\ngoods list\n")
        XCTAssertTrue(result.stderr.contains("unknown command 'bogus'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("999999"), result.stderr)
        XCTAssertTrue(result.stdout.contains("not logged in"), result.stdout)
        XCTAssertFalse(result.stdout.contains("page 1 of"), "nothing runs after exit")
    }

    func testInteractiveMode_speaksTheSameCommandLine_helpVersionAndTheSessionsOwnRules() throws {
        let shop = try ShopHarness()
        let result = try shop.run(
            ["interactive"],
            stdin: "help cart add\n--version\ngoods list --home /elsewhere\ninteractive\ncart add 0\ncompletion fish\n",
            extraEnvironment: ["COLUMNS": "80"])
        XCTAssertTrue(result.stdout.contains("usage: shop cart add <goods-id> [--quantity N]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("built with Swift"), result.stdout)
        XCTAssertTrue(result.stdout.contains("complete -c shop"), "completion scripts print in a session too")
        XCTAssertTrue(
            result.stderr.contains("--home and --dispatch-url are set when the session starts"), result.stderr)
        XCTAssertTrue(result.stderr.contains("already in interactive mode"), result.stderr)
        XCTAssertTrue(result.stderr.contains("<goods-id> must be a positive whole number, got '0'"), result.stderr)
        XCTAssertEqual(result.status, 0, "the last line succeeded")
    }

    func testRoutes_listsEveryComponentWithRemoteFlags() throws {
        let shop = try ShopHarness()
        let output = try shop.ok(["routes", "--json"])
        let routes = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        let targets = Set(routes.compactMap { $0["target"] as? String })
        XCTAssertEqual(
            targets, ["Networking", "Storage", "Account", "Tracking", "Payment", "Cart", "Goods", "Order", "Member"])
        for route in routes where (route["action"] as? String)?.lowercased().hasPrefix("native") == true {
            XCTAssertEqual(route["remote"] as? Bool, false, "\(route)")
        }
        XCTAssertTrue(
            routes.contains {
                $0["target"] as? String == "Goods" && $0["action"] as? String == "show" && $0["remote"] as? Bool == true
            })
    }

    func testDoctor_reportsHealthyHome() throws {
        let shop = try ShopHarness()
        let report = try shop.json(["doctor"])
        XCTAssertEqual(report["healthy"] as? Bool, true)
        XCTAssertEqual((report["catalog"] as? [String: Any])?["reachable"] as? Bool, true)
        let tables = try XCTUnwrap(report["tables"] as? [[String: Any]])
        XCTAssertTrue(tables.contains { $0["name"] as? String == "goods_items" })
        let startup = try XCTUnwrap(report["startup"] as? [[String: Any]]).compactMap { $0["target"] as? String }
        XCTAssertEqual(
            startup, ["Tracking", "Account", "Payment", "Cart", "Goods", "Member", "Order"], "launch order by priority")
    }
}
