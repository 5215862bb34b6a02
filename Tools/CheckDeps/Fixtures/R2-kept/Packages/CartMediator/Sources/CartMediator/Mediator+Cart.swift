import Mediator

extension Mediator {
    /// Adds to the cart.
    public func cartAdd() throws -> [String: String] {
        try perform(target: "Cart", action: "add", params: [:])
    }
}
