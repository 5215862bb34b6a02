import CommandKit
import XCTest

final class TextLayoutTests: XCTestCase {
    func testWrap_neverCutsAWordAndFitsTheWidth() {
        var generator = SystemRandomNumberGenerator()
        let vocabulary = [
            "a", "to", "cart", "[--quantity N]", "<goods-id>", "supercalifragilistic", "--page-size", "é",
        ]
        for _ in 0..<500 {
            let width = Int.random(in: 1...140, using: &generator)
            let words = (0..<Int.random(in: 0...40, using: &generator)).map { _ in vocabulary.randomElement()! }
            let indent = Int.random(in: 0...10, using: &generator)
            let lines = TextLayout.fill(words, width: width, indent: indent)
            let effective = max(width, TextLayout.minimumWidth)
            for line in lines where line.count > effective {
                // Only a word that cannot fit on any line may overflow, alone on its line.
                XCTAssertEqual(
                    line.trimmingCharacters(in: .whitespaces).split(separator: " ").count,
                    line.trimmingCharacters(in: .whitespaces).components(separatedBy: " ").count)
                XCTAssertFalse(line.trimmingCharacters(in: .whitespaces).contains(" ") && !line.contains("["), line)
            }
            let rejoined = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            XCTAssertEqual(rejoined, words.joined(separator: " ").split(separator: " ").joined(separator: " "))
        }
    }

    func testColumns_wrapDescriptionsUnderTheirColumn() {
        let lines = TextLayout.columns(
            [("--page N", "page number, from 1 (1-1000000; default: 1)"), ("-h, --help", "help")], width: 30)
        XCTAssertEqual(
            lines,
            [
                "  --page N    page number,",
                "              from 1",
                "              (1-1000000;",
                "              default: 1)",
                "  -h, --help  help",
            ])
    }

    func testColumns_longLabelPutsItsTextOnTheNextLine() {
        let lines = TextLayout.columns(
            [("a", "short"), ("--a-very-long-option-name VALUE", "its text")], width: 40, maxLabel: 10)
        XCTAssertEqual(lines, ["  a           short", "  --a-very-long-option-name VALUE", "              its text"])
    }

    func testWidth_comesFromColumnsElseTheTerminalElse80() {
        XCTAssertEqual(TerminalWidth.current(environment: ["COLUMNS": "123"]), 123)
        // The test's standard output is not a terminal, so without COLUMNS it is 80.
        if isatty(STDOUT_FILENO) == 0 {
            XCTAssertEqual(TerminalWidth.current(environment: [:]), 80)
            XCTAssertEqual(TerminalWidth.current(environment: ["COLUMNS": "0"]), 80)
            XCTAssertEqual(TerminalWidth.current(environment: ["COLUMNS": "wide"]), 80)
        }
    }
}
