/// One item's stock and reserved units beside the sums of its recorded movements, so the audit can
/// prove them from the ledger: reserved = reserves − releases, and stock = opening + restocked −
/// reserved.
public struct GoodsStockLine: Sendable, Equatable, Codable {
    /// The item's id (`goods_items` row).
    public let id: Int
    /// Units in stock now.
    public let stock: Int
    /// Units reserved and not released as the item's row records them, or nil (absent on the wire)
    /// when the row holds none: reservations that predate tracking, reconcilable only without an
    /// opening, or a row changed by hand.
    public let reserved: Int?
    /// Units the item held when its movements began to be recorded (its first seeding, or stock +
    /// reserved when the movements table was added), or nil (absent on the wire) when unknown.
    public let opening: Int?
    /// The net change catalog restocks made to the stock since the opening, or nil (absent on the
    /// wire) when there is no opening.
    public let restocked: Int?
    /// The units every recorded reservation took since the opening, or nil (absent on the wire)
    /// when there is no opening.
    public let reserves: Int?
    /// The units every recorded release put back since the opening, or nil (absent on the wire)
    /// when there is no opening.
    public let releases: Int?

    /// Creates a line.
    public init(
        id: Int, stock: Int, reserved: Int?, opening: Int? = nil, restocked: Int? = nil, reserves: Int? = nil,
        releases: Int? = nil
    ) {
        self.id = id
        self.stock = stock
        self.reserved = reserved
        self.opening = opening
        self.restocked = restocked
        self.reserves = reserves
        self.releases = releases
    }
}
