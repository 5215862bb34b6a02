import XCTest

@testable import ShopCommands

final class ShopParserTests: XCTestCase {
    private let parser = ShopParser(specs: ShopCommands.all)

    private func usageMessage(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try parser.parse(arguments)
            XCTFail("expected a usage error for \(arguments)", file: file, line: line)
            return ""
        } catch let error as ShopError {
            guard case .usage(let message, _) = error else {
                XCTFail("expected usage, got \(error)", file: file, line: line)
                return ""
            }
            XCTAssertEqual(error.exitCode, 2, file: file, line: line)
            return message
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return ""
        }
    }

    func testParse_subcommandWithOptionAndPositional() throws {
        let parsed = try parser.parse(["cart", "add", "12", "--quantity", "3", "--json"])
        XCTAssertEqual(parsed.spec?.path, ["cart", "add"])
        XCTAssertEqual(parsed.positionals, ["12"])
        XCTAssertEqual(parsed.options["--quantity"], "3")
        XCTAssertTrue(parsed.globals.json)
    }

    func testParse_inlineValuesAndGlobalsAnywhere() throws {
        let parsed = try parser.parse(["--home", "/tmp/h", "goods", "list", "--page=2", "--sort=rating"])
        XCTAssertEqual(parsed.globals.home, "/tmp/h")
        XCTAssertEqual(parsed.options, ["--page": "2", "--sort": "rating"])
    }

    func testParse_noArguments_isStatus() throws {
        let parsed = try parser.parse([])
        XCTAssertNil(parsed.spec)
        XCTAssertNil(parsed.group)
    }

    func testParse_groupAlone_showsGroupHelp() throws {
        XCTAssertEqual(try parser.parse(["cart"]).group, "cart")
    }

    func testParse_unknownCommand_suggestsClosest() {
        XCTAssertEqual(usageMessage(["crat", "show"]), "unknown command 'crat' (did you mean 'cart'?)")
        XCTAssertEqual(usageMessage(["cart", "ad", "1"]), "unknown command 'cart ad' (did you mean 'add'?)")
        XCTAssertEqual(usageMessage(["xyzzy"]), "unknown command 'xyzzy'")
    }

    func testParse_unknownOption_suggestsClosest() {
        XCTAssertEqual(
            usageMessage(["cart", "add", "1", "--quantty", "2"]),
            "unknown option '--quantty' for 'cart add' (did you mean '--quantity'?)")
        XCTAssertEqual(usageMessage(["--jsn"]), "unknown option '--jsn' (did you mean '--json'?)")
    }

    func testParse_missingAndExtraValues() {
        XCTAssertEqual(usageMessage(["cart", "add"]), "missing <goods-id>")
        XCTAssertEqual(usageMessage(["cart", "add", "1", "2"]), "unexpected argument '2'")
        XCTAssertEqual(usageMessage(["cart", "add", "1", "--quantity"]), "--quantity needs a value (N)")
        XCTAssertEqual(
            usageMessage(["cart", "add", "1", "--quantity", "1", "--quantity", "2"]), "--quantity is given twice")
        XCTAssertEqual(usageMessage(["--home"]), "--home needs a value")
        XCTAssertEqual(usageMessage(["routes", "--remote=yes"]), "--remote takes no value")
    }

    func testParse_doubleDash_endsOptions() throws {
        let parsed = try parser.parse(["goods", "search", "--", "--weird"])
        XCTAssertEqual(parsed.positionals, ["--weird"])
    }

    func testSuggestion_isNilWhenNothingIsClose() {
        XCTAssertNil(ShopParser.suggestion(for: "zzzzzz", among: ["cart", "goods"]))
        XCTAssertEqual(ShopParser.suggestion(for: "good", among: ["cart", "goods"]), "goods")
    }

    func testEveryCommand_hasUsageAndSummary() {
        for spec in ShopCommands.all {
            XCTAssertTrue(spec.usage.hasPrefix("shop \(spec.path.joined(separator: " "))"))
            XCTAssertFalse(spec.summary.isEmpty, "\(spec.path)")
            XCTAssertTrue(spec.help.contains("usage: "))
        }
        XCTAssertEqual(Set(ShopCommands.all.map(\.path)).count, ShopCommands.all.count, "no duplicate commands")
    }
}

final class MoneyAndLineTests: XCTestCase {
    func testMoney_formatsAndParses() {
        XCTAssertEqual(Money.format(1250), "12.50")
        XCTAssertEqual(Money.format(5), "0.05")
        XCTAssertEqual(Money.format(-1999), "-19.99")
        XCTAssertEqual(Money.parse("12.5"), 1250)
        XCTAssertEqual(Money.parse("12"), 1200)
        XCTAssertEqual(Money.parse("0.07"), 7)
        XCTAssertNil(Money.parse("1.234"))
        XCTAssertNil(Money.parse("-3"))
        XCTAssertNil(Money.parse("abc"))
        XCTAssertNil(Money.parse(""))
        XCTAssertNil(Money.parse("99999999999999999999"))
    }

    func testMoney_hasOneStrictGrammar_digitsThenAtMostTwoDecimals() {
        for (text, minor) in [
            ("0", 0), ("5", 500), ("5.1", 510), ("5.01", 501), ("007.50", 750), ("92233720368547758.07", Int.max),
        ] {
            XCTAssertEqual(Money.parse(text), minor, text)
        }
        let refused = [
            "5.-1", "5.+1", "5.-", "+5", "-5", "1e3", "1E3", "5e-1", ".5", "5.", ".", "", " 5", "5 ", "5,00", "1_000",
            "0x10", "5..1", "5.1.1", "inf", "nan", "\u{0665}", "\u{0661}\u{0662}.\u{0665}", "\u{FF15}", "5\u{0301}",
            "92233720368547758.08", "99999999999999999999.99",
        ]
        for text in refused {
            XCTAssertNil(Money.parse(text), "\(text.debugDescription) must be refused")
        }
    }

    func testLineSplitter_honoursQuotesAndEscapes() throws {
        XCTAssertEqual(try LineSplitter.split(#"goods search "red mug""#), ["goods", "search", "red mug"])
        XCTAssertEqual(try LineSplitter.split(#"a 'b c' d\ e "#), ["a", "b c", "d e"])
        XCTAssertEqual(try LineSplitter.split("   "), [])
        XCTAssertEqual(try LineSplitter.split(#"x """#), ["x", ""])
        XCTAssertThrowsError(try LineSplitter.split(#"goods search "open"#))
    }
}
