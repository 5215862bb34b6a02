/// Who is logged in (Account's `currentUser`, the one remote-callable Account action).
public struct AccountCurrentUser: Sendable, Equatable, Codable {
    /// The logged-in user's username, or `nil` when nobody is logged in.
    public let username: String?

    /// Creates a current-user value.
    public init(username: String?) {
        self.username = username
    }

    private enum CodingKeys: String, CodingKey {
        case username
    }

    /// Writes `username` even when nobody is logged in: links and `--json` readers get
    /// `{"username": null}`, never an empty object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(username, forKey: .username)
    }
}
