import FuzzSupport
import ShopCommands

/// The properties of `ShopCLI.read` and of the interactive line splitter.
enum ReadingProperties {
    static let cli = ShopCLI()

    /// A command line reads as a command or a usage error; a reading, written back canonically (or
    /// with its global options first), reads the same.
    static func checkArguments(_ arguments: [String], _ reader: Reader) {
        let reading: CommandLineReading
        do {
            reading = try reader.read(arguments)
        } catch {
            Property.check(error.exitCode == 2, "\(arguments) failed with exit \(error.exitCode): \(error)")
            Property.check(!error.message.isEmpty, "\(arguments) failed without a message")
            return
        }
        if reading.command.isEmpty {
            Property.check(
                reading.positionals.isEmpty && reading.options.isEmpty && reading.flags.isEmpty && !reading.isGroup,
                "\(arguments) reads as no command but with arguments: \(reading)")
        }
        for option in reading.options.keys.sorted() + reading.flags.sorted() {
            Property.check(option.hasPrefix("--"), "\(arguments) reads option '\(option)' without '--'")
        }
        let (globals, command, positionals) = canonical(reading)
        for written in [command + globals + positionals, globals + command + positionals] {
            let again: CommandLineReading
            do {
                again = try reader.read(written)
            } catch {
                Property.fail("\(arguments) reads, but written back as \(written) it fails: \(error)")
                continue
            }
            Property.check(again == reading, "\(arguments) and \(written) read differently: \(reading) vs \(again)")
        }
    }

    /// The reading as arguments: globals; the command with `--name=value` options (one per value) and flags; and
    /// `--` before the positionals (so a positional that starts with `-` stays one).
    static func canonical(_ reading: CommandLineReading) -> (
        globals: [String], command: [String], positionals: [String]
    ) {
        var globals: [String] = []
        if reading.json { globals.append("--json") }
        if reading.help { globals.append("--help") }
        if reading.version { globals.append("--version") }
        if let home = reading.home { globals.append("--home=\(home)") }
        if let url = reading.dispatchURL { globals.append("--dispatch-url=\(url)") }
        guard !reading.command.isEmpty, !reading.isGroup else { return (globals, reading.command, []) }
        var command = reading.command
        command += reading.options.keys.sorted().flatMap { name in
            (reading.options[name] ?? []).map { "\(name)=\($0)" }
        }
        command += reading.flags.sorted()
        return (globals, command, reading.positionals.isEmpty ? [] : ["--"] + reading.positionals)
    }

    /// A line splits into words, or fails as a usage error; the words, quoted again, split back to
    /// themselves, and read as the session would read them.
    static func checkLine(_ line: String, _ reader: Reader) {
        let words: [String]
        do {
            words = try reader.words(line)
        } catch {
            Property.check(error.exitCode == 2, "the line \(debug(line)) failed with exit \(error.exitCode)")
            return
        }
        checkQuoted(words, reader)
        checkArguments(words, reader)
    }

    /// Any words, each quoted and joined by spaces, split back to exactly those words.
    static func checkQuoted(_ words: [String], _ reader: Reader) {
        let line = words.map(quoted).joined(separator: " ")
        do {
            let again = try reader.words(line)
            Property.check(again == words, "\(words.map(debug)) quoted as \(debug(line)) split to \(again.map(debug))")
        } catch {
            Property.fail("\(words.map(debug)) quoted as \(debug(line)) does not split: \(error)")
        }
    }

    /// A word in single quotes, each `'` in it written `'\''` (as a POSIX shell reads it).
    static func quoted(_ word: String) -> String {
        var out = "'"
        for scalar in word.unicodeScalars {
            if scalar == "'" { out += "'\\''" } else { out.unicodeScalars.append(scalar) }
        }
        return out + "'"
    }

    /// Text with its scalars spelled out, so a failure shows invisible and combining characters.
    static func debug(_ text: String) -> String {
        "\""
            + text.unicodeScalars.map {
                $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}"
            }.joined() + "\""
    }
}
