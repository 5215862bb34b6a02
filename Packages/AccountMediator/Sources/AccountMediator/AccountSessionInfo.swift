import Foundation

/// The current session, for the app's own use (Account's `nativeSession`, which answers `null`
/// when nobody is logged in).
public struct AccountSessionInfo: Sendable, Equatable, Codable {
    /// The logged-in user's normalised username.
    public let username: String
    /// The session's random token (64 hex digits).
    public let token: String
    /// When the session started, to the second (unix seconds on the wire).
    public let createdAt: Date

    /// Creates a session value.
    public init(username: String, token: String, createdAt: Date) {
        self.username = username
        self.token = token
        self.createdAt = createdAt
    }
}
