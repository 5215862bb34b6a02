import Foundation
import Mediator
import Storage
import TrackingMediator

/// The Target-Action adapter of Tracking, found by the mediator as `Tracking.Target_Tracking`.
///
/// Every action is local: usage data names users and reveals how the app is used, so no URL may
/// read or write it. On `.launch` the target installs `TrackingMiddleware` for all calls (once per
/// mediator); on `.terminate` it flushes the buffer.
public struct Target_Tracking: MediatorTarget {
    let facade: TrackingFacade
    // The mediator caches this target, so a strong reference would be a cycle; the mediator is alive
    // whenever an action or lifecycle event runs because it is the one running it.
    private unowned let mediator: Mediator

    /// Creates the target over the context's `StorageFacade`, clock and `tracking.*` settings.
    ///
    /// The Facade (and so its buffer) is shared by every instance of this target on one context:
    /// it is kept in the context, so a target created after `release` still flushes what the
    /// installed middleware buffered.
    ///
    /// - Throws: `MediatorError.serviceMissing` without storage, `TrackingError.invalidOption` for a
    ///   bad `tracking.maxRows`, `StorageError` when migrating fails.
    public init(mediator: Mediator) throws {
        let context = mediator.context
        let storage = try context.require(StorageFacade.self)
        if let shared = context.resolve(TrackingFacade.self), shared.storage === storage {
            facade = shared
        } else {
            let options = try TrackingOptions(settings: context.configuration.values)
            // Read once: the middleware stamps every dispatch, and a context lookup per call would cost more than the append.
            let clock = context.clock
            facade = try TrackingFacade(storage: storage, options: options, now: clock.now)
            context.register(facade)
        }
        self.mediator = mediator
    }

    /// The actions: `record`, `report`, `export`, `nativeFlush`, all local.
    public var actions: [Action] {
        [
            .local(
                "record",
                summary: "Records an event: name, properties (object or JSON text), username?, durationMs?"
            ) { params in
                let name = try params.string("name")
                try facade.record(
                    name, properties: try Self.propertiesText(params), username: try params.optionalString("username"),
                    durationMs: try params.optionalDouble("durationMs"))
                return TrackedEvent(name: name)
            },
            .local("report", summary: "Counts, error rates and p50/p95 durations: sinceMs?") { params in
                try facade.report(since: try Self.since(params))
            },
            .local("export", summary: "JSON Lines of the rows: path? (else returned as text), sinceMs?") {
                params -> any Sendable in
                let since = try Self.since(params)
                if let path = try params.optionalString("path") {
                    let lines = try facade.export(to: path, since: since)
                    return TrackingExportFile(path: path, lines: lines)
                }
                return TrackingExportText(text: try facade.exportText(since: since))
            },
            .local("nativeFlush", summary: "Writes the buffered records now") { _ in
                TrackingFlush(written: try facade.flush())
            },
        ]
    }

    /// Installs the middleware on `.launch` (once per mediator) and flushes on `.terminate`.
    public func handle(_ event: LifecycleEvent) async throws {
        switch event {
        case .launch: install()
        case .terminate: try facade.flush()
        case .login, .logout: break
        }
    }

    /// Adds `TrackingMiddleware` for all calls unless this mediator already has it.
    func install() {
        facade.installation.lock()
        defer { facade.installation.unlock() }
        guard !mediator.middlewareNames.contains(TrackingMiddleware.name) else { return }
        mediator.use(TrackingMiddleware(facade: facade), for: .all)
    }

    // MARK: Params and results

    /// `properties` as JSON text: an object is encoded, a string is taken as JSON text, absent is `{}`.
    static func propertiesText(_ params: Params) throws -> String {
        switch params["properties"] {
        case nil, .null?:
            return "{}"
        case .string(let text)?:
            return text
        case .object(let fields)? where MediatorValue.object(fields).isOrdinary:
            return MediatorValue.object(fields).jsonText
        case let other?:
            throw MediatorError.invalidParameter(
                key: "properties", expected: "an object of ordinary values or JSON object text",
                actual: other.kindName)
        }
    }

    /// `sinceMs` (unix milliseconds) as a date, or `nil` when absent.
    static func since(_ params: Params) throws -> Date? {
        try params.optionalInt("sinceMs").map { Date(timeIntervalSince1970: Double($0) / 1000) }
    }
}
