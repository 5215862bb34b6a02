import CommandKit
import ComponentCommandsTesting
import Mediator
import XCTest

@testable import ComponentCommands

/// `echo say TEXT`: prints what it is given, as a command prints a title or an error body it read.
enum EchoCommands {
    static let catalog = CommandCatalog(
        groups: [CommandFamily("echo", summary: "Echoes for tests")], commands: [Say.self])

    struct Say: ComponentCommand {
        static let configuration = CommandConfiguration("echo", "say", summary: "Says the text back")

        @Argument(help: "the text", value: .text("TEXT"))
        var text: String

        @Flag(help: "fail with the text in the message")
        var fail: Bool

        func run(_ context: CommandContext) async throws -> CommandOutput {
            if fail { throw CommandError.notFound("no note named \(text)") }
            return CommandOutput(text: "said: \(TerminalText(text, style: .bold))", json: ["text": .string(text)])
        }
    }
}

/// What a program prints as text shows controls visibly; its JSON carries them exactly.
final class UntrustedOutputTests: XCTestCase {
    private let hostile = "tea\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{202E}\u{9B}"

    private func runner(colors: Bool) -> CommandRunner {
        CommandRunner(program: "echo", summary: "echoes", catalogs: [EchoCommands.catalog], colors: colors) { usage in
            CommandContext(mediator: Mediator(), usage: usage, loginHint: "") { nil }
        }
    }

    private func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { VisibleControls.escapes($0) && $0 != "\n" && $0 != "\t" }
    }

    func testText_showsControlsVisibly_andKeepsOnlyItsOwnStyles() async {
        let plain = await runner(colors: false).run(["echo", "say", hostile])
        XCTAssertEqual(plain.standardOutput, "said: tea\\u{1B}]0;PWNED\\u{07}\\u{1B}[2J\\u{202E}\\u{9B}\n")
        let coloured = await runner(colors: true).run(["echo", "say", hostile])
        XCTAssertEqual(
            coloured.standardOutput, "said: \u{1B}[1mtea\\u{1B}]0;PWNED\\u{07}\\u{1B}[2J\\u{202E}\\u{9B}\u{1B}[0m\n")
    }

    func testErrors_showControlsVisibly() async {
        let outcome = await runner(colors: false).run(["echo", "say", "--fail", hostile])
        XCTAssertEqual(outcome.exitCode, 3)
        XCTAssertFalse(hasControl(outcome.standardError), outcome.standardError.debugDescription)
        XCTAssertTrue(outcome.standardError.contains(#"no note named tea\u{1B}]0;PWNED"#), outcome.standardError)
    }

    func testJSON_carriesTheTextExactly_withoutARawControl() async throws {
        let outcome = await runner(colors: false).run(["echo", "say", hostile, "--json"])
        XCTAssertFalse(hasControl(outcome.standardOutput), outcome.standardOutput.debugDescription)
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(outcome.standardOutput.utf8))
        XCTAssertEqual(decoded, ["text": hostile])
    }

    func testConsoleCut_isBoundedInBytes_evenForOneHugeCharacter() {
        let cluster = "a" + String(repeating: "\u{0301}", count: 60_000)
        let cut = Console.bytePrefix(of: "no goods \(cluster)", limit: 500)
        XCTAssertEqual(cut.utf8.count, 500, "9 + 1 + 245 × 2 bytes")
        XCTAssertEqual(Console.bytePrefix(of: "中中中中", limit: 10), "中中中", "whole scalars only")
        XCTAssertEqual(Console.bytePrefix(of: "short", limit: 500), "short")
    }
}
