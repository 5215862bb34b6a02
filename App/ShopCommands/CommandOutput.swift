import CommandKit
import Mediator

/// What a command produced: text for people (styled for a terminal), a value for `--json`.
struct CommandOutput: Sendable {
    let text: TerminalText
    let json: MediatorValue
    /// Reported after the output is printed, and its exit code is the command's (e.g. doctor's findings).
    var failure: ShopError?

    init(text: TerminalText, json: MediatorValue, failure: ShopError? = nil) {
        self.text = text
        self.json = json
        self.failure = failure
    }

    /// Output whose JSON form is `{"ok": true}` plus a message.
    static func message(_ text: String, _ json: MediatorValue? = nil) -> CommandOutput {
        CommandOutput(text: TerminalText(text), json: json ?? ["ok": true, "message": .string(text)])
    }
}
