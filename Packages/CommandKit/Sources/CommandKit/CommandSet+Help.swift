extension CommandSet {
    /// What `help` can be asked about: the program, a group or a command.
    public enum HelpTopic: Sendable {
        /// The program: every command and the global options.
        case program
        /// A group's commands.
        case group(String)
        /// One command's usage, arguments and options.
        case command(Entry)
    }

    /// The topic `words` name (`[]`, `["cart"]`, `["cart", "add"]`), as `help <words>` reads them.
    ///
    /// - Throws: `UsageError` for an unknown command (with the closest match) or extra words.
    public func helpTopic(_ words: [String]) throws(UsageError) -> HelpTopic {
        guard !words.isEmpty else { return .program }
        switch try resolve(words, allowGroup: true) {
        case .group(let name):
            guard words.count == 1 else { throw UsageError("unexpected argument \(Quoted.prefix(of: words[1]))") }
            return .group(name)
        case .command(let entry, let used):
            guard words.count == used else { throw UsageError("unexpected argument \(Quoted.prefix(of: words[used]))") }
            return .command(entry)
        }
    }

    /// The help for `topic`, laid out for a terminal `width` columns wide.
    public func help(_ topic: HelpTopic, width: Int) -> String {
        switch topic {
        case .program: return programHelp(width: width)
        case .group(let name): return groupHelp(name, width: width)
        case .command(let entry): return commandHelp(entry, width: width)
        }
    }

    private func programHelp(width: Int) -> String {
        var lines = TextLayout.wrap("\(program): \(summary)", width: width) + [""]
        lines += TextLayout.fill(["usage:", program, "<command>", "[options]"], width: width, indent: 7)
        lines += ["", "commands:"]
        lines += TextLayout.columns(
            visibleEntries.map { ($0.path.joined(separator: " "), $0.configuration.summary) }, width: width)
        lines += ["", "global options:"]
        lines += globalRows(width: width)
        lines += [""]
        lines += TextLayout.wrap(
            "Run '\(program) help <command>' or '\(program) <command> --help' for a command's arguments and options.",
            width: width)
        return lines.joined(separator: "\n")
    }

    private func groupHelp(_ name: String, width: Int) -> String {
        let subcommands = subcommands(of: name)
        var lines = TextLayout.fill(["usage:", program, name, "<command>", "[options]"], width: width, indent: 7)
        if let group = groups.first(where: { $0.name == name }) {
            lines += [""] + TextLayout.wrap(group.summary, width: width)
        }
        lines += ["", "commands:"]
        lines += TextLayout.columns(subcommands.map { ($0.path[1], $0.configuration.summary) }, width: width)
        lines += [""]
        lines += TextLayout.wrap(
            "Run '\(program) help \(name) <command>' or '\(program) \(name) <command> --help' for a command's options.",
            width: width)
        return lines.joined(separator: "\n")
    }

    private func commandHelp(_ entry: Entry, width: Int) -> String {
        let leading = entry.path.count + 1
        let elements = entry.usageElements
        let head = (["usage:"] + elements.prefix(leading)).joined(separator: " ")
        let indent = head.count + 1 <= max(width, TextLayout.minimumWidth) / 2 ? head.count + 1 : 7
        var lines = TextLayout.fill(
            Array(elements.dropFirst(leading)), width: width, firstPrefix: head + " ", indent: indent)
        if elements.count == leading { lines = [head] }
        if !entry.configuration.summary.isEmpty {
            lines += [""] + TextLayout.wrap(entry.configuration.summary, width: width)
        }
        if let discussion = entry.configuration.discussion {
            lines += [""] + TextLayout.wrap(discussion, width: width)
        }
        let positionals = entry.positionals.map { ($0.helpLabel, $0.helpParagraph) }
        if !positionals.isEmpty {
            lines += ["", "arguments:"]
            lines += TextLayout.columns(positionals, width: width)
        }
        let options = entry.options.map { ($0.helpLabel, $0.helpParagraph) }
        if !options.isEmpty {
            lines += ["", "options:"]
            lines += TextLayout.columns(options, width: width)
        }
        guard !entry.path.isEmpty else {
            return (lines + ["", "-h, --help shows this help."]).joined(separator: "\n")
        }
        lines += [""]
        let globalWords = globals.map(\.compactLabel) + ["-h/--help"]
        lines += TextLayout.wrap(
            "global options: " + globalWords.joined(separator: ", ") + " (see: \(program) --help)", width: width)
        return lines.joined(separator: "\n")
    }

    private func globalRows(width: Int) -> [String] {
        var rows = globals.map { ($0.helpLabel, $0.helpParagraph) }
        for builtIn in Self.builtInOptions {
            rows.append((builtIn.name == "help" ? "-h, --help" : builtIn.helpLabel, builtIn.help))
        }
        return TextLayout.columns(rows, width: width)
    }
}
