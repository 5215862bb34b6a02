import Foundation
import XCTest

/// The mediator's configuration as the shop exposes it: factory variants and the rewrite table.
final class DispatchConfigurationTests: XCTestCase {
    func testGoodsVariant_fromEnvironment_switchesTheListing() throws {
        let shop = try ShopHarness()
        let standard = try shop.json(["goods", "list"])
        XCTAssertEqual(standard["listing"] as? String, "standard")
        let result = try shop.run(
            ["goods", "list", "--json"], extraEnvironment: ["SHOP_GOODS_VARIANT": "experimental"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let experimental = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(experimental["listing"] as? String, "experimental")
        let stocks = try XCTUnwrap(experimental["items"] as? [[String: Any]]).compactMap { $0["stock"] as? Int }
        XCTAssertEqual(stocks.map { $0 > 0 }, stocks.map { $0 > 0 }.sorted { $0 && !$1 }, "in-stock items first")
    }

    func testGoodsVariant_unknown_isAClearConfigurationError() throws {
        let shop = try ShopHarness()
        let result = try shop.run(["goods", "list"], extraEnvironment: ["SHOP_GOODS_VARIANT": "bogus"])
        XCTAssertEqual(result.status, 5, result.stderr)
        XCTAssertTrue(result.stderr.contains("no variant 'bogus'"), result.stderr)
    }

    /// A hot fix without a release: reroute search to the listing, for local and remote calls alike.
    func testRewriteTable_inHome_reroutesBothEntries() throws {
        let shop = try ShopHarness()
        XCTAssertEqual(try XCTUnwrap(try shop.json(["goods", "search", "zzzz"])["items"] as? [Any]).count, 0)
        try Data(#"{"schemaVersion": 1, "rewrites": [{"from": "Goods/search", "to": "Goods/list"}]}"#.utf8)
            .write(to: shop.home.appendingPathComponent("dispatch.json"))
        XCTAssertEqual(try XCTUnwrap(try shop.json(["goods", "search", "zzzz"])["items"] as? [Any]).count, 20)
        let remote = try shop.run(["open", "shop://goods/search?query=zzzz", "--json"])
        XCTAssertEqual(remote.status, 0, remote.stderr)
        XCTAssertTrue(remote.stdout.contains("\"items\""), remote.stdout)
    }

    func testRewriteTable_fromDispatchURL_isLoadedThroughNetworking() throws {
        let shop = try ShopHarness()
        // Beside the home, not in it: a folder holding foreign files is no shop home (ShopHome.checkOwned).
        let table = shop.root.appendingPathComponent("elsewhere.json")
        try Data(#"{"rewrites": [{"from": "Goods/search", "to": "Goods/list"}]}"#.utf8).write(to: table)
        let result = try shop.run(["--dispatch-url", table.absoluteString, "goods", "search", "zzzz", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let items = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["items"] as? [Any])
        XCTAssertEqual(items.count, 20)
        let missing = try shop.run([
            "--dispatch-url", shop.home.appendingPathComponent("nope.json").absoluteString, "goods", "list",
        ])
        XCTAssertEqual(missing.status, 5, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("cannot load the rewrite table"), missing.stderr)
    }

    func testRewriteTable_cannotMakeANativeActionRemote() throws {
        let shop = try ShopHarness()
        try Data(#"{"rewrites": [{"from": "Cart/show", "to": "Cart/nativeClear"}]}"#.utf8)
            .write(to: shop.home.appendingPathComponent("dispatch.json"))
        let result = try shop.run(["open", "shop://cart/show?username=x"])
        XCTAssertEqual(result.status, 4, result.stderr)
        XCTAssertTrue(result.stderr.contains("native"), result.stderr)
    }
}
