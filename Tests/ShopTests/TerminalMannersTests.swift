import Foundation
import XCTest

/// Colour only on a terminal and never with NO_COLOR, piped or as JSON; help at the terminal's width.
final class TerminalMannersTests: XCTestCase {
    private let escape = "\u{1B}["

    private func onTerminal(
        _ shop: ShopHarness, _ arguments: [String], environment extra: [String: String] = [:], columns: Int? = nil
    ) throws -> PseudoTerminal.Result {
        var environment = shop.environment
        environment.removeValue(forKey: "NO_COLOR")
        environment.removeValue(forKey: "COLUMNS")
        environment["TERM"] = "xterm-256color"
        environment.merge(extra) { _, new in new }
        return try PseudoTerminal.run(
            [ShopHarness.binary.path] + arguments, answers: [], environment: environment, columns: columns)
    }

    func testTablesAndErrors_areColouredOnATerminal() throws {
        let shop = try ShopHarness()
        let table = try onTerminal(shop, ["goods", "list", "--page-size", "2"])
        XCTAssertEqual(table.status, 0, table.output)
        XCTAssertTrue(table.output.contains("\u{1B}[1mID  TITLE"), "a bold header: \(table.output.debugDescription)")
        let error = try onTerminal(shop, ["cart", "add", "abc"])
        XCTAssertEqual(error.status, 2)
        XCTAssertTrue(
            error.output.contains("shop: \u{1B}[1;31merror:\u{1B}[0m <goods-id>"), error.output.debugDescription)
    }

    func testNoColor_TermDumb_pipesAndJSON_areNeverColoured() throws {
        let shop = try ShopHarness()
        for (label, environment) in [("NO_COLOR=1", ["NO_COLOR": "1"]), ("TERM=dumb", ["TERM": "dumb"])] {
            let table = try onTerminal(shop, ["goods", "list", "--page-size", "2"], environment: environment)
            XCTAssertEqual(table.status, 0)
            XCTAssertTrue(table.output.contains("ID  TITLE"), table.output)
            XCTAssertFalse(table.output.contains(escape), "\(label): \(table.output.debugDescription)")
            let error = try onTerminal(shop, ["cart", "add", "abc"], environment: environment)
            XCTAssertTrue(error.output.contains("shop: error: <goods-id>"), error.output)
            XCTAssertFalse(error.output.contains(escape), "\(label): \(error.output.debugDescription)")
        }
        let json = try onTerminal(shop, ["goods", "list", "--page-size", "2", "--json"])
        XCTAssertEqual(json.status, 0)
        XCTAssertFalse(json.output.contains(escape), "--json on a terminal: \(json.output.debugDescription)")
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.output.utf8)))
        let piped = try shop.run(["goods", "list", "--page-size", "2"])
        XCTAssertTrue(piped.stdout.hasPrefix("ID  TITLE"), piped.stdout)
        XCTAssertFalse(piped.stdout.contains(escape))
        let pipedError = try shop.run(["cart", "add", "abc"])
        XCTAssertEqual(
            pipedError.stderr.split(separator: "\n").first,
            "shop: error: <goods-id> must be a positive whole number, got 'abc'")
    }

    // The root goldens hold the shell's own commands (a component's help is golden-tested in its
    // package), so the shell's `completion` stands for every command here.
    func testHelp_takesTheTerminalsWidth_unlessColumnsIsSet() throws {
        let shop = try ShopHarness()
        let narrow = try onTerminal(shop, ["help", "completion"], columns: 60)
        let lines = narrow.output.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .newlines)
            .split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertGreaterThan(lines.count, 5)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 60 }, narrow.output)
        XCTAssertTrue(lines.contains { $0.count > 50 }, "the width is used, not a fixed 40: \(narrow.output)")
        let golden = try String(contentsOf: Self.golden(60), encoding: .utf8)
        XCTAssertTrue(golden.contains(lines.joined(separator: "\n")), "same as Golden/help-60.txt:\n\(narrow.output)")
        let wide = try onTerminal(shop, ["help", "completion"], environment: ["COLUMNS": "120"], columns: 60)
        XCTAssertTrue(wide.output.split(separator: "\n").contains { $0.count > 60 }, "COLUMNS wins: \(wide.output)")
        // Piped, with no COLUMNS: 80.
        var environment = shop.environment
        environment.removeValue(forKey: "COLUMNS")
        let piped = try ShellRunner.run(ShopHarness.binary.path, ["help", "completion"], environment: environment)
        XCTAssertTrue(try String(contentsOf: Self.golden(80), encoding: .utf8).contains(piped.stdout), piped.stdout)
    }

    func testHelpCommand_andHelpFlag_printTheSame_forEveryCommand() throws {
        let shop = try ShopHarness()
        let overview = try shop.run(["--help"], extraEnvironment: ["COLUMNS": "80"])
        let paths =
            overview.stdout.components(separatedBy: "commands:\n")[1].components(separatedBy: "\n\n")[0]
            .split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .map { line in line.split(separator: " ").prefix(2).map(String.init) }
            .map { words in words.count == 2 && !words[1].first!.isUppercase ? words : [words[0]] }
        XCTAssertEqual(paths.count, 37, "\(paths)")
        let golden = try String(contentsOf: Self.golden(80), encoding: .utf8)
        for path in paths + [["cart"], ["wallet"], []] {
            let viaHelp = try shop.run(["help"] + path, extraEnvironment: ["COLUMNS": "80"])
            let viaFlag = try shop.run(path + ["--help"], extraEnvironment: ["COLUMNS": "80"])
            XCTAssertEqual(viaHelp.status, 0, viaHelp.stderr)
            XCTAssertEqual(viaHelp.stdout, viaFlag.stdout, "shop help \(path) and shop \(path) --help differ")
            // The shell's own commands are in the root golden; a component's are in its package's.
            if let first = path.first, Self.shellCommands.contains(first) {
                XCTAssertTrue(golden.contains(viaHelp.stdout), "shop help \(path) is not in Golden/help-80.txt")
            }
        }
        let unknown = try shop.run(["help", "crat"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown command 'crat' (did you mean 'cart'?)"), unknown.stderr)
        XCTAssertEqual(try shop.run(["help", "cart", "add", "more"]).status, 2)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: shop.home.appendingPathComponent("shop.sqlite").path),
            "help opens no database")
    }

    /// The commands the shell owns, whose help the root goldens hold.
    static let shellCommands: Set<String> = ["routes", "open", "doctor", "interactive", "help", "completion"]

    static func golden(_ width: Int) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ShopCommandsTests/Golden/help-\(width).txt")
    }
}
