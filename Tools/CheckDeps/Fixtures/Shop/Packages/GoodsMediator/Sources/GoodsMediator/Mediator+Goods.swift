import Mediator

extension Mediator {
    /// Calls Goods.list.
    public func goodsList() throws -> [String: String] {
        try perform(target: "Goods", action: "list", params: [:])
    }
    /// Calls Goods.list@guest.
    public func goodsGuestList() throws -> [String: String] {
        try perform(target: "Goods", action: "list@guest", params: [:])
    }
    /// Calls Goods.detail.
    public func goodsDetail() throws -> [String: String] {
        try perform(target: "Goods", action: "detail", params: [:])
    }
    /// Calls Goods.list remotely.
    public func goodsListURL() -> String {
        remoteURL(target: "Goods", action: "list")
    }
}
