import AccountMediator

/// The result of a successful login: the new session and whom it replaced.
///
/// Not the wire type `AccountLogin`, for two reasons: it carries the new session's token, which
/// never crosses the mediator in a login answer (only `nativeSession` hands it to the app), and it
/// has no observer failures, which the target adds after it notifies `account.login`.
public struct LoginOutcome: Sendable, Equatable {
    /// The session now current.
    public let session: AccountSessionInfo
    /// The user whose session this login ended, if it was someone else; `nil` when nobody was logged
    /// in or the same user logged in again.
    public let replacedUsername: String?

    /// Creates an outcome value.
    public init(session: AccountSessionInfo, replacedUsername: String?) {
        self.session = session
        self.replacedUsername = replacedUsername
    }
}
