/// Reads a command's arguments one at a time for its parser: `--name value`, `--name=value`, flags
/// and positional arguments. The parser switches on each name and asks for a value or a flag, and
/// every command words the same mistakes the same way.
struct OptionScanner {
    private var remaining: ArraySlice<String>
    private let suffix: String
    /// The current argument as given (`--layer=feature`, `Coupon`).
    private(set) var argument = ""
    /// The current option's name: the argument up to `=` for a `--name=value`, else the argument.
    private(set) var name = ""
    private var inlineValue: String?

    /// A scanner over `arguments`; `command` names a subcommand in messages (`option --x of init`).
    init<Arguments: Collection<String>>(_ arguments: Arguments, command: String? = nil) {
        remaining = ArraySlice(arguments)
        suffix = command.map { " of \($0)" } ?? ""
    }

    /// Moves to the next argument and returns its option name, or nil after the last.
    mutating func next() -> String? {
        guard let next = remaining.popFirst() else { return nil }
        argument = next
        name = next
        inlineValue = nil
        if next.hasPrefix("--"), let equals = next.firstIndex(of: "=") {
            name = String(next[..<equals])
            inlineValue = String(next[next.index(after: equals)...])
        }
        return name
    }

    /// The current option's value: after its `=`, else the next argument, which must not be an option.
    mutating func value() throws -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
            throw CheckDepsError.usage("option \(name)\(suffix) needs a value")
        }
        return next
    }

    /// An optional value: after `=`, else the next argument when it is not an option, else nil.
    mutating func optionalValue() -> String? {
        if let inlineValue { return inlineValue }
        guard let next = remaining.first, !next.hasPrefix("-") else { return nil }
        remaining = remaining.dropFirst()
        return next
    }

    /// Refuses a value given to a flag (`--force=yes`).
    func flag() throws {
        guard inlineValue == nil else { throw CheckDepsError.usage("option \(name)\(suffix) takes no value") }
    }
}
