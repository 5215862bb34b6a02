import Mediator

extension Mediator {
    /// Typed calls to the Storage component.
    public var storage: StorageCalls { StorageCalls(mediator: self) }
}

/// Typed calls to Storage: the only caller-side place that spells Storage's target and action names.
///
/// Storage's own failures arrive as `StorageFailure`; other mediator failures (Storage not linked,
/// no database in the context, a result that does not decode) as `MediatorError`.
public struct StorageCalls: Sendable {
    let storage: ComponentClient<StorageErrorCode>

    init(mediator: Mediator) {
        storage = ComponentClient(mediator, target: "Storage")
    }

    /// Database size, pages, and row counts per owning component.
    public func statistics() throws -> StorageStatisticsSummary {
        try storage.call(action: "statistics")
    }

    /// SQLite's integrity check of the database.
    public func integrityCheck() throws -> StorageIntegrityReport {
        try storage.call(action: "integrityCheck")
    }

    /// The setting stored under `key`, or `nil` when there is none.
    public func setting(_ key: String) throws -> String? {
        try storage.call(action: "setting", ["key": .string(key)], as: StorageSetting.self).value
    }

    /// Stores `value` under `key`; `nil` removes the setting.
    ///
    /// - Returns: the setting after the change.
    @discardableResult
    public func setSetting(_ key: String, _ value: String?) throws -> StorageSetting {
        try storage.call(action: "setSetting", ["key": .string(key), "value": value.map { .string($0) } ?? .null])
    }
}
