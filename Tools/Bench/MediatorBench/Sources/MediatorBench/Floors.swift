import Catalog
import Foundation
import Mediator
import Synchronization

/// What the mediator's calls are compared with, measured in the same run: the same work done
/// directly, through a protocol and through a locked closure registry, and the cost of looking at a
/// URL at all.
final class Floors: Sendable {
    /// A route in the closure registry.
    struct RouteName: Hashable, Sendable {
        let target: String
        let action: String
    }

    let facade: CatalogFacade
    let service: any PriceService
    let registry: Mutex<[RouteName: @Sendable (Params) throws -> MediatorValue]>
    let params: Params
    let url: String
    let target: String
    let action: String

    init(facade: CatalogFacade, params: Params, url: String) {
        self.facade = facade
        service = opaque(facade)
        var handlers: [RouteName: @Sendable (Params) throws -> MediatorValue] = [:]
        for index in 0..<50 { handlers[RouteName(target: "Other\(index)", action: "price")] = { _ in .null } }
        handlers[RouteName(target: "Catalog", action: "price")] = { params in
            .int(facade.price(of: try params.string("sku")))
        }
        registry = Mutex(handlers)
        self.params = params
        self.url = url
        target = opaque("Catalog")
        action = opaque("price")
    }

    /// The action's work called directly: read `sku` from the same params, look the price up.
    func direct(_ n: Int) throws {
        for _ in 0..<n { blackHole(MediatorValue.int(facade.price(of: try params.string("sku")))) }
    }

    /// The same work through a protocol existential.
    func protocolCall(_ n: Int) throws {
        for _ in 0..<n { blackHole(try service.price(params)) }
    }

    /// The same work found by target/action in a `Mutex`-guarded dictionary of closures.
    func mutexDictionary(_ n: Int) throws {
        for _ in 0..<n {
            let handler = registry.withLock { $0[RouteName(target: target, action: action)] }
            blackHole(try handler?(params))
        }
    }

    /// Foundation's URL parser on the remote URL.
    func urlComponents(_ n: Int) {
        for _ in 0..<n { blackHole(URLComponents(string: url)) }
    }

    /// One pass over the URL's bytes, finding its separators: the least any parser does.
    func byteScan(_ n: Int) {
        for _ in 0..<n {
            let separators = url.utf8.withContiguousStorageIfAvailable { bytes in
                var found = 0
                for byte in bytes
                where byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "=") {
                    found += 1
                }
                return found
            }
            blackHole(separators)
        }
    }
}
