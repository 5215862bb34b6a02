import Foundation

/// A typed service container the app fills at launch and targets read; tests fill it with fakes.
///
/// Services are keyed by the type they are stored as, so a protocol existential such as
/// `(any HTTPClient).self` can stand for a live client in the app and a fake in tests.
public final class MediatorContext: Sendable {
    private let services = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// Creates an empty context.
    public init() {}

    /// Stores `service` under `key` (by default its own type), replacing any earlier one.
    public func register<Service: Sendable>(_ service: Service, as key: Service.Type = Service.self) {
        services.withLock { $0[ObjectIdentifier(key)] = service }
    }

    /// Removes the service stored under `key`.
    public func remove<Service>(_ key: Service.Type) {
        _ = services.withLock { $0.removeValue(forKey: ObjectIdentifier(key)) }
    }

    /// The service stored under `key`, or `nil`.
    public func resolve<Service>(_ key: Service.Type) -> Service? {
        services.withLock { $0[ObjectIdentifier(key)] } as? Service
    }

    /// The service stored under `key`.
    ///
    /// - Throws: `MediatorError.serviceMissing` naming the type.
    public func require<Service>(_ key: Service.Type) throws -> Service {
        guard let service = resolve(key) else {
            throw MediatorError.serviceMissing(service: String(describing: key))
        }
        return service
    }

    /// The app's configuration, or an empty one when none was set.
    public var configuration: Configuration { resolve(Configuration.self) ?? Configuration() }

    /// The clock, or the system clock when none was set (tests set a fixed one).
    public var clock: WallClock { resolve(WallClock.self) ?? .system }
}
