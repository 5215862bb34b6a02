import Mediator

extension Mediator {
    /// Lists goods.
    public func goodsList() throws -> [String: String] {
        try perform(target: "Goods", action: "list", params: [:])
    }

    /// Lists goods for a guest.
    public func goodsGuestList() throws -> [String: String] {
        try perform(target: "Goods", action: "list@member", params: [:])
    }

    /// The remote URL of the goods list.
    public func goodsListURL() -> String {
        perform(target: "Goods", action: "details")
    }

    /// One item.
    public func goodsDetail(id: String) throws -> [String: String] {
        try perform(
            target: "Good",
            action: "detail",
            params: ["id": id]
        )
    }
}
