import Mediator

extension Mediator {
    /// Typed calls to the Storage component.
    public var storage: StorageCalls { StorageCalls(mediator: self) }
}

/// Typed calls to Storage: the only caller-side place that spells Storage's target and action names.
///
/// Storage's own failures arrive as `StorageCallError`; other mediator failures (Storage not linked,
/// no database in the context) as `MediatorError`.
public struct StorageCalls: Sendable {
    let mediator: Mediator

    /// Database size, pages, and row counts per owning component.
    public func statistics() throws -> StorageStatisticsSummary {
        let result = try call { try mediator.perform(target: "Storage", action: "statistics") }
        return try StorageStatisticsSummary(decoding: result)
    }

    /// SQLite's integrity check of the database.
    public func integrityCheck() throws -> StorageIntegrityReport {
        let result = try call { try mediator.perform(target: "Storage", action: "integrityCheck") }
        return try StorageIntegrityReport(decoding: result)
    }

    /// The setting stored under `key`, or `nil` when there is none.
    public func setting(_ key: String) throws -> String? {
        let result = try call {
            try mediator.perform(target: "Storage", action: "setting", params: ["key": .string(key)])
        }
        let fields = try ResultReader(
            result, label: "setting", optionalFields: .mustBePresent, error: StorageCallError.malformedResult)
        return try fields.optionalString("value")
    }

    /// Stores `value` under `key`; `nil` removes the setting.
    public func setSetting(_ key: String, _ value: String?) throws {
        let params: Params = ["key": .string(key), "value": value.map { .string($0) } ?? .null]
        _ = try call { try mediator.perform(target: "Storage", action: "setSetting", params: params) }
    }

    private func call(_ body: () throws -> MediatorValue) throws -> MediatorValue {
        do {
            return try body()
        } catch {
            throw StorageCallError.mapping(error)
        }
    }
}
