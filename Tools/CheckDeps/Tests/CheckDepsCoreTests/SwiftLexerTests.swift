import CheckDepsCore
import XCTest

final class SwiftLexerTests: XCTestCase {
    private func identifiers(_ source: String) -> [String] {
        SwiftLexer.lex(source).tokens.filter { $0.kind == .identifier }.map(\.text)
    }

    private func strings(_ source: String) -> [String] {
        SwiftLexer.lex(source).tokens.filter { $0.kind == .string }.map(\.text)
    }

    func testLineComment_isSkippedAndRecorded() {
        let lexed = SwiftLexer.lex("let a = 1 // import Hidden\nlet b = 2")
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .identifier }.map(\.text), ["let", "a", "let", "b"])
        XCTAssertEqual(lexed.comments, [SourceComment(text: " import Hidden", line: 1)])
        XCTAssertEqual(lexed.tokens.last?.line, 2)
    }

    func testNestedBlockComment_isSkippedEntirely() {
        let source = "a /* outer /* inner */ still comment import X */ b\n/* one\ntwo */ c"
        let lexed = SwiftLexer.lex(source)
        XCTAssertEqual(lexed.tokens.map(\.text), ["a", "b", "c"])
        XCTAssertEqual(lexed.tokens.map(\.line), [1, 1, 3])
        XCTAssertEqual(lexed.comments.count, 2)
        XCTAssertEqual(lexed.comments[0].text, " outer /* inner */ still comment import X ")
    }

    func testStringLiteral_hidesCodeAndDecodesEscapes() {
        XCTAssertEqual(
            strings(#"let s = "import X // not a comment \"q\" \n""#), ["import X // not a comment \"q\" \n"])
        XCTAssertEqual(identifiers(#"let s = "import X""#), ["let", "s"])
    }

    func testMultilineString_spansLinesAndKeepsLineNumbers() {
        let source = "let s = \"\"\"\n  import A\n  \"quoted\" \"\" text\n  \"\"\"\nimport B"
        let lexed = SwiftLexer.lex(source)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .identifier }.map(\.text), ["let", "s", "import", "B"])
        XCTAssertEqual(lexed.tokens.last?.line, 5)
        XCTAssertTrue(strings(source)[0].contains("\"quoted\" \"\" text"))
    }

    func testRawStrings_withOneAndTwoHashes() {
        XCTAssertEqual(strings(##"x = #"a "quoted" \n b"#"##), [#"a "quoted" \n b"#])
        XCTAssertEqual(strings(###"x = ##"has "# inside"##; y"###), [##"has "# inside"##])
        XCTAssertEqual(identifiers(###"x = ##"import A "# import B"## ; import C"###), ["x", "import", "C"])
    }

    func testRawMultilineString_endsOnlyWithMatchingHashes() {
        let source = "let s = #\"\"\"\n\"\"\" not the end\n\"\"\"#\nimport After"
        XCTAssertEqual(identifiers(source), ["let", "s", "import", "After"])
    }

    func testRawOneLineStringOfQuotes_isNotMultiline() {
        // `#"""#` is the one-line raw string `"` (swift-syntax writes it); it must not swallow the file.
        let source =
            "let q = #\"\"\"#\nimport After\nlet qq = #\"\"\"\"#; import Also\nlet r = ##\"\"\"\"#\"##\nimport Last"
        XCTAssertEqual(strings(source), ["\"", "\"\"", "\"\"\"#"])
        XCTAssertEqual(
            identifiers(source),
            ["let", "q", "import", "After", "let", "qq", "import", "Also", "let", "r", "import", "Last"])
        XCTAssertEqual(SwiftLexer.lex(source).tokens.last?.line, 5)
    }

    func testRawMultilineString_withTwoHashesAndQuotesInside() {
        let source = "let s = ##\"\"\"\n\"\"\"# not the end \"# \"\"\"\n  import Hidden\n\"\"\"##\nimport After"
        XCTAssertEqual(identifiers(source), ["let", "s", "import", "After"])
        XCTAssertEqual(SwiftLexer.lex(source).tokens.last?.line, 5)
    }

    func testInterpolation_withNestedStringsAndParens() {
        let source = #"let s = "a \(f(("x)"), (1 + 2))) b \(g("\(h(")"))")) c"; import Z"#
        let lexed = SwiftLexer.lex(source)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .identifier }.map(\.text), ["let", "s", "import", "Z"])
        let string = lexed.tokens.first { $0.kind == .string }
        XCTAssertEqual(string?.hasInterpolation, true)
    }

    func testRawInterpolation_isRecognisedOnlyWithHashes() {
        let lexed = SwiftLexer.lex(##"let s = #"\(notInterp) \#(interp("x"))"#"##)
        let string = lexed.tokens.first { $0.kind == .string }
        XCTAssertEqual(string?.hasInterpolation, true)
        XCTAssertTrue(string?.text.hasPrefix(#"\(notInterp) "#) ?? false)
    }

    func testAttributesPoundDirectivesAndBackticks() {
        let tokens = SwiftLexer.lex("@testable import `Foo`\n#if DEBUG\n#endif").tokens
        XCTAssertEqual(tokens.map(\.kind), [.attribute, .identifier, .identifier, .pound, .identifier, .pound])
        XCTAssertEqual(tokens.map(\.text), ["testable", "import", "Foo", "if", "DEBUG", "endif"])
    }

    func testExtendedRegexLiteral_isOneToken() {
        XCTAssertEqual(identifiers("let r = #/import (X)/#; let y"), ["let", "r", "let", "y"])
    }

    func testUnterminatedString_doesNotSwallowFollowingLines() {
        XCTAssertEqual(identifiers("let s = \"open\nimport Next"), ["let", "s", "import", "Next"])
    }

    func testTokenRanges_sliceEachTokensTextOutOfTheSource() {
        let source = "let é = #\"raw\"# + \"a\\(b)c\" // note\n  .init(name: \"Cart\")"
        let bytes = Array(source.utf8)
        XCTAssertEqual(
            SwiftLexer.lex(source).tokens.map { String(decoding: bytes[$0.utf8Range], as: UTF8.self) },
            ["let", "é", "=", "#\"raw\"#", "+", "\"a\\(b)c\"", ".", "init", "(", "name", ":", "\"Cart\"", ")"])
    }
}
