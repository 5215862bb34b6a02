import Mediator

extension Mediator {
    /// Lists goods.
    public func goodsList() throws -> [String: String] {
        try perform(target: "Goods", action: "list", params: [:])
    }
}
