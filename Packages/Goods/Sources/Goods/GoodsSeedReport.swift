/// What a seeding run did.
public struct GoodsSeedReport: Sendable, Equatable {
    /// Where the catalog came from, or `nil` when nothing was loaded.
    public let source: String?
    /// Items added.
    public let inserted: Int
    /// Existing items updated (only when refreshing).
    public let updated: Int
    /// Whether seeding was skipped because the catalog already had items.
    public let skipped: Bool

    /// Creates a report.
    public init(source: String?, inserted: Int, updated: Int, skipped: Bool) {
        self.source = source
        self.inserted = inserted
        self.updated = updated
        self.skipped = skipped
    }
}
