/// A role given to an account (Account's `setRole`, the operator's `shop staff grant|revoke`).
public struct AccountRoleChange: Sendable, Equatable, Codable {
    /// The account's normalised username.
    public let username: String
    /// The role it has now.
    public let role: AccountRole
    /// The role it had before (the same as `role` when nothing changed).
    public let previousRole: AccountRole

    /// Creates a role-change value.
    public init(username: String, role: AccountRole, previousRole: AccountRole) {
        self.username = username
        self.role = role
        self.previousRole = previousRole
    }
}
