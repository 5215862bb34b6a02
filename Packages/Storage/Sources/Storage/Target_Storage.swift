import Mediator
import StorageMediator

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
                try storage.statistics()
            },
            .local("integrityCheck", summary: "SQLite's integrity check: ok and its messages") { _ in
                try storage.integrityCheck()
            },
            .local("setting", summary: "The value of one setting (key); no value when there is none") { params in
                let key = try params.string("key")
                return StorageSetting(key: key, value: try storage.setting(key))
            },
            .local("setSetting", summary: "Stores a setting (key, value); a missing or null value removes it") {
                params in
                let key = try params.string("key")
                let value = try params.optionalString("value")
                try storage.setSetting(key, value)
                return StorageSetting(key: key, value: value)
            },
        ]
    }
}
