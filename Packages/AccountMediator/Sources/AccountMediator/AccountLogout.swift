/// What a successful logout reports (Account's `logout`).
public struct AccountLogout: Sendable, Equatable, Codable {
    /// The user who was logged out.
    public let username: String
    /// Observers of the logout that failed; the logout still stands.
    public let observerErrors: [AccountObserverError]

    /// Creates a logout value.
    public init(username: String, observerErrors: [AccountObserverError]) {
        self.username = username
        self.observerErrors = observerErrors
    }
}
