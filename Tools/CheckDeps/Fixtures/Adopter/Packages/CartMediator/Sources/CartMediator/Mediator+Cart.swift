import Mediator

extension Mediator {
    /// Calls Cart.show.
    public func cartShow() throws -> [String: String] {
        try perform(target: "Cart", action: "show", params: [:])
    }
}
