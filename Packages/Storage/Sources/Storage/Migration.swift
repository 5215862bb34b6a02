/// One versioned schema change of a component, applied once through `StorageFacade.migrate(owner:_:)`.
public struct Migration: Sendable, Equatable {
    /// The version, positive and unique within the owner's list; versions apply in ascending order.
    public let version: Int
    /// The statements to run (no bindings; no `BEGIN`/`COMMIT`: the migration already runs in a transaction).
    public let sql: String

    /// Creates a migration.
    public init(version: Int, sql: String) {
        self.version = version
        self.sql = sql
    }
}
