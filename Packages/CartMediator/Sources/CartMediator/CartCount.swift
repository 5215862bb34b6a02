/// How many units are in a user's cart (Cart's `count`).
public struct CartCount: Sendable, Equatable, Codable {
    /// The cart's owner.
    public let username: String
    /// Units across all lines.
    public let itemCount: Int

    /// Creates a count.
    public init(username: String, itemCount: Int) {
        self.username = username
        self.itemCount = itemCount
    }
}
