import CommandKit
import ComponentCommands
import XCTest

/// `note list`, a component's command written in swift-argument-parser's spelling: its usage errors,
/// `validate()` included, are the shop's usage errors (exit 2).
struct ListNotes: ComponentCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the notes")

    @Option(name: .shortAndLong, help: "At most this many.", value: .int(in: 1...)) var limit = 10

    @Option(help: "Only notes with this tag.") var tag: String?

    @Flag(help: "Oldest first.") var reverse = false

    mutating func validate() throws {
        guard !(reverse && tag == nil) else { throw ValidationError("--reverse needs a --tag") }
    }

    func run(_ context: CommandContext) async throws -> CommandOutput {
        .message("\(limit) notes" + (tag.map { " tagged \($0)" } ?? "") + (reverse ? ", oldest first" : ""))
    }
}

final class LibrarySpellingCommandTests: XCTestCase {
    private struct Notes: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "note", abstract: "Notes kept by the test", subcommands: [ListNotes.self])
    }

    private let set = CommandSet(
        program: "shop", summary: "a shop", groups: [], globals: NoGlobals.self,
        commands: [Notes.self] as [any ParsableCommand.Type], type: { $0 })

    private func failure(_ words: [String]) -> CommandError? {
        do {
            _ = try set.instantiate(ListNotes.self, from: try set.parse(words))
            XCTFail("expected a usage error for \(words)")
        } catch {
            return CommandError.from(error)
        }
        return nil
    }

    func testValues_readAsDeclared() throws {
        XCTAssertEqual(set.problems, [])
        let list = try set.instantiate(ListNotes.self, from: try set.parse(["note", "list", "-l", "3", "--tag", "a"]))
        XCTAssertEqual(list.limit, 3)
        XCTAssertEqual(list.tag, "a")
        XCTAssertFalse(list.reverse)
    }

    func testValidationError_isAUsageErrorExitingTwoWithItsMessage() {
        let error = failure(["note", "list", "--reverse"])
        XCTAssertEqual(error?.exitCode, 2)
        XCTAssertEqual(error?.description, "--reverse needs a --tag")
        guard case .usage(_, let usage)? = error else {
            return XCTFail("not a usage error: \(String(describing: error))")
        }
        XCTAssertEqual(usage, "shop note list [--limit N] [--tag TAG] [--reverse]")
    }

    func testValueOutOfRange_exitsTwoBeforeTheCommandRuns() {
        let error = failure(["note", "list", "--limit", "0"])
        XCTAssertEqual(error?.exitCode, 2)
        XCTAssertEqual(error?.description, "--limit must be a whole number from 1 up, got '0'")
    }
}
