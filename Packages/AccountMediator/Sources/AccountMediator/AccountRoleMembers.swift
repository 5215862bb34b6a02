/// Every account with one role (Account's `usernamesWithRole`).
public struct AccountRoleMembers: Sendable, Equatable, Codable {
    /// The role asked for.
    public let role: AccountRole
    /// The accounts' normalised usernames, sorted.
    public let usernames: [String]

    /// Creates a role-members value.
    public init(role: AccountRole, usernames: [String]) {
        self.role = role
        self.usernames = usernames
    }
}
