import CommandKit
import Foundation
import XCTest

/// Text from storage, the network or a link never drives the terminal: its controls are shown.
final class VisibleControlsTests: XCTestCase {
    /// The scalars the kit promises to escape (README: "Untrusted text").
    private let promised: [ClosedRange<UInt32>] = [
        0x00...0x08, 0x0B...0x1F, 0x7F...0x9F, 0x061C...0x061C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x2069,
    ]

    private func isPromised(_ scalar: Unicode.Scalar) -> Bool {
        promised.contains { $0.contains(scalar.value) }
    }

    private func hasEscapedScalar(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: VisibleControls.escapes)
    }

    /// A deterministic generator, so a failure names a reproducible case.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Strings mixing every promised scalar with printable text, combining marks and emoji.
    private func samples(count: Int) -> [String] {
        var generator = SplitMix(state: 42)
        let pool: [Unicode.Scalar] =
            promised.flatMap { $0.compactMap(Unicode.Scalar.init) }
            + "aZ9 \t\n\\{}[]é中😀\u{0301}\u{200D}\u{FEFF}".unicodeScalars
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                if let scalar = pool.randomElement(using: &generator) { text.unicodeScalars.append(scalar) }
            }
            return text
        }
    }

    func testEscapes_exactlyThePromisedScalars_overTheBasicPlaneAndASampleBeyond() {
        let values = Array(UInt32(0)...0xFFFF) + Array(stride(from: UInt32(0x10000), through: 0x10FFFF, by: 97))
        let wrong = values.compactMap(Unicode.Scalar.init).filter {
            VisibleControls.escapes($0) != isPromised($0)
        }
        XCTAssertEqual(wrong.map { "U+\(String($0.value, radix: 16))" }, [])
    }

    func testEscaped_showsEachControlAsItsCodePoint() {
        XCTAssertEqual(
            VisibleControls.escaped("a\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{202E}b"),
            #"a\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{202E}b"#)
        XCTAssertEqual(VisibleControls.escaped("\u{0}\u{7F}\u{9B}\u{2066}\r"), #"\u{00}\u{7F}\u{9B}\u{2066}\u{0D}"#)
        XCTAssertEqual(VisibleControls.escaped("line\n\tindented"), "line\n\tindented", "layout is kept")
    }

    func testEscaped_printableTextIsUnchanged() {
        for text in ["", "Crème Brûlée Torch", "中文 😀 e\u{0301}", "\\u{1B} spelled out", "a\u{200D}b\u{FEFF}"] {
            XCTAssertEqual(VisibleControls.escaped(text), text)
        }
        for text in samples(count: 2_000) where !hasEscapedScalar(text) {
            XCTAssertEqual(VisibleControls.escaped(text), text, text.debugDescription)
        }
    }

    func testEscaped_neverContainsAControl_andIsIdempotent() {
        for text in samples(count: 2_000) {
            let once = VisibleControls.escaped(text)
            XCTAssertFalse(hasEscapedScalar(once), "\(text.debugDescription) -> \(once.debugDescription)")
            XCTAssertEqual(VisibleControls.escaped(once), once, text.debugDescription)
            // Scalar by scalar: a control becomes its code point, anything else stays as it is.
            let model = text.unicodeScalars.map { scalar in
                guard isPromised(scalar) else { return String(scalar) }
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "\\u{\(hex.count < 2 ? "0" + hex : hex)}"
            }.joined()
            XCTAssertEqual(once, model, text.debugDescription)
        }
    }

    func testEscapedJSON_decodesToTheSameValue_andHasNoControl() throws {
        for text in samples(count: 500) {
            let value = ["description": text]
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let json = String(decoding: try encoder.encode(value), as: UTF8.self)
            let escaped = VisibleControls.escapedJSON(json)
            XCTAssertFalse(
                escaped.unicodeScalars.contains { VisibleControls.escapes($0) && $0 != "\n" && $0 != "\t" },
                escaped.debugDescription)
            let decoded = try JSONDecoder().decode([String: String].self, from: Data(escaped.utf8))
            XCTAssertEqual(decoded, value, text.debugDescription)
        }
        XCTAssertEqual(VisibleControls.escapedJSON("{\"a\": \"x\u{202E}y\u{85}\"}"), #"{"a": "x\u202ey\u0085"}"#)
    }

    func testRendered_escapesContent_butKeepsItsOwnStyles() {
        let text: TerminalText = "shop: \(TerminalText("error:", style: .error)) no goods \u{1B}[2J\u{202E}"
        XCTAssertEqual(text.rendered(colors: false), #"shop: error: no goods \u{1B}[2J\u{202E}"#)
        XCTAssertEqual(
            text.rendered(colors: true), "shop: \u{1B}[1;31merror:\u{1B}[0m no goods \\u{1B}[2J\\u{202E}")
        let styled = TerminalText("\u{1B}[31mfake", style: .bold)
        XCTAssertEqual(
            styled.rendered(colors: true), "\u{1B}[1m\\u{1B}[31mfake\u{1B}[0m", "a styled span is content too")
        XCTAssertEqual(text.plain, "shop: error: no goods \u{1B}[2J\u{202E}", "plain is the text itself")
    }

    func testTable_alignsOnTheVisibleText() {
        let table = Table.render(header: ["ID", "TITLE"], rows: [["1\u{7}", "Mug"], ["12", "Pot"]])
        XCTAssertEqual(table.rendered(colors: false), "ID       TITLE\n1\\u{07}  Mug\n12       Pot")
    }
}
