/// What a seeding run did (Goods' `seed`, and its launch).
public struct GoodsSeedResult: Sendable, Equatable, Codable {
    /// Where the catalog came from, or `nil` (absent on the wire) when nothing was loaded.
    public let source: String?
    /// Items added.
    public let inserted: Int
    /// Existing items updated (only when refreshing).
    public let updated: Int
    /// Whether seeding was skipped because the catalog already had items.
    public let skipped: Bool

    /// Creates a result.
    public init(source: String?, inserted: Int, updated: Int, skipped: Bool) {
        self.source = source
        self.inserted = inserted
        self.updated = updated
        self.skipped = skipped
    }

    /// The result of a run that found the catalog already filled.
    public static let skippedRun = GoodsSeedResult(source: nil, inserted: 0, updated: 0, skipped: true)
}
