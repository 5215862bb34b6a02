import Mediator

/// The Storage component's Target-Action adapter, found by the mediator as `Storage.Target_Storage`.
///
/// Every action is local: statistics and the integrity check describe a file on this device
/// (diagnostics, not something a URL should read), and settings may hold anything a component
/// stores there. The remote entry is default-deny, so `.local` keeps them all unreachable from URLs.
public struct Target_Storage: MediatorTarget {
    let storage: StorageFacade

    /// Creates the target from the services in the mediator's context.
    public init(mediator: Mediator) throws {
        storage = try mediator.context.require(StorageFacade.self)
    }

    /// The actions this target answers.
    public var actions: [Action] {
        [
            .local("statistics", summary: "Database size, pages and row counts per owner") { _ in
                Self.value(of: try storage.statistics())
            },
            .local("integrityCheck", summary: "SQLite's integrity check: ok and its messages") { _ in
                let lines = try storage.integrityCheck()
                return .object([
                    "ok": .bool(lines == ["ok"]),
                    "messages": .array(lines.map { .string($0) }),
                ])
            },
            .local("setting", summary: "The value of one setting (key), or null") { params in
                let key = try params.string("key")
                return .object(["key": .string(key), "value": try storage.setting(key).map { .string($0) } ?? .null])
            },
            .local("setSetting", summary: "Stores a setting (key, value); a missing or null value removes it") {
                params in
                let key = try params.string("key")
                let value = try params.optionalString("value")
                try storage.setSetting(key, value)
                return .object(["key": .string(key), "value": value.map { .string($0) } ?? .null])
            },
        ]
    }

    static func value(of statistics: StorageStatistics) -> MediatorValue {
        .object([
            "path": statistics.path.map { .string($0) } ?? .null,
            "fileSize": .int(Int(statistics.fileSize)),
            "walFileSize": .int(Int(statistics.walFileSize)),
            "pageCount": .int(statistics.pageCount),
            "pageSize": .int(statistics.pageSize),
            "freePageCount": .int(statistics.freePageCount),
            "journalMode": .string(statistics.journalMode),
            "owners": .array(
                statistics.owners.map { owner in
                    .object([
                        "name": .string(owner.name),
                        "rowCount": .int(owner.rowCount),
                        "tables": .array(
                            owner.tables.map { .object(["name": .string($0.name), "rowCount": .int($0.rowCount)]) }),
                    ])
                }),
        ])
    }
}
