/// The result of a successful login: the new session and whom it replaced.
public struct LoginOutcome: Sendable, Equatable {
    /// The session now current.
    public let session: AccountSession
    /// The user whose session this login ended, if it was someone else; `nil` when nobody was logged
    /// in or the same user logged in again.
    public let replacedUsername: String?

    /// Creates an outcome value.
    public init(session: AccountSession, replacedUsername: String?) {
        self.session = session
        self.replacedUsername = replacedUsername
    }
}
