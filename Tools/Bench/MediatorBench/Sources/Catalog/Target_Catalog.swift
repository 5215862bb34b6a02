import Mediator

/// The catalog's Target-Action adapter, discovered at runtime as `Catalog.Target_Catalog`.
///
/// Public, as every target must be: a release build drops an unreferenced internal struct's metadata.
public struct Target_Catalog: MediatorTarget {
    let facade: CatalogFacade

    /// Reads the facade from the context (or makes one).
    public init(mediator: Mediator) throws {
        facade = mediator.context.resolve(CatalogFacade.self) ?? CatalogFacade()
    }

    /// `price` (remote) and `nativePrice` (local).
    public var actions: [Action] {
        let facade = self.facade
        return [
            .remote("price", summary: "The price of sku") { params in .int(facade.price(of: try params.string("sku")))
            },
            .local("nativePrice") { params in .int(facade.price(of: try params.string("sku"))) },
        ]
    }
}
