/// A command line that cannot run: one line saying why, and the usage of the command it concerns.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why, such as `unknown option '--quantty' for 'cart add' (did you mean '--quantity'?)`.
    public let message: String
    /// The usage line of the command concerned, if one.
    public let usage: String?

    /// An error with its message and the usage to show after it.
    public init(_ message: String, usage: String? = nil) {
        self.message = message
        self.usage = usage
    }

    /// The message.
    public var description: String { message }
}
