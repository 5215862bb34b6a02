import ShopCommands
import XCTest

/// Inputs `Tools/fuzz ShopCLI` found, kept as ordinary tests (through the public reading API, so they
/// survive a rewrite of the parser).
final class CommandLineFuzzRegressionTests: XCTestCase {
    func testWords_quoteFollowedByACombiningMark_isStillAQuote() throws {
        // `'` + U+0301 is one Character; the splitter used to miss the quote and report it unterminated.
        XCTAssertEqual(try ShopCLI.words(ofInteractiveLine: "'\u{301}'"), ["\u{301}"])
        XCTAssertEqual(
            try ShopCLI.words(ofInteractiveLine: "goods search \"\u{301}x\""), ["goods", "search", "\u{301}x"])
    }

    func testWords_spaceFollowedByACombiningMark_stillSeparatesWords() throws {
        XCTAssertEqual(try ShopCLI.words(ofInteractiveLine: "a \u{301}b"), ["a", "\u{301}b"])
    }

    func testWords_decomposedLettersStayIntact() throws {
        XCTAssertEqual(try ShopCLI.words(ofInteractiveLine: "caf\\e\u{301} 'e\u{301}'"), ["cafe\u{301}", "e\u{301}"])
    }

    func testWords_unterminatedQuote_isAUsageError() {
        XCTAssertThrowsError(try ShopCLI.words(ofInteractiveLine: "'abc")) { error in
            XCTAssertEqual((error as? CommandLineError)?.exitCode, 2)
            XCTAssertEqual((error as? CommandLineError)?.message, "unterminated quote")
        }
    }

    func testRead_inlineValueStartingWithACombiningMark_keepsItsOption() throws {
        // `=` + U+0301 is one Character; `--category=\u{301}x` used to read as an unknown option.
        let reading = try ShopCLI().read(["goods", "list", "--category=\u{301}--json"])
        XCTAssertEqual(reading.command, ["goods", "list"])
        XCTAssertEqual(reading.options, ["--category": ["\u{301}--json"]])
        XCTAssertFalse(reading.json)
        XCTAssertEqual(try ShopCLI().read(["--home=\u{301}h", "doctor"]).home, "\u{301}h")
    }
}
