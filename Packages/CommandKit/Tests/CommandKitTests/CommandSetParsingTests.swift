import CommandKit
import XCTest

final class CommandSetParsingTests: XCTestCase {
    private let set = Fixture.set

    private func error(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> UsageError? {
        do {
            let parsed = try set.parse(arguments)
            if let entry = parsed.entry {
                _ = try set.instantiate(entry.command, from: parsed)
            }
            _ = try set.globals(Fixture.Globals.self, from: parsed)
            XCTFail("expected a usage error for \(arguments)", file: file, line: line)
        } catch {
            return error
        }
        return nil
    }

    private func message(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        error(arguments, file: file, line: line)?.message ?? ""
    }

    func testDeclarations_haveNoProblems() {
        XCTAssertEqual(set.problems, [])
        XCTAssertEqual(set.completionProblems, [])
    }

    func testParse_readsTypedValuesWithDefaults() throws {
        let line = try set.parse(["cone", "add", "7", "--scoops=3", "--sprinkles", "--json"])
        let add = try set.instantiate(Fixture.Add.self, from: line)
        XCTAssertEqual(add.coneID, 7)
        XCTAssertEqual(add.scoops, 3)
        XCTAssertEqual(add.flavour, .vanilla, "the default")
        XCTAssertNil(add.note)
        XCTAssertTrue(add.sprinkles)
        XCTAssertEqual(add.$scoops.description, "--scoops")
        XCTAssertEqual(add.$coneID.description, "<cone-id>")
        XCTAssertTrue(try set.globals(Fixture.Globals.self, from: line).json)
        XCTAssertEqual(line.options, ["--scoops": ["3"]])
        XCTAssertEqual(line.flags, ["--sprinkles"])
    }

    func testParse_globalsAnywhereBeforeTerminator() throws {
        let line = try set.parse(["--work-dir", "/tmp/w", "cone", "add", "1", "--flavour", "chocolate"])
        XCTAssertEqual(try set.globals(Fixture.Globals.self, from: line).workDir, "/tmp/w")
        XCTAssertEqual(try set.instantiate(Fixture.Add.self, from: line).flavour, .chocolate)
        let after = try set.parse(["words", "a", "--", "--json", "b"])
        XCTAssertFalse(try set.globals(Fixture.Globals.self, from: after).json, "after -- it is a word")
        XCTAssertEqual(try set.instantiate(Fixture.Words.self, from: after).rest, ["--json", "b"])
    }

    func testParse_variadicTakesTheRest() throws {
        let words = try set.instantiate(Fixture.Words.self, from: try set.parse(["words", "one", "two", "three"]))
        XCTAssertEqual(words.first, "one")
        XCTAssertEqual(words.rest, ["two", "three"])
        XCTAssertEqual(try set.instantiate(Fixture.Words.self, from: try set.parse(["words", "one"])).rest, [])
    }

    func testUnknownWords_suggestTheClosest() throws {
        XCTAssertEqual(message(["con", "add"]), "unknown command 'con' (did you mean 'cone'?)")
        XCTAssertEqual(message(["cone", "ad", "1"]), "unknown command 'cone ad' (did you mean 'add'?)")
        XCTAssertEqual(message(["xyzzy"]), "unknown command 'xyzzy'")
        XCTAssertEqual(
            message(["cone", "add", "1", "--scoop", "2"]),
            "unknown option '--scoop' for 'cone add' (did you mean '--scoops'?)")
        XCTAssertEqual(message(["--jsn"]), "unknown option '--jsn' (did you mean '--json'?)")
        XCTAssertEqual(try set.parse(["cone"]).group, "cone", "a group alone is its help, not an error")
        XCTAssertEqual(message(["cone", "--scoops", "1"]), "'cone' needs a subcommand: add")
    }

    func testMalformedLines_sayWhatIsWrong() {
        XCTAssertEqual(message(["cone", "add"]), "missing <cone-id>")
        XCTAssertEqual(message(["cone", "add", "1", "2"]), "unexpected argument '2'")
        XCTAssertEqual(message(["cone", "add", "1", "--scoops"]), "--scoops needs a value (N)")
        XCTAssertEqual(message(["cone", "add", "1", "--scoops", "1", "--scoops", "2"]), "--scoops is given twice")
        XCTAssertEqual(message(["cone", "add", "1", "--sprinkles=yes"]), "--sprinkles takes no value")
        XCTAssertEqual(message(["--work-dir"]), "--work-dir needs a value (DIR)")
        XCTAssertEqual(message(["--work-dir="]), "--work-dir needs a value (DIR)")
        XCTAssertEqual(message(["--json=1"]), "--json takes no value")
        XCTAssertEqual(message(["--version=2"]), "--version takes no value")
        XCTAssertEqual(message(["cone", "add", "1", "--secret", "x"]), "--secret is refused: type it at the prompt")
        XCTAssertEqual(message(["--secret=x"]), "--secret is refused: type it at the prompt")
        XCTAssertEqual(message(["words"]), "missing <first>")
    }

    func testValues_areCheckedAgainstTheirDeclaration() {
        XCTAssertEqual(message(["cone", "add", "abc"]), "<cone-id> must be a positive whole number, got 'abc'")
        XCTAssertEqual(message(["cone", "add", "0"]), "<cone-id> must be a positive whole number, got '0'")
        XCTAssertEqual(
            message(["cone", "add", "1", "--scoops", "9"]), "--scoops must be a whole number from 1 to 5, got '9'")
        XCTAssertEqual(
            message(["cone", "add", "1", "--flavour", "choclate"]),
            "--flavour must be one of vanilla, chocolate, strawberry, got 'choclate' (did you mean 'chocolate'?)")
        XCTAssertEqual(message(["order"]), "--size is required (small or large)")
        XCTAssertEqual(message(["order", "--size", "huge"]), "--size must be small or large, got 'huge'")
    }

    func testUsageErrors_carryTheCommandsUsage() {
        XCTAssertEqual(
            error(["cone", "add", "1", "--scoops", "9"])?.usage,
            "parlour cone add <cone-id> [--scoops N] [--flavour FLAVOUR] [--note TEXT] [--sprinkles]")
        XCTAssertEqual(error(["--jsn"])?.usage, "parlour <command> [options]")
    }

    func testHelpAndVersion_areRecognisedAnywhere() throws {
        let help = try set.parse(["cone", "add", "abc", "--help"])
        XCTAssertTrue(help.wantsHelp)
        XCTAssertEqual(help.entry?.path, ["cone", "add"], "a bad value does not hide the help")
        XCTAssertEqual(try set.parse(["cone", "add", "-h"]).entry?.path, ["cone", "add"])
        XCTAssertTrue(try set.parse(["cone", "add", "-h"]).wantsHelp)
        XCTAssertTrue(try set.parse(["--version"]).wantsVersion)
        XCTAssertEqual(try set.parse(["cone", "--help"]).group, "cone")
    }

    func testHiddenCommands_parseButStayOutOfHelpAndSuggestions() throws {
        XCTAssertEqual(try set.parse(["__values", "x"]).entry?.path, ["__values"])
        XCTAssertFalse(set.topWords.contains("__values"))
        XCTAssertFalse(set.help(.program, width: 80).contains("__values"))
        XCTAssertFalse(set.completionScript(for: .fish).contains("'__values'"))
    }

    func testProblems_reportBadDeclarations() {
        struct Plain: ParsableCommand {
            static let configuration = CommandConfiguration("plain", summary: "a property without a wrapper")
            var count = 0
        }
        struct Shadow: ParsableCommand {
            static let configuration = CommandConfiguration("shadow", summary: "declares a global's name")
            @Flag(help: "clashes") var json: Bool
        }
        struct Twice: ParsableCommand {
            static let configuration = CommandConfiguration("plain", summary: "same path again")
        }
        struct Orphan: ParsableCommand {
            static let configuration = CommandConfiguration("lonely", "one", summary: "a group with no summary")
        }
        let bad = CommandSet(
            program: "bad", summary: "broken", groups: [CommandFamily("ghost", summary: "no commands")],
            globals: Fixture.Globals.self,
            commands: [Plain.self, Shadow.self, Twice.self, Orphan.self] as [any ParsableCommand.Type], type: { $0 })
        let problems = bad.problems
        XCTAssertTrue(problems.contains { $0.contains("count is not an @Argument") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("declares --json, which is global") }, "\(problems)")
        XCTAssertTrue(problems.contains("'plain' is declared twice"), "\(problems)")
        XCTAssertTrue(problems.contains("group 'lonely' has no summary"), "\(problems)")
        XCTAssertTrue(problems.contains("group 'ghost' has no commands"), "\(problems)")
    }

    func testArgumentNames_areThePropertyInKebabCase() throws {
        let names = set.entries.flatMap { $0.arguments.map(\.name) }
        XCTAssertEqual(
            names, ["cone-id", "scoops", "flavour", "note", "sprinkles", "size", "receipt", "first", "rest", "kind"])
        XCTAssertEqual(set.globals.map(\.spelling), ["--work-dir", "--json"])
    }
}
