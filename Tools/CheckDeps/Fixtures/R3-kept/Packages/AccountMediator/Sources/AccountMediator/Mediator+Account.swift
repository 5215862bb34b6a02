import Mediator

extension Mediator {
    /// Logs in.
    public func accountLogin() throws -> [String: String] {
        try perform(target: "Account", action: "login", params: [:])
    }
}
