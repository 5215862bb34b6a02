/// An account's role (Account's `role`).
public struct AccountUserRole: Sendable, Equatable, Codable {
    /// The account's normalised username.
    public let username: String
    /// Its role.
    public let role: AccountRole

    /// Creates a role value.
    public init(username: String, role: AccountRole) {
        self.username = username
        self.role = role
    }
}
