import CommandKit
import XCTest

/// Messages quote a short prefix of what was typed, and suggestions are never sought for huge words.
final class InputQuotingTests: XCTestCase {
    func testQuoted_shortText_isQuotedWhole() {
        XCTAssertEqual(Quoted.prefix(of: "cart"), "'cart'")
        let exactly = String(repeating: "a", count: Quoted.maximumCharacters)
        XCTAssertEqual(Quoted.prefix(of: exactly), "'\(exactly)'")
    }

    func testQuoted_longText_showsItsPrefixAndSize() {
        let text = String(repeating: "é", count: 1_000_000)
        let quoted = Quoted.prefix(of: text)
        XCTAssertEqual(quoted, "'\(String(repeating: "é", count: Quoted.maximumCharacters))…' (2000000 bytes)")
    }

    func testSuggestion_forAHugeWord_isNotSought() {
        let word = "goods" + String(repeating: "x", count: 5_000_000)
        XCTAssertNil(Suggestion.closest(to: word, among: ["goods", "cart"]))
        XCTAssertNil(
            Suggestion.closest(to: String(repeating: "g", count: Suggestion.maximumWordBytes + 1), among: ["g"]))
        XCTAssertEqual(Suggestion.closest(to: "gods", among: ["goods", "cart"]), "goods")
    }

    func testUnknownCommand_withAHugeWord_hasAShortMessage() throws {
        let word = String(repeating: "z", count: 1_000_000)
        XCTAssertThrowsError(try Fixture.set.parse([word])) { error in
            let message = (error as? UsageError)?.message ?? ""
            XCTAssertLessThan(message.utf8.count, 120, message)
            XCTAssertTrue(message.hasPrefix("unknown command 'zzz"), message)
        }
    }
}
