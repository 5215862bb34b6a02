/// What emptying a cart removed (Cart's `nativeClear`, used by checkout).
public struct CartClearing: Sendable, Equatable, Codable {
    /// The cart's owner.
    public let username: String
    /// How many lines were removed (0 for an empty cart).
    public let removedLines: Int

    /// Creates a clearing report.
    public init(username: String, removedLines: Int) {
        self.username = username
        self.removedLines = removedLines
    }
}
