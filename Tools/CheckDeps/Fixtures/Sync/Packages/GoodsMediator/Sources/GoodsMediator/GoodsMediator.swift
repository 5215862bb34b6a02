import Mediator

extension Mediator {
    /// The remote URL of Goods' list.
    public func goodsListURL() -> String {
        remoteURL(target: "Goods", action: "list")
    }
}
