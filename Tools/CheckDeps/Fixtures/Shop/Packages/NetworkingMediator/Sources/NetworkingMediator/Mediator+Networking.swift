import Mediator

extension Mediator {
    /// Calls Networking.get.
    public func networkingGet() throws -> [String: String] {
        try perform(target: "Networking", action: "get", params: [:])
    }
}
