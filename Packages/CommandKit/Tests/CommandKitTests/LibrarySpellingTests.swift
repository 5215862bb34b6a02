import CommandKit
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// swift-argument-parser's spellings, as `LibrarySpellingFixture` writes them, read as that library
/// reads them; the kit's extras (ranges, value types) are checked when the line is read.
final class LibrarySpellingTests: XCTestCase {
    typealias Greet = LibrarySpellingFixture.Greet
    typealias Shelf = LibrarySpellingFixture.Shelf

    private func usageError<T>(_ parse: () throws -> T, file: StaticString = #filePath, line: UInt = #line)
        -> UsageError?
    {
        do {
            _ = try parse()
            XCTFail("expected a usage error", file: file, line: line)
        } catch let error as UsageError {
            return error
        } catch {
            XCTFail("expected a usage error, got \(error)", file: file, line: line)
        }
        return nil
    }

    func testStaticParse_readsEverySpellingWithTheLibrarysDefaults() throws {
        let greet = try Greet.parse(["--name", "Ann"])
        XCTAssertEqual(greet.name, "Ann")
        XCTAssertFalse(greet.verbose)
        XCTAssertFalse(greet.loud)
        XCTAssertTrue(greet.stop)
        XCTAssertEqual(greet.count, 1)
        XCTAssertNil(greet.closing)
        XCTAssertEqual(greet.mood, .warm)
        XCTAssertNil(greet.signature)
        XCTAssertEqual(greet.tag, [])
        XCTAssertEqual(greet.words, [])
    }

    func testStaticParse_readsGivenValues() throws {
        let greet = try Greet.parse([
            "hello", "--verbose", "-c", "3", "--name=Bo", "--closing", "bye", "--mood", "calm", "--sign", "Cy",
            "--no-stop", "--tag", "a", "--tag", "b", "there",
        ])
        XCTAssertTrue(greet.verbose)
        XCTAssertEqual(greet.count, 3)
        XCTAssertEqual(greet.name, "Bo")
        XCTAssertEqual(greet.closing, "bye")
        XCTAssertEqual(greet.mood, .calm)
        XCTAssertEqual(greet.signature, "Cy")
        XCTAssertFalse(greet.stop)
        XCTAssertEqual(greet.tag, ["a", "b"])
        XCTAssertEqual(greet.words, ["hello", "there"])
        XCTAssertEqual(try Greet.parse(["--name", "A", "--count", "2"]).count, 2, "the long name of .shortAndLong")
    }

    func testRequiredOption_missingIsAUsageErrorNamingIt() {
        let error = usageError { try Greet.parse(["hello"]) }
        XCTAssertEqual(error?.message, "--name is required")
        XCTAssertEqual(error?.kind, .invalid)
        XCTAssertEqual(
            error?.usage,
            "greet [<words>...] [--verbose] [--loud] [--[no-]stop] [--count COUNT] --name NAME [--closing CLOSING]"
                + " [--mood warm|calm] [--sign NAME] [--tag TAG ...]")
    }

    func testValues_areCheckedByTheirType() {
        XCTAssertEqual(
            usageError { try Greet.parse(["--name", "A", "-c", "two"]) }?.message,
            "--count must be a whole number, got 'two'")
        XCTAssertEqual(
            usageError { try Greet.parse(["--name", "A", "--mood", "clam"]) }?.message,
            "--mood must be warm or calm, got 'clam' (did you mean 'calm'?)")
        XCTAssertEqual(usageError { try Greet.parse(["--name"]) }?.message, "--name needs a value (NAME)")
    }

    func testRange_outsideIsAnErrorAtParse() throws {
        XCTAssertEqual(
            usageError { try Shelf.List.parse(["--limit", "0"]) }?.message,
            "--limit must be a whole number from 1 up, got '0'")
        XCTAssertEqual(try Shelf.List.parse(["--limit", "1"]).limit, 1)
        XCTAssertEqual(try Shelf.List.parse([]).limit, 20)
    }

    func testValidate_rejectingABoundFailsParse_andAcceptedValuesPass() throws {
        let error = usageError { try LibrarySpellingFixture.Recent.parse(["--limit", "0"]) }
        XCTAssertEqual(error?.message, "--limit must be at least 1, got 0")
        XCTAssertEqual(error?.usage, "recent [<author>] [--limit LIMIT]")
        XCTAssertEqual(try LibrarySpellingFixture.Recent.parse(["--limit", "3"]).limit, 3)
        XCTAssertEqual(try LibrarySpellingFixture.Recent.parse(["Le Guin"]).author, "Le Guin")
    }

    func testValidate_throwingValidationErrorIsAUsageErrorWithItsMessageAndUsage() throws {
        let error = usageError { try Greet.parse(["--name", "A", "--loud", "--mood", "calm"]) }
        XCTAssertEqual(error?.message, "a calm greeting cannot be loud")
        XCTAssertEqual(error?.kind, .invalid)
        XCTAssertEqual(error?.usage?.hasPrefix("greet [<words>...]"), true)
        let set = LibrarySpellingFixture.set
        XCTAssertEqual(
            usageError {
                try set.instantiate(
                    Greet.self, from: try set.parse(["greet", "--name", "A", "--loud", "--mood", "calm"]))
            }?
            .message,
            "a calm greeting cannot be loud", "a program's set runs validate() too")
    }

    func testHelpRequest_isTheHelpNotAFailure() {
        let previous = getenv("COLUMNS").map { String(cString: $0) }
        setenv("COLUMNS", "80", 1)
        defer { if let previous { setenv("COLUMNS", previous, 1) } else { unsetenv("COLUMNS") } }
        let error = usageError { try Greet.parse(["--name", "A", "-h"]) }
        XCTAssertEqual(error?.kind, .helpRequested)
        XCTAssertEqual(
            error?.message,
            """
            usage: greet [<words>...] [--verbose] [--loud] [--[no-]stop] [--count COUNT]
                         --name NAME [--closing CLOSING] [--mood warm|calm] [--sign NAME]
                         [--tag TAG ...]

            Say hello

            Greets the one named, as often as asked.

            arguments:
              <words>...

            options:
              --verbose
              --loud             Shout the greeting.
              --[no-]stop        End with a full stop. (default: --stop)
              -c, --count COUNT  How many times to greet. (default: 1)
              --name NAME        (required)
              --closing CLOSING  A closing word. (default: none)
              --mood warm|calm   The greeting's mood. (one of: warm, calm; default: warm)
              --sign NAME        Who signs. (default: none)
              --tag TAG ...      A tag to add.

            -h, --help shows this help.
            """)
        XCTAssertEqual(
            try Greet.parse(["--name", "A", "--", "-h"]).words, ["-h"], "after -- it is a word")
    }

    func testCommandWithoutConfiguration_isNamedAfterItsType() throws {
        let set = LibrarySpellingFixture.set
        XCTAssertEqual(set.entries.map(\.path), [["greet"], ["show-version"], ["shelf", "add"], ["shelf", "list"]])
        XCTAssertTrue(
            try set.instantiate(LibrarySpellingFixture.ShowVersion.self, from: set.parse(["show-version", "-q"])).quiet)
    }

    func testSubcommands_makeTheCommandAGroup() throws {
        let set = LibrarySpellingFixture.set
        XCTAssertEqual(set.problems, [])
        XCTAssertEqual(set.groups, [CommandFamily("shelf", summary: "Books on the shelf")])
        let add = try set.instantiate(Shelf.Add.self, from: set.parse(["shelf", "add", "Emma", "--copies", "2"]))
        XCTAssertEqual(add.title, "Emma")
        XCTAssertEqual(add.copies, 2)
        XCTAssertEqual(
            usageError {
                try set.instantiate(Shelf.Add.self, from: set.parse(["shelf", "add", "Emma", "--copies", "0"]))
            }?
            .message,
            "--copies must be a whole number from 1 up, got '0'")
        let list = try set.instantiate(Shelf.List.self, from: set.parse(["shelf", "list", "Austen"]))
        XCTAssertEqual(list.author, "Austen")
        XCTAssertEqual(
            usageError { try set.parse(["shelf", "lsit"]) }?.message,
            "unknown command 'shelf lsit' (did you mean 'list'?)")
    }

    func testSubcommands_ofAGroupWithArgumentsOrOfAnotherTypeAreProblems() {
        struct Loud: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "loud", abstract: "Loud things", subcommands: [LibrarySpellingFixture.ShowVersion.self])
            @Flag var really = false
        }
        enum Registered: Sendable { case loud }
        let typed = CommandSet(
            program: "p", summary: "p", groups: [], globals: LibrarySpellingFixture.Globals.self,
            commands: [Registered.loud], type: { _ in Loud.self })
        XCTAssertEqual(
            typed.problems,
            [
                "'loud' has subcommands, so it takes no --really",
                "'loud': subcommand ShowVersion is not a Registered",
                "group 'loud' has no commands",
            ])
    }

    func testTypeNoWordSpells_isADeclarationProblem() {
        struct Point: Sendable {}
        struct Draw: ParsableCommand {
            @Option var at: Point
            @Argument var from: [Point]
        }
        let set = CommandSet(
            program: "p", summary: "p", groups: [], globals: LibrarySpellingFixture.Globals.self,
            commands: [Draw.self] as [any ParsableCommand.Type], type: { $0 })
        XCTAssertEqual(
            set.problems,
            [
                "'draw': --at has type Point, which no word spells: make it ExpressibleByArgument or give a ValueType",
                "'draw': <from> has type Array<Point>, which no word spells: make it ExpressibleByArgument or give a ValueType",
            ])
    }

    func testTheKitsOwnSpellings_stillRead() throws {
        XCTAssertEqual(Fixture.set.problems, [])
        let add = try Fixture.set.instantiate(
            Fixture.Add.self, from: Fixture.set.parse(["cone", "add", "3", "--scoops", "2"]))
        XCTAssertEqual(add.scoops, 2)
        XCTAssertEqual(CommandConfiguration("cone", "add", summary: "s").commandName, "add")
        XCTAssertEqual(CommandConfiguration(commandName: "x", abstract: "y", shouldDisplay: false).isHidden, true)
    }
}
