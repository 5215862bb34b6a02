import CommandKit
import XCTest

@testable import ShopCommands

/// The shop's declarations read through the kit: what the real command lines become.
final class ShopCommandLineTests: XCTestCase {
    private let set = ShopCommands.set

    private func usageMessage(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try ShopCLI().read(arguments)
            XCTFail("expected a usage error for \(arguments)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.exitCode, 2, file: file, line: line)
            return error.message
        }
        return ""
    }

    func testDeclarations_haveNoProblems() {
        XCTAssertEqual(set.problems, [])
        XCTAssertEqual(set.completionProblems, [])
    }

    func testEveryCommand_hasASummaryAndHelpForEachArgument() {
        for entry in set.entries {
            XCTAssertFalse(entry.configuration.summary.isEmpty, "\(entry.path)")
            XCTAssertTrue(entry.usage.hasPrefix("shop \(entry.path.joined(separator: " "))"))
            for argument in entry.arguments {
                XCTAssertFalse(argument.help.isEmpty, "\(entry.path) \(argument.spelling) has no help")
            }
        }
    }

    func testEveryOption_showsItsDefaultOrThatItIsRequired() {
        for entry in set.entries {
            for option in entry.options where option.kind == .option {
                let text = option.helpText
                XCTAssertTrue(
                    text.contains("default: ") || text.contains("required"), "\(entry.path) \(option.spelling): \(text)"
                )
                if let allowed = option.allowedValues {
                    XCTAssertTrue(allowed.allSatisfy(text.contains), "\(option.spelling) lists \(allowed): \(text)")
                }
            }
        }
    }

    func testRead_subcommandWithOptionAndPositional() throws {
        let reading = try ShopCLI().read(["cart", "add", "12", "--quantity", "3", "--json"])
        XCTAssertEqual(reading.command, ["cart", "add"])
        XCTAssertEqual(reading.positionals, ["12"])
        XCTAssertEqual(reading.options["--quantity"], ["3"])
        XCTAssertTrue(reading.json)
    }

    func testRead_inlineValuesAndGlobalsAnywhere() throws {
        let reading = try ShopCLI().read(["--home", "/tmp/h", "goods", "list", "--page=2", "--sort=rating"])
        XCTAssertEqual(reading.home, "/tmp/h")
        XCTAssertEqual(reading.options, ["--page": ["2"], "--sort": ["rating"]])
    }

    func testRead_groupAloneAndNothing() throws {
        XCTAssertTrue(try ShopCLI().read(["cart"]).isGroup)
        XCTAssertEqual(try ShopCLI().read([]).command, [])
        XCTAssertTrue(try ShopCLI().read(["--version"]).version)
    }

    func testRead_typedValuesAreCheckedBeforeAnythingRuns() {
        XCTAssertEqual(usageMessage(["cart", "add", "abc"]), "<goods-id> must be a positive whole number, got 'abc'")
        XCTAssertEqual(
            usageMessage(["cart", "add", "1", "--quantity", "0"]),
            "--quantity must be a whole number from 1 to 99, got '0'")
        XCTAssertEqual(
            usageMessage(["cart", "update", "1", "0"]),
            "<quantity> must be a whole number from 1 to 99, got '0' (use 'cart remove' for 0)")
        XCTAssertEqual(usageMessage(["pay", "1"]), "--method is required (wallet or card)")
        XCTAssertEqual(
            usageMessage(["goods", "list", "--sort", "ratin"]),
            "--sort must be one of price-asc, price-desc, title, rating, got 'ratin' (did you mean 'rating'?)")
        XCTAssertTrue(usageMessage(["wallet", "topup", "1e3"]).hasPrefix("<amount> must be a positive amount"))
        XCTAssertEqual(
            usageMessage(["completion", "ksh"]),
            "<shell> must be one of bash, zsh, fish, got 'ksh' (did you mean 'zsh'?)")
    }

    func testRead_passwordOptionsAreRefused() {
        XCTAssertTrue(usageMessage(["account", "login", "a", "--password=x"]).contains("/proc/PID/cmdline"))
        XCTAssertTrue(usageMessage(["--old", "x"]).contains("--password-stdin"))
    }

    func testHelpCommand_isTheSameAsHelpFlag() throws {
        let cli = ShopCLI()
        for entry in set.visibleEntries {
            let viaHelp = try set.helpTopic(entry.path)
            let parsed = try set.parse(entry.path + ["--help"])
            guard case .command(let helped) = viaHelp, let flagged = parsed.entry else {
                return XCTFail("\(entry.path) is not a command topic")
            }
            XCTAssertEqual(set.help(.command(helped), width: 80), set.help(.command(flagged), width: 80))
        }
        _ = cli
    }
}
