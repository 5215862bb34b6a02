/// One broken money invariant, with the ids needed to find it; absent ids are left out on the wire.
public struct OrderViolation: Sendable, Equatable, Codable, CustomStringConvertible {
    /// Which invariant is broken; on the wire, its raw name.
    public enum Rule: String, Sendable, Equatable, Codable, CaseIterable {
        /// The status is not where a legal history ends.
        case history
        /// An order's subtotal, discount or total disagrees with its lines and discount percent.
        case totals
        /// An order's payments disagree with its status, its total or its owner.
        case payment
        /// A wallet's balance is not its top-ups minus its standing payments.
        case wallet
        /// Points disagree with the payments and orders that earned them, or their owners.
        case points
        /// Stock or reserved units disagree with the item's recorded movements or the units live
        /// orders hold.
        case stock
    }

    /// The broken invariant.
    public let rule: Rule
    /// The order, when one is involved.
    public let orderID: Int?
    /// The payment, when one is involved.
    public let paymentID: Int?
    /// The user, when one is involved.
    public let username: String?
    /// The goods item, when one is involved.
    public let goodsID: Int?
    /// What is wrong, with the numbers.
    public let message: String

    /// Creates a violation.
    public init(
        _ rule: Rule, orderID: Int? = nil, paymentID: Int? = nil, username: String? = nil, goodsID: Int? = nil,
        _ message: String
    ) {
        self.rule = rule
        self.orderID = orderID
        self.paymentID = paymentID
        self.username = username
        self.goodsID = goodsID
        self.message = message
    }

    /// `[rule] order #1 payment #2 user ann goods #3: message`.
    public var description: String {
        var ids: [String] = []
        if let orderID { ids.append("order #\(orderID)") }
        if let paymentID { ids.append("payment #\(paymentID)") }
        if let username { ids.append("user \(username)") }
        if let goodsID { ids.append("goods #\(goodsID)") }
        return "[\(rule.rawValue)] \(ids.joined(separator: " ")): \(message)"
    }
}
