/// What a command's `validate()` throws when its values do not go together, as in
/// swift-argument-parser: `throw ValidationError("--card is only for --method card")`.
///
/// `CommandSet.instantiate` and a type's static `parse(_:)` turn it into a `UsageError` with its
/// message and the command's usage, which programs treat as any other usage error (the shop exits 2).
public struct ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line shown to the user.
    public var message: String

    /// An error that says `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
