import CommandKit
import XCTest

/// The names CommandKit shares with swift-argument-parser behave as that library's users expect:
/// short names and groups, repeated options, `--[no-]` flags, array arguments, `validate()`.
final class SwiftArgumentParserFidelityTests: XCTestCase {
    private let set = FidelityFixture.set

    private func serve(_ words: [String], file: StaticString = #filePath, line: UInt = #line) throws
        -> FidelityFixture.Serve
    {
        try set.instantiate(FidelityFixture.Serve.self, from: try set.parse(["serve"] + words))
    }

    private func message(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let parsed = try set.parse(arguments)
            if let entry = parsed.entry { _ = try set.instantiate(entry.command, from: parsed) }
            _ = try set.globals(FidelityFixture.Globals.self, from: parsed)
            XCTFail("expected a usage error for \(arguments)", file: file, line: line)
        } catch {
            return error.message
        }
        return ""
    }

    func testDeclarations_haveNoProblems() {
        XCTAssertEqual(set.problems, [])
        XCTAssertEqual(set.completionProblems, [])
    }

    func testShortNames_readLikeTheLongOnes() throws {
        let short = try serve(["ann", "-c", "3", "-t", "nuts", "--table-number", "4"])
        let long = try serve(["ann", "--count", "3", "--topping", "nuts", "--table-number=4"])
        XCTAssertEqual(short.count, 3)
        XCTAssertEqual(long.count, 3)
        XCTAssertEqual(short.topping, [.nuts])
        XCTAssertEqual(short.$count.description, "--count", "messages name the long spelling")
        XCTAssertEqual(
            try set.parse(["serve", "ann", "-c", "3", "--table-number", "1"]).options["--count"], ["3"],
            "a short name is keyed by the long spelling")
    }

    func testShortFlags_groupAndMayEndWithAnOptionThatTakesTheNextWord() throws {
        let grouped = try serve(["ann", "-qv", "--table-number", "1"])
        XCTAssertTrue(grouped.quiet)
        XCTAssertTrue(grouped.verbose)
        let withValue = try serve(["ann", "-vc", "2", "--table-number", "1"])
        XCTAssertTrue(withValue.verbose)
        XCTAssertEqual(withValue.count, 2)
        XCTAssertFalse(try serve(["ann", "--table-number", "1"]).quiet)
    }

    func testShortNameOnly_isSpelledWithOneDash() throws {
        let quiet = try XCTUnwrap(set.entries.first { $0.path == ["serve"] }?.options.first { $0.property == "quiet" })
        XCTAssertEqual(quiet.spelling, "-q")
        XCTAssertEqual(quiet.usage, "[-q]")
        XCTAssertEqual(
            message(["serve", "ann", "--quiet", "--table-number", "1"]).prefix(24), "unknown option '--quiet'")
    }

    func testBadShortGroups_sayWhatIsWrong() {
        XCTAssertEqual(message(["serve", "ann", "-vx", "--table-number", "1"]), "unknown option '-x' in '-vx'")
        XCTAssertEqual(
            message(["serve", "ann", "-cv", "2", "--table-number", "1"]),
            "-c takes a value, so it must end the group '-cv'")
        XCTAssertEqual(
            message(["serve", "ann", "-c=2", "--table-number", "1"]),
            "-c takes its value as the next word, not after '='")
        XCTAssertEqual(message(["serve", "ann", "-c"]), "-c needs a value (N)")
        XCTAssertEqual(message(["serve", "ann", "-c", "1", "-c", "2", "--table-number", "1"]), "-c is given twice")
        XCTAssertEqual(
            message(["serve", "ann", "-c", "1", "--count", "2", "--table-number", "1"]), "--count is given twice",
            "the short and the long name are one option")
    }

    func testDashWordsThatNameNoShortOption_stayWords() throws {
        let count = try set.instantiate(FidelityFixture.Count.self, from: try set.parse(["count", "-5", "-", "-z"]))
        XCTAssertEqual(count.words, ["-5", "-", "-z"], "a negative number, a lone dash and an unknown letter")
    }

    func testRepeatedOption_collectsEveryValueInOrder() throws {
        let served = try serve(["ann", "-t", "sauce", "--topping", "nuts", "--table-number", "3", "--table-number=1"])
        XCTAssertEqual(served.topping, [.sauce, .nuts])
        XCTAssertEqual(served.tables, [3, 1])
        XCTAssertEqual(try serve(["ann", "--table-number", "2"]).topping, [], "the default when not given")
    }

    func testRepeatedOption_withoutDefaultIsRequiredAndEachValueIsChecked() {
        XCTAssertEqual(message(["serve", "ann"]), "--table-number is required")
        XCTAssertEqual(
            message(["serve", "ann", "--table-number", "2", "--table-number", "0"]),
            "--table-number must be a positive whole number, got '0'")
        XCTAssertEqual(
            message(["serve", "ann", "-t", "nuts", "-t", "fudge", "--table-number", "1"]),
            "--topping must be one of nuts, sauce, sprinkles, got 'fudge'")
    }

