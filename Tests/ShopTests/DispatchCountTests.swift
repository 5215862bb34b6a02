import Foundation
import XCTest

/// How many dispatches each Goods and Account command makes, as the tracking middleware records
/// them: each command asks Account who is logged in at most once, and only when it needs to know.
final class DispatchCountTests: XCTestCase {
    /// Every dispatch recorded so far as `Target/action`, oldest first (Tracking's own are never recorded).
    private func recorded(_ shop: ShopHarness) throws -> [String] {
        try shop.ok(["tracking", "export"]).split(separator: "\n").compactMap { line in
            let row = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard let target = row["target"] as? String, let action = row["action"] as? String else { return nil }
            return "\(target)/\(action)"
        }
    }

    /// The dispatches `arguments` made, sorted (a nested call is recorded before its caller finishes).
    private func dispatches(
        _ shop: ShopHarness, _ arguments: [String], stdin: String? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> [String] {
        let before = try recorded(shop).count
        let run = try shop.run(arguments, stdin: stdin)
        XCTAssertEqual(run.status, 0, "shop \(arguments.joined(separator: " ")): \(run.stderr)", file: file, line: line)
        return try recorded(shop).dropFirst(before).sorted()
    }

    func testGoodsCommands_askForTheSessionOnlyToPriceAnItem() throws {
        let shop = try ShopHarness()
        try shop.ok(["goods", "list"])
        XCTAssertEqual(
            try dispatches(shop, ["tracking", "export"]), [], "a command that needs no session asks nothing")
        XCTAssertEqual(try dispatches(shop, ["goods", "list"]), ["Goods/list"])
        XCTAssertEqual(try dispatches(shop, ["goods", "search", "tea"]), ["Goods/search"])
        XCTAssertEqual(try dispatches(shop, ["goods", "categories"]), ["Goods/categories"])
        XCTAssertEqual(try dispatches(shop, ["goods", "show", "3"]), ["Account/currentUser", "Goods/show"])
        try shop.signIn("dora")
        XCTAssertEqual(
            try dispatches(shop, ["goods", "show", "3"]),
            ["Account/currentUser", "Goods/nativeShowForMember", "Member/discount"],
            "one session lookup: Goods is told the member instead of asking Account again")
        XCTAssertEqual(
            try dispatches(shop, ["cart", "add", "3"]), ["Account/currentUser", "Cart/add", "Goods/show"],
            "the cart keeps the list price: no member form asked for")
        XCTAssertEqual(
            try dispatches(shop, ["open", "shop://goods/show?id=3"]),
            ["Account/currentUser", "Account/currentUser", "Goods/show@member", "Member/discount"],
            "a link reaches the member form through the state, and Goods asks who is logged in itself")
    }

    func testAccountCommands_makeOneAccountCallEach() throws {
        let shop = try ShopHarness()
        let password = "correct horse battery\n"
        XCTAssertEqual(
            try dispatches(shop, ["account", "register", "ella", "--password-stdin"], stdin: password),
            ["Account/register"])
        XCTAssertEqual(try dispatches(shop, ["account", "whoami"]), ["Account/currentUser"])
        XCTAssertEqual(
            try dispatches(shop, ["account", "login", "ella", "--password-stdin"], stdin: password), ["Account/login"])
        XCTAssertEqual(
            try dispatches(
                shop, ["account", "passwd", "--password-stdin"], stdin: password + "another horse battery\n"),
            ["Account/changePassword", "Account/currentUser"])
        XCTAssertEqual(try dispatches(shop, ["staff", "list"]), ["Account/usernamesWithRole"])
        XCTAssertEqual(try dispatches(shop, ["staff", "grant", "ella"]), ["Account/setRole"])
        XCTAssertEqual(try dispatches(shop, ["account", "logout"]), ["Account/logout"])
    }
}
