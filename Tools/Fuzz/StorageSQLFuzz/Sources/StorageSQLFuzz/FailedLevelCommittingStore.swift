import FuzzSupport
import Storage

/// A planted bug: a `StorageFacade` whose transactions at the chosen levels commit (or release their
/// savepoint) even when their body throws, and then rethrow: the failed level's changes survive.
/// Level 1 is the outermost transaction, 2 and more are savepoints.
final class FailedLevelCommittingStore: SQLStore {
    private let real: StorageFacade
    private let brokenLevels: ClosedRange<Int>
    private var depth = 0

    init(_ real: StorageFacade, brokenLevels: ClosedRange<Int>) {
        self.real = real
        self.brokenLevels = brokenLevels
    }

    var isInTransaction: Bool { real.isInTransaction }
    func execute(_ sql: String, _ bindings: [SQLValue]) throws -> Int { try real.execute(sql, bindings) }
    func executeScript(_ sql: String) throws { try real.executeScript(sql) }
    func query(_ sql: String, _ bindings: [SQLValue]) throws -> [Row] { try real.query(sql, bindings) }
    func queryOne(_ sql: String, _ bindings: [SQLValue]) throws -> Row? { try real.queryOne(sql, bindings) }

    func transaction<T>(durability: StorageDurability, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard brokenLevels.contains(depth) else { return try real.transaction(durability: durability, body) }
        var failure: (any Error)?
        let result = try real.transaction(durability: durability) { () -> T? in
            do {
                return try body()
            } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        guard let result else { Property.harnessFailure("a body returned no result and no error") }
        return result
    }
}
