import Foundation
import XCTest

/// `shop open <url>`: the remote entry as a user sees it.
final class RemoteEntryTests: XCTestCase {
    func testOpen_remoteCallableAction_succeeds() throws {
        let shop = try ShopHarness()
        let output = try shop.ok(["open", "shop://goods/show?id=1", "--json"])
        let item = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(item["id"] as? Int, 1)
        XCTAssertEqual(
            try shop.run(["open", "SHOP://Goods/show?id=1"]).status, 0, "scheme and target are case-insensitive")
    }

    /// Without `--json`, a link's answer reads as the owning component's command shows it; an action
    /// whose component has no view for it prints its JSON.
    func testOpen_showsTheAnswerAsTheOwningComponentDoes() throws {
        let shop = try ShopHarness()
        XCTAssertEqual(try shop.ok(["open", "shop://goods/show?id=3"]), try shop.ok(["goods", "show", "3"]))
        XCTAssertEqual(try shop.ok(["open", "SHOP://Goods/show?id=3"]), try shop.ok(["goods", "show", "3"]))
        XCTAssertEqual(try shop.ok(["open", "shop://goods/categories"]), try shop.ok(["goods", "categories"]))
        XCTAssertEqual(
            try shop.ok(["open", "shop://goods/list?pageSize=5&page=2"]),
            try shop.ok(["goods", "list", "--page-size", "5", "--page", "2"]))
        XCTAssertEqual(try shop.ok(["open", "shop://account/currentUser"]), try shop.ok(["account", "whoami"]))
    }

    func testOpen_forbiddenUnknownAndMalformed_haveDistinctExitCodes() throws {
        let shop = try ShopHarness()
        let cases: [(String, Int32, String)] = [
            ("shop://cart/nativeClear?username=x", 4, "native actions are never remote-callable"),
            ("shop://cart/NaTiVeClear?username=x", 4, "native"),
            (
                "shop://order/pay?username=x&id=1&method=wallet", 4,
                "not declined remote-callable".replacingOccurrences(of: "declined", with: "declared")
            ),
            ("shop://account/register?username=x&password=y", 4, "forbidden"),
            ("shop://storage/statistics", 3, "no component answers to target 'storage'"),
            ("shop://goods/teleport", 3, "has no action 'teleport'"),
            ("shop://nosuch/thing", 3, "nosuch"),
            ("http://goods/show?id=1", 2, "scheme 'http' is not accepted"),
            ("shop://goods/../show", 2, "'.' and '..'"),
            ("shop://goods/show?id=%zz", 2, "bad percent-encoding"),
            ("shop:/goods", 2, "missing '://'"),
            ("shop://goods.Target_Goods/show", 2, "not an identifier"),
            ("shop://goods/show?id=abc", 2, "parameter 'id' must be Int"),
            ("shop://goods/show", 2, "missing parameter 'id'"),
        ]
        for (url, status, message) in cases {
            let result = try shop.run(["open", url])
            XCTAssertEqual(result.status, status, "\(url): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(url): expected '\(message)' in \(result.stderr)")
        }
    }

    func testOpen_userData_onlyForTheLoggedInUser() throws {
        let shop = try ShopHarness()
        XCTAssertEqual(try shop.run(["open", "shop://cart/show?username=gus"]).status, 4, "nobody logged in")
        try shop.signIn("gus")
        try shop.ok(["cart", "add", "1"])
        let own = try shop.run(["open", "shop://cart/show?username=gus", "--json"])
        XCTAssertEqual(own.status, 0, own.stderr)
        XCTAssertTrue(own.stdout.contains("\"itemCount\" : 1"), own.stdout)
        let other = try shop.run(["open", "shop://cart/show?username=hal"])
        XCTAssertEqual(other.status, 4, other.stderr)
        XCTAssertTrue(other.stderr.contains("your own data"), other.stderr)
        let member = try shop.run(["open", "shop://member/show?username=hal"])
        XCTAssertEqual(member.status, 4, member.stderr)
    }
}
