/// One note Coupon keeps, as `list` answers it.
public struct CouponNote: Sendable, Equatable, Codable {
    /// The note's number, in the order notes were kept.
    public let id: Int
    /// The message, trimmed.
    public let message: String
    /// How many characters the message has.
    public let characters: Int
    /// When it was kept, in seconds since 1970.
    public let receivedAt: Int

    /// Creates a note.
    public init(id: Int, message: String, characters: Int, receivedAt: Int) {
        self.id = id
        self.message = message
        self.characters = characters
        self.receivedAt = receivedAt
    }
}
