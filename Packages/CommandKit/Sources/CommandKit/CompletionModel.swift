/// A shell that `CommandSet.completionScript(for:)` writes a script for.
public enum Shell: String, CaseIterable, Sendable {
    /// GNU bash (the script uses `complete -F`).
    case bash
    /// Z shell (a `#compdef` function for compsys).
    case zsh
    /// The friendly interactive shell (`complete -c` lines).
    case fish
}

/// What every completion script needs from a `CommandSet`: words, options, and how values complete.
struct CompletionModel {
    struct Word {
        let name: String
        let summary: String
    }

    struct Option {
        let spellings: [String]
        let help: String
        let takesValue: Bool
        let completion: Completion
    }

    struct Command {
        /// The command's words joined by one space (`cart add`).
        let path: String
        let options: [Option]
        /// How each positional completes, in order.
        let positionals: [Completion]
        /// Whether the last positional takes every remaining word.
        let variadic: Bool
    }

    let program: String
    /// Groups and single-word commands.
    let top: [Word]
    /// Each group's subcommands.
    let groups: [(name: String, words: [Word])]
    let commands: [Command]
    let globals: [Option]
    /// The hidden command that prints dynamic candidates.
    let completionCommand: String

    /// The group and command words of the set (for `.commands` completion) at the top level.
    var topNames: [String] { top.map(\.name) }

    init<Commands: Sendable>(_ set: CommandSet<Commands>) {
        program = set.program
        completionCommand = set.completionCommand ?? "__complete"
        let summaries = Dictionary(set.groups.map { ($0.name, $0.summary) }, uniquingKeysWith: { first, _ in first })
        top = set.topWords.map { word in
            let single = set.visibleEntries.first { $0.path == [word] }
            return Word(name: word, summary: single?.configuration.summary ?? summaries[word] ?? "")
        }
        groups = set.topWords.compactMap { word in
            let subs = set.subcommands(of: word)
            return subs.isEmpty ? nil : (word, subs.map { Word(name: $0.path[1], summary: $0.configuration.summary) })
        }
        commands = set.visibleEntries.map { entry in
            Command(
                path: entry.path.joined(separator: " "),
                options: entry.options.map {
                    Option(
                        spellings: $0.spellings, help: $0.helpText, takesValue: $0.takesValue,
                        completion: $0.completion)
                },
                positionals: entry.positionals.map(\.completion),
                variadic: entry.positionals.last?.isVariadic ?? false)
        }
        var globals = set.globals.map {
            Option(spellings: $0.spellings, help: $0.helpText, takesValue: $0.takesValue, completion: $0.completion)
        }
        for builtIn in CommandSet<Commands>.builtInOptions {
            let spellings = builtIn.name == "help" ? ["--help", "-h"] : [builtIn.spelling]
            globals.append(Option(spellings: spellings, help: builtIn.help, takesValue: false, completion: .none))
        }
        self.globals = globals
    }

    /// Every option spelling of `command` and the globals, in order.
    func optionSpellings(_ command: Command) -> [String] {
        (command.options + globals).flatMap(\.spellings)
    }

    /// How a completion is named inside the scripts: `values:a b`, `file`, `directory`, `commands`,
    /// `dynamic:KIND`, or `none`.
    static func kind(_ completion: Completion) -> String {
        switch completion {
        case .none: return "none"
        case .values(let values): return "values:" + values.joined(separator: " ")
        case .file: return "file"
        case .directory: return "directory"
        case .commands: return "commands"
        case .dynamic(let name): return "dynamic:" + name
        }
    }

    /// The bash or zsh function `NAME_is_command`: whether its argument is a whole command's path.
    func isCommandFunction(_ name: String) -> [String] {
        [
            "\(name)_is_command() {",
            "  case \"$1\" in",
            "    " + commands.map { ShellQuote.posix($0.path) }.joined(separator: "|") + ") return 0 ;;",
            "  esac",
            "  return 1",
            "}",
        ]
    }

    /// The `case` arms of a bash or zsh lookup from `CMDPATH|OPTION` to how the option's value
    /// completes: `'goods list|--sort') echo 'values:title …' ;;`, global options first.
    func valueKindArms(print: String) -> [String] {
        var arms: [String] = []
        for global in globals where global.takesValue {
            for spelling in global.spellings {
                arms.append(
                    "    *\(ShellQuote.posix("|" + spelling))) \(print) \(ShellQuote.posix(Self.kind(global.completion))) ;;"
                )
            }
        }
        for command in commands {
            for option in command.options where option.takesValue {
                for spelling in option.spellings {
                    arms.append(
                        "    \(ShellQuote.posix(command.path + "|" + spelling))) \(print) \(ShellQuote.posix(Self.kind(option.completion))) ;;"
                    )
                }
            }
        }
        return arms
    }

    /// The `case` arms of a bash or zsh lookup from `CMDPATH|INDEX` to how that positional completes
    /// (a variadic last positional matches every index from its own).
    func positionalKindArms(print: String) -> [String] {
        var arms: [String] = []
        for command in commands {
            for (index, completion) in command.positionals.enumerated() {
                let last = index == command.positionals.count - 1
                let pattern =
                    last && command.variadic
                    ? ShellQuote.posix(command.path + "|") + "*" : ShellQuote.posix("\(command.path)|\(index)")
                arms.append("    \(pattern)) \(print) \(ShellQuote.posix(Self.kind(completion))) ;;")
            }
        }
        return arms
    }

    /// Words a script writes unquoted (commands, options, values, kinds) must be plain.
    static func isPlainWord(_ word: String) -> Bool {
        !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-_./@+,:".unicodeScalars.contains(scalar))
            }
    }

    /// Every word a script writes unquoted that is not plain (see `isPlainWord`); empty for a usable set.
    var unsafeWords: [String] {
        var words = top.map(\.name) + groups.flatMap { [$0.name] + $0.words.map(\.name) }
        for command in commands {
            words += command.options.flatMap(\.spellings)
            for completion in command.options.map(\.completion) + command.positionals {
                if case .values(let values) = completion { words += values }
                if case .dynamic(let name) = completion { words.append(name) }
            }
        }
        words += globals.flatMap(\.spellings)
        return words.filter { !Self.isPlainWord($0) }
    }
}

extension CommandSet {
    /// A completion script for `shell` that completes commands, options, fixed values, files and
    /// folders, and asks `PROGRAM <completionCommand> KIND` for dynamic values.
    public func completionScript(for shell: Shell) -> String {
        let model = CompletionModel(self)
        switch shell {
        case .bash: return BashCompletion(model: model).script
        case .zsh: return ZshCompletion(model: model).script
        case .fish: return FishCompletion(model: model).script
        }
    }

    /// Words the completion scripts would write unquoted that are not plain ASCII words; a test asserts none.
    public var completionProblems: [String] { CompletionModel(self).unsafeWords }
}

/// Quoting for the scripts.
enum ShellQuote {
    /// `text` in POSIX single quotes (bash, zsh): `'it'\''s'`.
    static func posix(_ text: String) -> String {
        "'" + text.replacingAll("'", with: "'\\''") + "'"
    }

    /// `text` in fish single quotes: backslash and quote escaped.
    static func fish(_ text: String) -> String {
        "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
    }
}

extension String {
    /// The string with every `target` replaced by `replacement` (no Foundation needed).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
