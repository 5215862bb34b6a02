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

    func testQuoted_oneHugeCharacter_isBoundedByBytes() {
        // One character: a letter with 60,000 combining marks (120,001 bytes).
        let cluster = "a" + String(repeating: "\u{0301}", count: 60_000)
        XCTAssertEqual(cluster.count, 1)
        let quoted = Quoted.prefix(of: cluster)
        XCTAssertLessThan(quoted.utf8.count, Quoted.maximumBytes + 40, "\(quoted.utf8.count) bytes")
        XCTAssertTrue(quoted.unicodeScalars.starts(with: "'a\u{0301}\u{0301}".unicodeScalars), quoted)
        XCTAssertTrue(quoted.hasSuffix("…' (120001 bytes)"), quoted)
        // Short in characters, long in bytes: cut between scalars at the byte bound.
        let thumb = "👍🏽"  // one character, 8 bytes
        let wide = String(repeating: thumb, count: 40)
        XCTAssertEqual(Quoted.prefix(of: wide), "'\(String(repeating: thumb, count: 32))…' (320 bytes)")
        let fits = String(repeating: thumb, count: 32)
        XCTAssertEqual(Quoted.prefix(of: fits), "'\(fits)'", "exactly the byte bound is shown whole")
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
