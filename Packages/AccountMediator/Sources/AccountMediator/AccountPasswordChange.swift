/// Whose password was changed (Account's `changePassword`); the session stays.
public struct AccountPasswordChange: Sendable, Equatable, Codable {
    /// The account's normalised username.
    public let username: String

    /// Creates a password-change value.
    public init(username: String) {
        self.username = username
    }
}
