import Foundation

/// The current login: who, the session's random token, and when it started.
public struct AccountSession: Sendable, Equatable {
    /// The logged-in user's (normalised) username.
    public let username: String
    /// 64 hex digits of randomness identifying this session.
    public let token: String
    /// When the session started, to the second.
    public let createdAt: Date

    /// Creates a session value.
    public init(username: String, token: String, createdAt: Date) {
        self.username = username
        self.token = token
        self.createdAt = createdAt
    }
}
