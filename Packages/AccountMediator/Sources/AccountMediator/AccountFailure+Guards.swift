import Mediator

extension CallFailure where Code == AccountErrorCode {
    /// What the guards stop a call with while nobody is logged in.
    static let loginRequired = AccountFailure(.notLoggedIn, message: "log in first: shop account login <username>")
}
