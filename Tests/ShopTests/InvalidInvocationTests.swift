import Foundation
import XCTest

/// Bad command lines get one clear line on stderr and a documented exit code, and change nothing.
final class InvalidInvocationTests: XCTestCase {
    private struct Case {
        let arguments: [String]
        let status: Int32
        let message: String
    }

    func testInvalidInvocations_giveClearErrorsAndExitCodes() throws {
        let shop = try ShopHarness()
        try shop.signIn("dave")
        try shop.ok(["cart", "add", "1"])
        let cases: [Case] = [
            Case(arguments: ["crat", "show"], status: 2, message: "unknown command 'crat' (did you mean 'cart'?)"),
            Case(
                arguments: ["cart", "ad", "1"], status: 2, message: "unknown command 'cart ad' (did you mean 'add'?)"),
            Case(arguments: ["cart", "add"], status: 2, message: "missing <goods-id>"),
            Case(
                arguments: ["cart", "add", "abc"], status: 2,
                message: "<goods-id> must be a positive whole number, got 'abc'"),
            Case(
                arguments: ["cart", "add", "-3"], status: 2,
                message: "<goods-id> must be a positive whole number, got '-3'"),
            Case(
                arguments: ["cart", "add", "1", "--quantity", "0"], status: 2,
                message: "--quantity must be a whole number from 1 to 99, got '0'"),
            Case(arguments: ["cart", "add", "1", "--quantity", "100"], status: 2, message: "from 1 to 99"),
            Case(arguments: ["cart", "add", "1", "--quantty", "2"], status: 2, message: "did you mean '--quantity'?"),
            Case(arguments: ["cart", "add", "1", "--quantity"], status: 2, message: "--quantity needs a value"),
            Case(arguments: ["cart", "add", "999999"], status: 3, message: "999999"),
            Case(arguments: ["cart", "update", "1", "0"], status: 2, message: "use 'cart remove' for 0"),
            Case(arguments: ["cart", "remove", "424242"], status: 3, message: "424242"),
            Case(arguments: ["goods", "list", "--sort", "cheapest"], status: 2, message: "--sort must be one of"),
            Case(arguments: ["goods", "list", "--page", "0"], status: 2, message: "--page must be a whole number"),
            Case(arguments: ["goods", "list", "--page-size", "1000"], status: 2, message: "from 1 to 100"),
            Case(arguments: ["goods", "show", "0"], status: 2, message: "positive whole number"),
            Case(arguments: ["goods", "show", "31337"], status: 3, message: "31337"),
            Case(arguments: ["goods", "list", "extra"], status: 2, message: "unexpected argument 'extra'"),
            Case(arguments: ["order", "show", "77"], status: 3, message: "no order #77"),
            Case(arguments: ["order", "frobnicate"], status: 2, message: "unknown command 'order frobnicate'"),
            Case(arguments: ["pay", "1"], status: 2, message: "--method is required"),
            Case(arguments: ["pay", "1", "--method", "cash"], status: 2, message: "--method must be wallet or card"),
            Case(arguments: ["pay", "1", "--method", "card"], status: 2, message: "--method card needs --card"),
            Case(arguments: ["wallet", "topup", "ten"], status: 2, message: "<amount> must be a positive amount"),
            Case(arguments: ["wallet", "topup", "1.234"], status: 2, message: "must be a positive amount"),
            Case(arguments: ["wallet", "topup", "5.-1"], status: 2, message: "must be a positive amount"),
            Case(arguments: ["wallet", "topup", "5.+1"], status: 2, message: "must be a positive amount"),
            Case(arguments: ["wallet", "topup", "1e3"], status: 2, message: "must be a positive amount"),
            Case(arguments: ["wallet", "topup", "\u{0661}\u{0660}"], status: 2, message: "must be a positive amount"),
            Case(arguments: ["wallet", "topup", ".5"], status: 2, message: "must be a positive amount"),
            Case(arguments: ["wallet", "topup", ""], status: 2, message: "must be a positive amount"),
            Case(
                arguments: ["account", "register", "x", "--password", "short"], status: 2,
                message: "pipe it with --password-stdin"),
            Case(
                arguments: ["account", "login", "dave", "--password=correct horse battery"], status: 2,
                message: "/proc/PID/cmdline"),
            Case(arguments: ["account", "passwd", "--old", "a", "--new", "b"], status: 2, message: "--password-stdin"),
            Case(arguments: ["account", "login", "dave"], status: 2, message: "no terminal to ask for the password"),
            Case(arguments: ["--jsn"], status: 2, message: "did you mean '--json'?"),
            Case(arguments: ["--home"], status: 2, message: "--home needs a value"),
            Case(arguments: ["routes", "--remote=yes"], status: 2, message: "--remote takes no value"),
            Case(arguments: ["open"], status: 2, message: "missing <url>"),
            Case(
                arguments: ["tracking", "report", "--since", "-5"], status: 2,
                message: "--since must be a whole number from 1"),
        ]
        XCTAssertGreaterThanOrEqual(cases.count, 20)
        for c in cases {
            let result = try shop.run(c.arguments)
            let label = "shop \(c.arguments.joined(separator: " "))"
            XCTAssertEqual(result.status, c.status, "\(label): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("shop: error: "), "\(label): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(c.message), "\(label): expected '\(c.message)' in \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(label) printed on stdout")
        }
        // A username that folds to ASCII is refused as typed, never renamed into "kelvin".
        for lookalike in ["\u{212A}elvin", "\u{FF4B}elvin"] {
            let run = try shop.run(
                ["account", "register", lookalike, "--password-stdin"], stdin: "correct horse battery\n")
            XCTAssertEqual(run.status, 2, "invalid input: \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("invalid username") && run.stderr.contains("(U+"), run.stderr)
        }
        XCTAssertEqual(
            try shop.run(["account", "login", "kelvin", "--password-stdin"], stdin: "correct horse battery\n").status,
            4,
            "no such account: wrong credentials are forbidden")
        // Nothing was lost or changed by the bad commands.
        let cart = try shop.json(["cart", "show"])
        XCTAssertEqual(cart["itemCount"] as? Int, 1)
    }

    func testUnwritableHome_isAnEnvironmentError() throws {
        let shop = try ShopHarness()
        let file = shop.home.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let result = try shop.run(["--home", file.appendingPathComponent("sub").path, "goods", "list"])
        XCTAssertEqual(result.status, 5, result.stderr)
        XCTAssertTrue(result.stderr.contains("home folder"), result.stderr)
    }

    func testCorruptDatabase_isAnEnvironmentErrorAndFileIsKept() throws {
        let shop = try ShopHarness()
        let database = shop.home.appendingPathComponent("shop.sqlite")
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: database)
        let result = try shop.run(["goods", "list"])
        XCTAssertEqual(result.status, 5, result.stderr)
        XCTAssertTrue(result.stderr.lowercased().contains("database"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: database), garbage, "the corrupt file is left for the user to inspect")
    }

    func testBadRewriteTable_isAnEnvironmentError() throws {
        let shop = try ShopHarness()
        try Data(#"{"rewrites": [{"from": "Goods/list", "to": "Goods/list"}]}"#.utf8)
            .write(to: shop.home.appendingPathComponent("dispatch.json"))
        let result = try shop.run(["goods", "list"])
        XCTAssertEqual(result.status, 5, result.stderr)
        XCTAssertTrue(result.stderr.contains("rewrite loop"), result.stderr)
    }

    func testHelp_forEveryLevel() throws {
        let shop = try ShopHarness()
        XCTAssertTrue(try shop.ok(["--help"]).contains("usage: shop <command>"))
        XCTAssertTrue(try shop.ok(["cart"]).contains("usage: shop cart <command>"))
        XCTAssertTrue(try shop.ok(["cart"]).contains("\n  add     Put goods in your cart"))
        XCTAssertTrue(try shop.ok(["cart", "add", "--help"]).contains("--quantity N"))
    }
}
