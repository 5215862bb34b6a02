import Foundation

/// The current session as the app sees it: who is logged in and the session's token.
public struct AccountSessionInfo: Sendable, Equatable {
    /// The logged-in user's username.
    public let username: String
    /// The session's random token (64 hex digits).
    public let token: String
    /// When the session started.
    public let createdAt: Date

    /// Creates a session value.
    public init(username: String, token: String, createdAt: Date) {
        self.username = username
        self.token = token
        self.createdAt = createdAt
    }
}
