/// What moved an item's stock, as stored in `goods_stock_movements.kind`.
enum GoodsStockMovementKind: String {
    /// The units an item held when tracking began: its first seeding, or stock + reserved at migration 3.
    case opening
    /// A catalog seeding changed the stock of an item that already existed (a signed change).
    case restock
    /// A reservation took units out of stock.
    case reserve
    /// A release put reserved units back.
    case release
}
