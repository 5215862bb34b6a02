import Mediator

/// One `shop` command: its words, usage, options, and what it runs.
struct CommandSpec: Sendable {
    /// A positional argument.
    struct Positional: Sendable {
        let name: String
        let required: Bool
    }

    /// An option such as `--quantity N` or a flag such as `--all`.
    struct Option: Sendable {
        let name: String
        let valueName: String?
        let summary: String

        var isFlag: Bool { valueName == nil }

        static func flag(_ name: String, _ summary: String) -> Option {
            Option(name: name, valueName: nil, summary: summary)
        }

        static func value(_ name: String, _ valueName: String, _ summary: String) -> Option {
            Option(name: name, valueName: valueName, summary: summary)
        }
    }

    typealias Run = @Sendable (Invocation) async throws -> CommandOutput

    let path: [String]
    let summary: String
    let positionals: [Positional]
    let options: [Option]
    let run: Run

    init(
        _ path: [String], _ summary: String, positionals: [Positional] = [], options: [Option] = [],
        run: @escaping Run
    ) {
        self.path = path
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.run = run
    }

    /// `shop cart add <goods-id> [--quantity N]`.
    var usage: String {
        var parts = ["shop"] + path
        for positional in positionals {
            parts.append(positional.required ? "<\(positional.name)>" : "[<\(positional.name)>]")
        }
        for option in options {
            parts.append(option.valueName.map { "[\(option.name) \($0)]" } ?? "[\(option.name)]")
        }
        return parts.joined(separator: " ")
    }

    /// The full `--help` text.
    var help: String {
        var lines = ["usage: \(usage)", "", summary]
        if !options.isEmpty {
            lines.append("")
            lines.append("options:")
            for option in options {
                let left = option.valueName.map { "\(option.name) \($0)" } ?? option.name
                lines.append("  \(left.padding(toLength: 24, withPad: " ", startingAt: 0)) \(option.summary)")
            }
        }
        lines.append("")
        lines.append("global options: --home DIR, --json, --dispatch-url URL, --help")
        return lines.joined(separator: "\n")
    }
}

/// What a command produced: text for people, a value for `--json`.
struct CommandOutput: Sendable {
    let text: String
    let json: MediatorValue
    /// Reported after the output is printed, and its exit code is the command's (e.g. doctor's findings).
    var failure: ShopError?

    init(text: String, json: MediatorValue, failure: ShopError? = nil) {
        self.text = text
        self.json = json
        self.failure = failure
    }

    /// Output whose JSON form is `{"ok": true}` plus a message.
    static func message(_ text: String, _ json: MediatorValue? = nil) -> CommandOutput {
        CommandOutput(text: text, json: json ?? ["ok": true, "message": .string(text)])
    }
}