    func testInvertedFlag_readsBothFormsAndTheLastWins() throws {
        XCTAssertTrue(try serve(["ann", "--table-number", "1"]).wrap, "the default")
        XCTAssertFalse(try serve(["ann", "--no-wrap", "--table-number", "1"]).wrap)
        XCTAssertTrue(try serve(["ann", "--no-wrap", "--wrap", "--table-number", "1"]).wrap)
        XCTAssertFalse(try serve(["ann", "--wrap", "--no-wrap", "--table-number", "1"]).wrap)
        XCTAssertFalse(try serve(["ann", "--table-number", "1"]).napkins)
        XCTAssertTrue(try serve(["ann", "--enable-napkins", "--table-number", "1"]).napkins)
        XCTAssertFalse(try serve(["ann", "--enable-napkins", "--disable-napkins", "--table-number", "1"]).napkins)
        XCTAssertEqual(
            try set.parse(["serve", "ann", "--wrap", "--no-wrap", "--table-number", "1"]).flags, ["--no-wrap"],
            "the line keeps the form given last")
        XCTAssertEqual(message(["serve", "ann", "--no-wrap=yes", "--table-number", "1"]), "--no-wrap takes no value")
    }

    func testArrayArgument_withoutDefaultNeedsOneWordAndWithADefaultTakesAny() throws {
        XCTAssertEqual(message(["serve", "--table-number", "1"]), "missing <customers>")
        XCTAssertEqual(try serve(["ann", "bob", "--table-number", "1"]).customers, ["ann", "bob"])
        let count = { (words: [String]) in
            try self.set.instantiate(FidelityFixture.Count.self, from: try self.set.parse(["count"] + words)).words
        }
        XCTAssertEqual(try count([]), ["one"], "the default")
        XCTAssertEqual(try count(["a", "b"]), ["a", "b"], "given words replace the default")
    }

    func testValidate_runsAfterEveryValueIsRead() {
        let error = message(["serve", "ann", "-t", "nuts", "-t", "sauce", "-t", "nuts", "--table-number", "1"])
        XCTAssertEqual(error, "at most 2 toppings, got 3")
    }

    func testGlobalShortNames_workAnywhereBeforeTheTerminator() throws {
        let line = try set.parse(["serve", "ann", "-j", "--table-number", "1", "-C", "/tmp/w"])
        let globals = try set.globals(FidelityFixture.Globals.self, from: line)
        XCTAssertTrue(globals.json)
        XCTAssertEqual(globals.directory, "/tmp/w")
        XCTAssertEqual(try set.instantiate(FidelityFixture.Serve.self, from: line).customers, ["ann"])
    }

    func testHelp_showsShortNamesRepetitionAndInversion() throws {
        let help = set.help(try set.helpTopic(["serve"]), width: 100)
        XCTAssertEqual(
            help,
            """
            usage: cart serve <customers>... [--count N] [--topping TOPPING ...] --table-number N ... [-q]
                              [--verbose] [--[no-]wrap] [--enable-napkins/--disable-napkins]

            Serve cones

            arguments:
              <customers>...  who to serve

            options:
              -c, --count N             cones for each (1-9; default: 1)
              -t, --topping TOPPING ...
                                        a topping (one of: nuts, sauce, sprinkles)
              --table-number N ...      a table served (required)
              -q                        say nothing
              -v, --verbose             say more
              --[no-]wrap               wrap each cone (default: --wrap)
              --enable-napkins/--disable-napkins
                                        hand out napkins (default: --disable-napkins)

            global options: -j/--json, -C/--directory DIR, -h/--help (see: cart --help)
            """)
    }

    func testCompletion_offersEverySpelling() {
        let bash = set.completionScript(for: .bash)
        for word in ["--count", "-c", "--no-wrap", "--disable-napkins", "-q", "-j", "-C"] {
            XCTAssertTrue(bash.contains(" \(word) ") || bash.contains(" \(word)'") || bash.contains("'\(word) "), word)
        }
        XCTAssertTrue(
            bash.contains("'serve|-c') echo 'none' ;;"), "a short option's value completes like the long one's")
    }

    func testProblems_reportBadNames() {
        struct Clash: ParsableCommand {
            static let configuration = CommandConfiguration("clash", summary: "Clash")
            @Flag(name: .customShort("j"), help: "shadows -j") var jump = false
            @Flag(name: [.customShort("h"), .long], help: "takes -h") var hop = false
            @Option(name: [], help: "no name", value: .text("X")) var nameless: String?
            @Option(name: [.long, .customLong("other")], help: "two long names", value: .text("X")) var twice: String?
            @Flag(name: .customShort("1"), help: "a digit") var digit = false
            @Flag(name: .short, inversion: .prefixedNo, help: "inverted, short only") var inverted = false
        }
        let clash = CommandSet(
            program: "p", summary: "p", groups: [], globals: FidelityFixture.Globals.self,
            commands: [Clash.self] as [any ParsableCommand.Type], type: { $0 })
        XCTAssertEqual(
            clash.problems,
            [
                "'clash': --nameless has no name",
                "'clash': --twice has more than one long or short name (aliases are not supported)",
                "'clash': -1 has short name '1', which is not an ASCII letter",
                "'clash': -i is inverted but has no long name",
                "'clash' declares -j, which is global or refused",
                "'clash' declares -h, which is global or refused",
                "'clash': --hop takes -h, which is help's",
                "'clash': -j names two options",
            ])
    }
}
