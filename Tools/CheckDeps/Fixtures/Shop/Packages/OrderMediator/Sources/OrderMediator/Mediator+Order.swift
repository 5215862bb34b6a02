import Mediator

extension Mediator {
    /// Calls Order.create.
    public func orderCreate() throws -> [String: String] {
        try perform(target: "Order", action: "create", params: [:])
    }
    /// Calls Order.history remotely.
    public func orderHistoryURL() -> String {
        remoteURL(target: "Order", action: "history")
    }
}
