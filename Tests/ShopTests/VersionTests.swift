import Foundation
import XCTest

/// `shop --version`: the version, the toolchain that built it, and schema versions per component.
final class VersionTests: XCTestCase {
    /// `6.3.1` from `swift --version` of the toolchain running these tests (the one that built shop).
    private func toolchainVersion() throws -> String {
        let swift = try XCTUnwrap(ShellRunner.find("swift"), "swift is on PATH while testing")
        let output = try ShellRunner.run(swift, ["--version"], environment: ProcessInfo.processInfo.environment)
        let text = output.stdout + output.stderr
        let range = try XCTUnwrap(
            text.range(of: #"Swift version [0-9]+\.[0-9]+(\.[0-9]+)?"#, options: .regularExpression))
        return String(text[range].dropFirst("Swift version ".count))
    }

    func testVersion_namesToolchainAndSchemas_withoutCreatingAHome() throws {
        let shop = try ShopHarness()
        let fresh = shop.root.appendingPathComponent("no-home-yet")
        let run = try shop.run(["--home", fresh.path, "--version"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("shop "), run.stdout)
        XCTAssertTrue(
            lines[1].hasPrefix("built with Swift \(try toolchainVersion()) (Swift 6 language mode)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("no database yet in \(fresh.path)"), run.stdout)
        for component in ["account", "cart", "goods", "member", "order", "payment", "tracking"] {
            XCTAssertTrue(lines.contains { $0.hasPrefix(component + " ") }, "\(component) in\n\(run.stdout)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.path), "--version creates nothing")
        XCTAssertEqual(try shop.run(["--version", "--home", fresh.path]).stdout, run.stdout, "anywhere on the line")
    }

    func testVersion_comparesTheHomesDatabaseWithThisBuild() throws {
        let shop = try ShopHarness()
        try shop.ok(["goods", "list"])
        let report = try shop.json(["--version"])
        let schemas = try XCTUnwrap(report["schemas"] as? [[String: Any]])
        XCTAssertEqual(report["database"] as? String, shop.home.appendingPathComponent("shop.sqlite").path)
        XCTAssertGreaterThanOrEqual(schemas.count, 7)
        for schema in schemas {
            XCTAssertEqual(schema["build"] as? Int, schema["database"] as? Int, "\(schema)")
        }
        let goods = try XCTUnwrap(schemas.first { $0["component"] as? String == "goods" })
        let built = try XCTUnwrap(goods["build"] as? Int)
        XCTAssertGreaterThanOrEqual(built, 2)
        // An older database: Goods' last migration not applied yet.
        let database = shop.home.appendingPathComponent("shop.sqlite").path
        let python = try XCTUnwrap(ShellRunner.find("python3"))
        let downgrade = try ShellRunner.run(
            python,
            [
                "-c",
                "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(\"DELETE FROM schema_migrations WHERE owner='goods' AND version=?\", (int(sys.argv[2]),)); c.commit()",
                database, String(built),
            ], environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(downgrade.status, 0, downgrade.stderr)
        let text = try shop.ok(["--version"])
        let row = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("goods ") })
        XCTAssertEqual(
            row.split(separator: " ", omittingEmptySubsequences: true).map(String.init),
            ["goods", String(built), String(built - 1), "migrates", "on", "the", "next", "run"])
    }
}
