/// The account a registration created (Account's `register`); registering does not log in.
public struct AccountRegistration: Sendable, Equatable, Codable {
    /// The new account's normalised (lowercase) username.
    public let username: String

    /// Creates a registration value.
    public init(username: String) {
        self.username = username
    }
}
