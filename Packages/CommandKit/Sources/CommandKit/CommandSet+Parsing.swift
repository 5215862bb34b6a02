extension CommandSet {
    /// The generic usage line: `shop <command> [options]`.
    public var programUsage: String { "\(program) <command> [options]" }

    /// Reads `arguments` (without the program name): global options anywhere before `--`, then the
    /// command's words, positionals, options and flags.
    ///
    /// - Throws: `UsageError` for an unknown command or option (with the closest match), a missing or
    ///   extra positional, an option without its value, a value given to a flag, an option given twice,
    ///   or a refused option.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine<Command> {
        var help = false
        var version = false
        var globalOptions: [String: [String]] = [:]
        var globalFlags: Set<String> = []
        var rest: [String] = []
        var index = 0
        var afterTerminator = false
        /// Reads the value of global `option` (named `name` on the line): inline, else the next word.
        func globalValue(_ option: ArgumentDefinition, _ name: String, inline: String?) throws(UsageError) {
            guard let value = inline ?? (index < arguments.count ? arguments[index] : nil), !value.isEmpty,
                inline != nil || !value.hasPrefix("--")
            else {
                throw UsageError("\(name) needs a value (\(option.valueName))")
            }
            if inline == nil { index += 1 }
            try Self.record(value, of: option, named: name, in: &globalOptions, usage: nil)
        }
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if afterTerminator {
                rest.append(token)
                continue
            }
            let (name, inline) = Self.split(token)
            if name == "--" {
                afterTerminator = true
                rest.append(token)
            } else if name == "--help" || name == "-h" || name == "--version" {
                guard inline == nil else { throw UsageError("\(name) takes no value") }
                if name == "--version" { version = true } else { help = true }
            } else if let (global, isOff) = global(spelled: name) {
                if global.kind == .flag {
                    guard inline == nil else { throw UsageError("\(name) takes no value") }
                    Self.record(global, off: isOff, in: &globalFlags)
                    continue
                }
                try globalValue(global, name, inline: inline)
            } else if let group = try Self.shortGroup(token, usage: nil, among: { globalShort($0) }) {
                for global in group {
                    if global.kind == .flag {
                        Self.record(global, off: false, in: &globalFlags)
                    } else {
                        try globalValue(global, "-" + String(global.shortName ?? " "), inline: nil)
                    }
                }
            } else {
                rest.append(token)
            }
        }
        func line(_ topic: ParsedCommandLine<Command>.Topic) -> ParsedCommandLine<Command> {
            ParsedCommandLine(
                topic: topic, wantsHelp: help, wantsVersion: version, positionals: [], options: [:], flags: [],
                globalOptions: globalOptions, globalFlags: globalFlags)
        }
        guard let first = rest.first, first != "--" else { return line(.none) }
        if first.hasPrefix("-") {
            if let reason = refusedOptions[Self.split(first).0] { throw UsageError(reason, usage: programUsage) }
            throw UsageError(
                "unknown option \(Quoted.prefix(of: first))" + Suggestion.hint(for: first, among: globalSpellings),
                usage: programUsage)
        }
        let consumed: Int
        let entry: Entry
        switch try resolve(rest, allowGroup: help || rest.count == 1) {
        case .group(let name): return line(.group(name))
        case .command(let found, let words):
            entry = found
            consumed = words
        }
        let (positionals, options, flags) = try readArguments(Array(rest.dropFirst(consumed)), for: entry, help: help)
        return ParsedCommandLine(
            topic: .command(entry), wantsHelp: help, wantsVersion: version, positionals: positionals, options: options,
            flags: flags, globalOptions: globalOptions, globalFlags: globalFlags)
    }

    /// What the first words of a line name.
    enum Resolution {
        case group(String)
        case command(Entry, words: Int)
    }

    /// Finds the command (or group) that `words` begin with.
    ///
    /// - Parameter allowGroup: whether a group word not followed by a subcommand names the group
    ///   (for help) rather than being an error.
    func resolve(_ words: [String], allowGroup: Bool) throws(UsageError) -> Resolution {
        guard let first = words.first else { throw UsageError("no command given", usage: programUsage) }
        let candidates = entries.filter { $0.path[0] == first }
        guard !candidates.isEmpty else {
            throw UsageError(
                "unknown command \(Quoted.prefix(of: first))" + Suggestion.hint(for: first, among: topWords),
                usage: programUsage)
        }
        if let single = candidates.first(where: { $0.path.count == 1 }) { return .command(single, words: 1) }
        let visible = candidates.filter { !$0.configuration.isHidden }.map { $0.path[1] }
        guard words.count > 1, !words[1].hasPrefix("-") else {
            if allowGroup { return .group(first) }
            throw UsageError(
                "'\(first)' needs a subcommand: \(visible.joined(separator: ", "))",
                usage: "\(program) \(first) <\(visible.joined(separator: "|"))>")
        }
        guard let sub = candidates.first(where: { $0.path[1] == words[1] }) else {
            throw UsageError(
                "unknown command \(Quoted.prefix(of: "\(first) \(words[1])"))"
                    + Suggestion.hint(for: words[1], among: visible),
                usage: "\(program) \(first) <\(visible.joined(separator: "|"))>")
        }
        return .command(sub, words: 2)
    }

    /// The positionals, options and flags of `entry` in `tokens` (the words after the command's own).
    func readArguments(_ tokens: [String], for entry: Entry, help: Bool) throws(UsageError) -> (
        [String], [String: [String]], Set<String>
    ) {
        var positionals: [String] = []
        var options: [String: [String]] = [:]
        var flags: Set<String> = []
        var index = 0
        var afterTerminator = false
        let command = entry.path.isEmpty ? program : entry.path.joined(separator: " ")
        /// Reads the value of `option` (named `name` on the line): inline, else the next word.
        func value(_ option: ArgumentDefinition, _ name: String, inline: String?) throws(UsageError) {
            let value: String
            if let inline {
                value = inline
            } else if index < tokens.count, !tokens[index].hasPrefix("--") {
                value = tokens[index]
                index += 1
            } else {
                throw UsageError("\(name) needs a value (\(option.valueName))", usage: entry.usage)
            }
            try Self.record(value, of: option, named: name, in: &options, usage: entry.usage)
        }
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token == "--" && !afterTerminator {
                afterTerminator = true
                continue
            }
            if !afterTerminator,
                let group = try Self.shortGroup(token, usage: entry.usage, among: { entry.option(short: $0) })
            {
                for option in group {
                    if option.kind == .flag {
                        Self.record(option, off: false, in: &flags)
                    } else {
                        try value(option, "-" + String(option.shortName ?? " "), inline: nil)
                    }
                }
                continue
            }
            if afterTerminator || !token.hasPrefix("--") {
                positionals.append(token)
                continue
            }
            let (name, inline) = Self.split(token)
            if let reason = refusedOptions[name] { throw UsageError(reason, usage: entry.usage) }
            guard let (option, isOff) = entry.option(spelled: name) else {
                throw UsageError(
                    "unknown option \(Quoted.prefix(of: name)) for '\(command)'"
                        + Suggestion.hint(for: name, among: entry.options.flatMap(\.spellings)), usage: entry.usage)
            }
            if option.kind == .flag {
                guard inline == nil else { throw UsageError("\(name) takes no value", usage: entry.usage) }
                Self.record(option, off: isOff, in: &flags)
                continue
            }
            try value(option, name, inline: inline)
        }
        let declared = entry.positionals
        if !declared.contains(where: \.isVariadic), positionals.count > declared.count {
            throw UsageError(
                "unexpected argument \(Quoted.prefix(of: positionals[declared.count]))", usage: entry.usage)
        }
        if !help, let missing = declared.dropFirst(positionals.count).first(where: \.isRequired) {
            throw UsageError("missing \(missing.spelling)", usage: entry.usage)
        }
        return (positionals, options, flags)
    }

    /// Adds `value` to the values of `option` (named `name` on the line).
    ///
    /// - Throws: `UsageError` when a single-value option is given a second time.
    static func record(
        _ value: String, of option: ArgumentDefinition, named name: String, in options: inout [String: [String]],
        usage: String?
    ) throws(UsageError) {
        guard option.isRepeating || options[option.spelling] == nil else {
            throw UsageError("\(name) is given twice", usage: usage)
        }
        options[option.spelling, default: []].append(value)
    }

    /// Records `flag` as given; an inverted flag keeps only the form given last (`--cache` or `--no-cache`).
    static func record(_ flag: ArgumentDefinition, off: Bool, in flags: inout Set<String>) {
        if let offSpelling = flag.offSpelling {
            flags.remove(flag.spelling)
            flags.remove(offSpelling)
            flags.insert(off ? offSpelling : flag.spelling)
        } else {
            flags.insert(flag.spelling)
        }
    }

    /// The options a word of short names names (`-vn`: `-v`, `-n`), or `nil` when it is not one: it
    /// must start with one dash and a letter that `lookup` knows (so `-3` and `-` stay words).
    ///
    /// - Throws: `UsageError` for an unknown letter in the group, an option that takes a value
    ///   anywhere but last, or a value after `=`.
    static func shortGroup(
        _ token: String, usage: String?, among lookup: (Character) -> ArgumentDefinition?
    ) throws(UsageError) -> [ArgumentDefinition]? {
        let letters = token.dropFirst()
        guard token.hasPrefix("-"), let first = letters.first, first != "-", NameSpecification.isShortName(first),
            lookup(first) != nil
        else { return nil }
        if let equals = letters.firstIndex(of: "=") {
            throw UsageError(
                "-\(letters[..<equals].suffix(1)) takes its value as the next word, not after '='", usage: usage)
        }
        var group: [ArgumentDefinition] = []
        for (offset, letter) in letters.enumerated() {
            guard let option = lookup(letter) else {
                throw UsageError("unknown option '-\(letter)' in \(Quoted.prefix(of: token))", usage: usage)
            }
            if option.takesValue && offset != letters.count - 1 {
                throw UsageError(
                    "-\(letter) takes a value, so it must end the group \(Quoted.prefix(of: token))", usage: usage)
            }
            group.append(option)
        }
        return group
    }

    /// `--name=value` into its parts, at the first `=` scalar: a value that starts with a combining
    /// mark makes `=` part of a larger `Character`, which a character search would miss.
    static func split(_ token: String) -> (String, String?) {
        let scalars = token.unicodeScalars
        guard token.hasPrefix("--"), let equals = scalars.firstIndex(of: "=") else { return (token, nil) }
        return (String(scalars[..<equals]), String(scalars[scalars.index(after: equals)...]))
    }
}
