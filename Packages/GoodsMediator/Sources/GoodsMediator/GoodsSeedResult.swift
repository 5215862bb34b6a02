import Mediator

/// What a Goods seeding run did.
public struct GoodsSeedResult: Sendable, Equatable {
    /// Where the catalog came from, or `nil` when nothing was loaded.
    public let source: String?
    /// Items added.
    public let inserted: Int
    /// Existing items updated (refresh only).
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

    /// Decodes Goods' `seed` result.
    ///
    /// - Throws: `GoodsCallError.unexpectedResult` naming the field.
    public init(_ value: MediatorValue) throws {
        let fields = try ResultReader(value) { GoodsCallError.unexpectedResult(action: "seed", reason: $0) }
        self.init(
            source: try fields.optionalString("source"), inserted: try fields.int("inserted"),
            updated: try fields.int("updated"), skipped: try fields.bool("skipped"))
    }
}
