/// A command line that cannot run: one line saying why, and the usage of the command it concerns.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the line does not run.
    public enum Kind: Sendable, Equatable {
        /// The line is wrong: an unknown word, a missing or bad value, a failed `validate()`.
        case invalid
        /// The line asks for help (`-h`, `--help`) of a type read by its static `parse(_:)`:
        /// `message` is that help, for standard output and a successful exit.
        case helpRequested
    }

    /// Why, such as `unknown option '--quantty' for 'cart add' (did you mean '--quantity'?)`.
    public let message: String
    /// The usage line of the command concerned, if one.
    public let usage: String?
    /// Whether the line is wrong or asks for help.
    public let kind: Kind

    /// An error with its message and the usage to show after it.
    public init(_ message: String, usage: String? = nil, kind: Kind = .invalid) {
        self.message = message
        self.usage = usage
        self.kind = kind
    }

    /// The message.
    public var description: String { message }
}
