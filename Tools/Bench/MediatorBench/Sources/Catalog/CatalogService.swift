/// The protocol form of the catalog, for the protocol-call baseline.
public protocol CatalogService: Sendable {
    /// The price of `sku` in cents, or -1 when unknown.
    func price(of sku: String) -> Int
}

extension CatalogFacade: CatalogService {}
