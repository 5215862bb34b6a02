/// Hand-written parsing of `shop` command lines: commands, options, globals, and suggestions.
struct ShopParser: Sendable {
    /// A successfully parsed line.
    struct Parsed: Sendable {
        let spec: CommandSpec?
        let positionals: [String]
        let options: [String: String]
        let flags: Set<String>
        let globals: GlobalOptions
        /// A group name given alone (`shop cart`), to show its subcommands.
        let group: String?
    }

    let specs: [CommandSpec]

    /// Options that would put a password in the process's arguments; refused with what to do instead.
    static let secretOptions: Set<String> = ["--password", "--old", "--new", "--old-password", "--new-password"]

    /// The top-level words (`goods`, `cart`, `routes`, …), in declaration order.
    var groups: [String] {
        var seen: [String] = []
        for spec in specs where !seen.contains(spec.path[0]) { seen.append(spec.path[0]) }
        return seen
    }

    func parse(_ arguments: [String]) throws -> Parsed {
        var globals = GlobalOptions()
        var rest: [String] = []
        var index = 0
        var afterTerminator = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if afterTerminator {
                rest.append(token)
                continue
            }
            let (name, inline) = Self.split(token)
            switch name {
            case "--":
                afterTerminator = true
                rest.append(token)
            case "--help", "-h":
                globals.help = true
            case "--json":
                guard inline == nil else { throw ShopError.usage("--json takes no value", usage: nil) }
                globals.json = true
            case "--home", "--dispatch-url":
                guard let value = inline ?? (index < arguments.count ? arguments[index] : nil), !value.isEmpty,
                    inline != nil || !value.hasPrefix("--")
                else {
                    throw ShopError.usage("\(name) needs a value", usage: nil)
                }
                if inline == nil { index += 1 }
                if name == "--home" { globals.home = value } else { globals.dispatchURL = value }
            default:
                rest.append(token)
            }
        }
        guard let first = rest.first, first != "--" else {
            return Parsed(spec: nil, positionals: [], options: [:], flags: [], globals: globals, group: nil)
        }
        if first.hasPrefix("-") {
            throw ShopError.usage(
                "unknown option '\(first)'"
                    + Self.hint(first, among: ["--home", "--json", "--dispatch-url", "--help"]),
                usage: "shop <command> [options]")
        }
        let candidates = specs.filter { $0.path[0] == first }
        guard !candidates.isEmpty else {
            throw ShopError.usage(
                "unknown command '\(first)'" + Self.hint(first, among: groups), usage: "shop <command> [options]")
        }
        var spec = candidates.first { $0.path.count == 1 }
        var consumed = 1
        let subcommands = candidates.filter { $0.path.count == 2 }
        if !subcommands.isEmpty {
            guard rest.count > 1, !rest[1].hasPrefix("-") else {
                if globals.help || rest.count == 1 {
                    return Parsed(spec: nil, positionals: [], options: [:], flags: [], globals: globals, group: first)
                }
                throw ShopError.usage(
                    "'\(first)' needs a subcommand: \(subcommands.map { $0.path[1] }.joined(separator: ", "))",
                    usage: nil)
            }
            guard let sub = subcommands.first(where: { $0.path[1] == rest[1] }) else {
                throw ShopError.usage(
                    "unknown command '\(first) \(rest[1])'" + Self.hint(rest[1], among: subcommands.map { $0.path[1] }),
                    usage: "shop \(first) <\(subcommands.map { $0.path[1] }.joined(separator: "|"))>")
            }
            spec = sub
            consumed = 2
        }
        guard let spec else {
            throw ShopError.usage("unknown command '\(first)'", usage: nil)
        }
        return try parseArguments(Array(rest.dropFirst(consumed)), for: spec, globals: globals)
    }

    private func parseArguments(_ tokens: [String], for spec: CommandSpec, globals: GlobalOptions) throws -> Parsed {
        var positionals: [String] = []
        var options: [String: String] = [:]
        var flags: Set<String> = []
        var index = 0
        var afterTerminator = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token == "--" && !afterTerminator {
                afterTerminator = true
                continue
            }
            if afterTerminator || !token.hasPrefix("--") {
                positionals.append(token)
                continue
            }
            let (name, inline) = Self.split(token)
            if Self.secretOptions.contains(name) {
                throw ShopError.usage(
                    "\(name) is not accepted: a password in the arguments shows in 'ps' and /proc/PID/cmdline; "
                        + "type it at the prompt, or pipe it with --password-stdin", usage: spec.usage)
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw ShopError.usage(
                    "unknown option '\(name)' for '\(spec.path.joined(separator: " "))'"
                        + Self.hint(name, among: spec.options.map(\.name)), usage: spec.usage)
            }
            if option.isFlag {
                guard inline == nil else { throw ShopError.usage("\(name) takes no value", usage: spec.usage) }
                flags.insert(name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if index < tokens.count, !tokens[index].hasPrefix("--") {
                value = tokens[index]
                index += 1
            } else {
                throw ShopError.usage("\(name) needs a value (\(option.valueName ?? "value"))", usage: spec.usage)
            }
            guard options[name] == nil else { throw ShopError.usage("\(name) is given twice", usage: spec.usage) }
            options[name] = value
        }
        if positionals.count > spec.positionals.count {
            throw ShopError.usage("unexpected argument '\(positionals[spec.positionals.count])'", usage: spec.usage)
        }
        if !globals.help, let missing = spec.positionals.dropFirst(positionals.count).first(where: \.required) {
            throw ShopError.usage("missing <\(missing.name)>", usage: spec.usage)
        }
        return Parsed(
            spec: spec, positionals: positionals, options: options, flags: flags, globals: globals, group: nil)
    }

    /// `--name=value` into its parts, at the first `=` scalar: a value that starts with a combining
    /// mark makes `=` part of a larger `Character`, which a character search would miss.
    private static func split(_ token: String) -> (String, String?) {
        let scalars = token.unicodeScalars
        guard token.hasPrefix("--"), let equals = scalars.firstIndex(of: "=") else { return (token, nil) }
        return (String(scalars[..<equals]), String(scalars[scalars.index(after: equals)...]))
    }

    /// `" (did you mean 'cart'?)"` when a close match exists, else `""`.
    static func hint(_ word: String, among candidates: [String]) -> String {
        guard let best = suggestion(for: word, among: candidates) else { return "" }
        return " (did you mean '\(best)'?)"
    }

    /// The closest candidate by edit distance, when it is close enough to be a likely typo.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = max(2, word.count / 3)
        if best.1 <= limit { return best.0 }
        return candidates.first { $0.hasPrefix(word) && word.count >= 2 }
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
