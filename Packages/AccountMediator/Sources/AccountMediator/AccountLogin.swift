/// What a successful login reports (Account's `login`).
public struct AccountLogin: Sendable, Equatable, Codable {
    /// The logged-in user's normalised username.
    public let username: String
    /// The other user whose session this login ended, if any (absent when none).
    public let replacedUsername: String?
    /// Observers of the login (and of the replaced user's logout) that failed; the login still stands.
    public let observerErrors: [AccountObserverError]

    /// Creates a login value.
    public init(username: String, replacedUsername: String?, observerErrors: [AccountObserverError]) {
        self.username = username
        self.replacedUsername = replacedUsername
        self.observerErrors = observerErrors
    }
}
