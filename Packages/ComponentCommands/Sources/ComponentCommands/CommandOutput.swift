import CommandKit
import Mediator

/// What a command produced: text for people (styled for a terminal), a value for `--json`.
public struct CommandOutput: Sendable {
    /// The text for people.
    public let text: TerminalText
    /// Builds the `--json` form from the typed value, only when `--json` asks for it.
    private let makeJSON: @Sendable () throws -> MediatorValue
    /// Reported after the output is printed, and its exit code is the command's (e.g. doctor's findings).
    public var failure: CommandError?

    /// Output with its text and its `--json` value, built only when asked.
    public init(
        text: TerminalText, json: @autoclosure @escaping @Sendable () throws -> MediatorValue,
        failure: CommandError? = nil
    ) {
        self.text = text
        self.makeJSON = json
        self.failure = failure
    }

    /// The `--json` form, encoded from the command's typed value now.
    public var json: MediatorValue {
        get throws { try makeJSON() }
    }

    /// Output whose JSON form is `{"ok": true}` plus a message.
    public static func message(
        _ text: String, _ json: @autoclosure @escaping @Sendable () throws -> MediatorValue? = nil
    ) -> CommandOutput {
        CommandOutput(text: TerminalText(text), json: try json() ?? ["ok": true, "message": .string(text)])
    }
}
