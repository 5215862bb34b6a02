import Mediator

extension Mediator {
    /// Calls Cart.add.
    public func cartAdd() throws -> [String: String] {
        try perform(target: "Cart", action: "add", params: [:])
    }
    /// Calls Cart.clear.
    public func cartClear() throws -> [String: String] {
        try perform(target: "Cart", action: "clear", params: [:])
    }
    /// Calls Cart.show remotely.
    public func cartShowURL() -> String {
        remoteURL(target: "Cart", action: "show")
    }
}
