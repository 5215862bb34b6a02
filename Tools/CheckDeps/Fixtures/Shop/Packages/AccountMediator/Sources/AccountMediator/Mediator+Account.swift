import Mediator

extension Mediator {
    /// Calls Account.login.
    public func accountLogin() throws -> [String: String] {
        try perform(target: "Account", action: "login", params: [:])
    }
    /// Calls Account.profile remotely.
    public func accountProfileURL() -> String {
        remoteURL(target: "Account", action: "profile")
    }
}
