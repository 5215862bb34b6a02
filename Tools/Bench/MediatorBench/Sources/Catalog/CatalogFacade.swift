/// The benchmark component's public face: a price lookup, the work every measured call does.
public final class CatalogFacade: Sendable {
    private let prices: [String: Int]

    /// Creates a catalog of ten items.
    public init() {
        var prices: [String: Int] = [:]
        for index in 0..<10 { prices["A\(index)"] = 100 + index }
        self.prices = prices
    }

    /// The price of `sku` in cents, or -1 when unknown.
    @inline(never)
    public func price(of sku: String) -> Int {
        prices[sku] ?? -1
    }
}
