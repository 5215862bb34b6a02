import Foundation
import XCTest

/// Many processes at once, and a process killed mid-checkout: nothing lost, nothing half-done.
final class ConcurrencyAndCrashTests: XCTestCase {
    func testTwentyConcurrentCartAdds_endWithQuantityTwenty() throws {
        let shop = try ShopHarness()
        try shop.signIn("erin")
        try shop.ok(["goods", "list"])  // seed before the stampede
        let processes = try (0..<20).map { _ in try shop.start(["cart", "add", "2"]) }
        var failures: [String] = []
        for (process, _, err) in processes {
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if process.terminationStatus != 0 { failures.append(stderr) }
        }
        XCTAssertEqual(failures, [])
        let cart = try shop.json(["cart", "show"])
        let lines = try XCTUnwrap(cart["lines"] as? [[String: Any]])
        XCTAssertEqual(lines.count, 1)
        XCTAssertEqual(lines.first?["quantity"] as? Int, 20)
    }

    /// Kills checkout at spread-out moments; each time the order is either complete or absent.
    func testCheckoutKilledWithSIGKILL_leavesFullOrderOrNone() throws {
        let shop = try ShopHarness()
        try shop.signIn("fay")
        let catalog = try shop.json(["goods", "list", "--page-size", "3"])
        let ids = try XCTUnwrap(catalog["items"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
        XCTAssertEqual(ids.count, 3)

        let clock = ContinuousClock()
        var outcomes: [String: Int] = [:]
        for attempt in 0..<10 {
            for id in ids { try shop.ok(["cart", "add", String(id)]) }
            let stocks = try ids.map { try XCTUnwrap(try shop.json(["goods", "show", String($0)])["stock"] as? Int) }
            let ordersBefore = try shop.run(["order", "list", "--json"])
            let countBefore =
                (try JSONSerialization.jsonObject(with: Data(ordersBefore.stdout.utf8)) as? [Any])?.count ?? -1

            let (process, _, _) = try shop.start(["order", "checkout"])
            let start = clock.now
            // From almost immediately (during launch) to well after a typical checkout.
            let delay = Duration.milliseconds(2 + attempt * 9)
            while clock.now - start < delay && process.isRunning { usleep(500) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()

            let integrity = try shop.json(["doctor"])
            XCTAssertEqual(integrity["healthy"] as? Bool, true)
            let orders = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(try shop.ok(["order", "list", "--json"]).utf8))
                    as? [[String: Any]])
            let cart = try shop.json(["cart", "show"])
            let stocksAfter = try ids.map {
                try XCTUnwrap(try shop.json(["goods", "show", String($0)])["stock"] as? Int)
            }
            if orders.count == countBefore + 1 {
                outcomes["complete", default: 0] += 1
                XCTAssertEqual(cart["itemCount"] as? Int, 0, "a created order cleared the cart")
                XCTAssertEqual(stocksAfter, stocks.map { $0 - 1 }, "a created order reserved every line")
                XCTAssertEqual((orders.first?["lines"] as? [Any])?.count, 3)
            } else {
                outcomes["none", default: 0] += 1
                XCTAssertEqual(orders.count, countBefore, "no partial order")
                XCTAssertEqual(cart["itemCount"] as? Int, 3, "the cart is intact")
                XCTAssertEqual(stocksAfter, stocks, "no reservation survived")
                try shop.ok(["cart", "clear"])
            }
        }
        XCTAssertEqual(outcomes.values.reduce(0, +), 10)
    }
}
