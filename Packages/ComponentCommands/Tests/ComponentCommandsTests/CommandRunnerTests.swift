import CommandKit
import ComponentCommands
import ComponentCommandsTesting
import Mediator
import XCTest

/// `note show ID`: a note by id, or not found; `note check` prints its findings and fails with them.
enum NoteCommands {
    static let catalog = CommandCatalog(
        groups: [CommandFamily("note", summary: "Notes kept by the test")], commands: [Show.self, Check.self])

    struct Show: ComponentCommand {
        static let configuration = CommandConfiguration("note", "show", summary: "One note by id")

        @Argument(help: "the note", value: .positive("ID"))
        var noteID: Int

        func run(_ context: CommandContext) async throws -> CommandOutput {
            guard noteID == 1 else { throw CommandError.notFound("note \(noteID) not found") }
            return CommandOutput(
                text: "#1 \(TerminalText("buy tea", style: .bold))", json: ["id": 1, "text": "buy tea"])
        }
    }

    struct Check: ComponentCommand {
        static let configuration = CommandConfiguration("note", "check", summary: "Checks every note")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            CommandOutput(
                text: "1 note, 1 problem", json: ["problems": 1], failure: .failed("1 note has a problem"))
        }
    }
}

final class CommandRunnerTests: XCTestCase {
    /// A runner on the notes and `echo hello` (which needs a login); `user` is who is logged in.
    func runner(user: String? = "ada", colors: Bool = false) -> CommandRunner {
        CommandRunner(
            program: "notes", summary: "notes for tests",
            catalogs: [NoteCommands.catalog, CommandCatalogTests.catalog],
            colors: colors
        ) { usage in
            CommandContext(mediator: Mediator(), usage: usage, loginHint: "notes login NAME") { user }
        }
    }

    func testRun_printsTheCommandsText() async {
        let outcome = await runner().run(["note", "show", "1"])
        XCTAssertEqual(outcome, .init(exitCode: 0, standardOutput: "#1 buy tea\n", standardError: ""))
    }

    func testRun_withColors_keepsTheTextsStyles() async {
        let outcome = await runner(colors: true).run(["note", "show", "1"])
        XCTAssertEqual(outcome.standardOutput, "#1 \u{1B}[1mbuy tea\u{1B}[0m\n")
    }

    func testRun_withJSONAnywhere_printsTheJSONForm() async {
        for arguments in [["--json", "note", "show", "1"], ["note", "show", "1", "--json"]] {
            let outcome = await runner().run(arguments)
            XCTAssertEqual(outcome.exitCode, 0)
            XCTAssertEqual(outcome.standardOutput, "{\n  \"id\" : 1,\n  \"text\" : \"buy tea\"\n}\n", "\(arguments)")
        }
    }

    func testRun_withABadValue_isAUsageErrorWithTheUsageLine() async {
        let outcome = await runner().run(["note", "show", "0"])
        XCTAssertEqual(
            outcome,
            .init(
                exitCode: 2, standardOutput: "",
                standardError:
                    "notes: error: <note-id> must be a positive whole number, got '0'\nusage: notes note show <note-id>\n"
            ))
    }

    func testRun_withAMissingArgument_isAUsageErrorWithTheUsageLine() async {
        let outcome = await runner().run(["note", "show"])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(outcome.standardError, "notes: error: missing <note-id>\nusage: notes note show <note-id>\n")
    }

    func testRun_withAnUnknownCommand_isAUsageError() async {
        let outcome = await runner().run(["note", "shwo", "1"])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.hasPrefix("notes: error: "), outcome.standardError)
        XCTAssertTrue(outcome.standardError.contains("'show'"), "suggests the command: \(outcome.standardError)")
    }

    func testRun_whenTheThingIsMissing_exits3() async {
        let outcome = await runner().run(["note", "show", "7"])
        XCTAssertEqual(
            outcome, .init(exitCode: 3, standardOutput: "", standardError: "notes: error: note 7 not found\n"))
    }

    func testRun_withoutALogin_exits4AndSaysHowToLogIn() async {
        let outcome = await runner(user: nil).run(["echo", "hello", "there"])
        XCTAssertEqual(outcome.exitCode, 4)
        XCTAssertEqual(outcome.standardError, "notes: error: log in first: notes login NAME\n")
        let loggedIn = await runner().run(["echo", "hello", "there"])
        XCTAssertEqual(loggedIn.standardOutput, "hello ada: there\n")
    }

    func testRun_anOutputWithAFailure_printsTheOutputThenFails() async {
        let outcome = await runner().run(["note", "check"])
        XCTAssertEqual(
            outcome,
            .init(
                exitCode: 1, standardOutput: "1 note, 1 problem\n",
                standardError: "notes: error: 1 note has a problem\n"))
    }

    func testHelp_forTheProgramAGroupAndACommand() async {
        let program = await runner().run(["--help"])
        XCTAssertEqual(program.exitCode, 0)
        XCTAssertTrue(program.standardOutput.hasPrefix("notes: notes for tests\n"), program.standardOutput)
        XCTAssertTrue(program.standardOutput.contains("--json"), "the global flag is listed")
        for arguments in [["note"], ["note", "--help"], ["help", "note"]] {
            let group = await runner().run(arguments)
            XCTAssertEqual(group.exitCode, 0)
            XCTAssertTrue(group.standardOutput.contains("Notes kept by the test"), group.standardOutput)
            XCTAssertTrue(group.standardOutput.contains("check"), group.standardOutput)
        }
        // A command's help even with a value that would not run.
        let command = await runner().run(["note", "show", "0", "--help"])
        XCTAssertEqual(command.exitCode, 0)
        XCTAssertTrue(command.standardOutput.contains("notes note show <note-id>"), command.standardOutput)
        let none = await runner().run([])
        XCTAssertEqual(none, program)
        let asked = await runner().run(["help", "note", "show"])
        XCTAssertEqual(asked.standardOutput, command.standardOutput)
        let unknown = await runner().run(["help", "nothing"])
        XCTAssertEqual(unknown.exitCode, 2)
    }

    func testVersion_isAUsageError() async {
        let outcome = await runner().run(["--version"])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(outcome.standardError, "notes: error: notes has no version: it runs a component alone\n")
    }
}
