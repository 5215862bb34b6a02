import CommandKit
import XCTest

final class TerminalTextTests: XCTestCase {
    func testRendered_plainHasNoEscapes_colouredWrapsStyledSpans() {
        let text: TerminalText = "shop: \(TerminalText("error:", style: .error)) no such order"
        XCTAssertEqual(text.rendered(colors: false), "shop: error: no such order")
        XCTAssertEqual(text.rendered(colors: true), "shop: \u{1B}[1;31merror:\u{1B}[0m no such order")
        XCTAssertEqual(text.plain, "shop: error: no such order")
    }

    func testTable_headerIsBoldAndColumnsAlignOnThePlainText() {
        let table = Table.render(header: ["ID", "TITLE"], rows: [["1", "Crème Brûlée Torch"], ["12", "Mug"]])
        XCTAssertEqual(table.rendered(colors: false), "ID  TITLE\n1   Crème Brûlée Torch\n12  Mug")
        XCTAssertEqual(table.rendered(colors: true), "\u{1B}[1mID  TITLE\u{1B}[0m\n1   Crème Brûlée Torch\n12  Mug")
    }

    func testJoined_keepsStyles() {
        let lines: [TerminalText] = [TerminalText("a", style: .bold), "b"]
        XCTAssertEqual(lines.joined(separator: "\n").rendered(colors: true), "\u{1B}[1ma\u{1B}[0m\nb")
    }

    func testColorPolicy_onlyOnATerminalWithoutNoColor() {
        XCTAssertTrue(ColorPolicy.colors(isTerminal: true, environment: [:]))
        XCTAssertTrue(ColorPolicy.colors(isTerminal: true, environment: ["NO_COLOR": ""]), "empty NO_COLOR is unset")
        XCTAssertFalse(ColorPolicy.colors(isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(ColorPolicy.colors(isTerminal: true, environment: ["NO_COLOR": "0"]), "any value disables")
        XCTAssertFalse(ColorPolicy.colors(isTerminal: true, environment: ["TERM": "dumb"]))
        XCTAssertFalse(ColorPolicy.colors(isTerminal: false, environment: [:]), "piped")
    }
}
