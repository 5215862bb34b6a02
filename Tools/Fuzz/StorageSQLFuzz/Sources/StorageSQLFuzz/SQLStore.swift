import Storage

/// What the properties drive: Storage's public API that takes SQL. `StorageFacade` is the real one;
/// the planted-bug self-test fills it with `FailedLevelCommittingStore`.
protocol SQLStore: AnyObject {
    /// Whether the calling thread is inside a `transaction`.
    var isInTransaction: Bool { get }
    @discardableResult func execute(_ sql: String, _ bindings: [SQLValue]) throws -> Int
    func executeScript(_ sql: String) throws
    func query(_ sql: String, _ bindings: [SQLValue]) throws -> [Row]
    func queryOne(_ sql: String, _ bindings: [SQLValue]) throws -> Row?
    @discardableResult func transaction<T>(durability: StorageDurability, _ body: () throws -> T) throws -> T
}

extension SQLStore {
    /// A transaction with full durability, as every property runs them.
    @discardableResult func transaction<T>(_ body: () throws -> T) throws -> T {
        try transaction(durability: .full, body)
    }
}

extension StorageFacade: SQLStore {}
