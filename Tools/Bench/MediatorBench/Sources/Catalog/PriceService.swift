import Mediator

/// The catalog's price action behind a protocol, for the benchmark's protocol-call floor: what a
/// protocol-based service call doing exactly the action's work costs.
public protocol PriceService: Sendable {
    /// Reads `sku` from `params` and returns its price, as `Target_Catalog`'s `price` action does.
    func price(_ params: Params) throws -> MediatorValue
}

extension CatalogFacade: PriceService {
    /// The `price` action's work: read `sku`, look the price up.
    public func price(_ params: Params) throws -> MediatorValue {
        .int(price(of: try params.string("sku")))
    }
}
