import Mediator

/// The result of checking the whole database against the money invariants (Order's `audit`).
public struct OrderAuditReport: Sendable, Equatable {
    /// One broken invariant with the ids needed to find it.
    public struct Violation: Sendable, Equatable, CustomStringConvertible {
        /// `history`, `payment`, `wallet`, `points` or `stock`.
        public let rule: String
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

        /// Creates a violation (for callers' tests).
        public init(
            rule: String, orderID: Int? = nil, paymentID: Int? = nil, username: String? = nil, goodsID: Int? = nil,
            message: String
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
            return "[\(rule)] \(ids.joined(separator: " ")): \(message)"
        }
    }

    /// How many orders were checked.
    public let orders: Int
    /// How many payments were checked.
    public let payments: Int
    /// Every broken invariant; empty when the books balance.
    public let violations: [Violation]
    /// Goods whose reservations predate stock tracking (their stock is not reconciled).
    public let unreconciledGoods: [Int]

    /// Creates a report (for callers' tests).
    public init(orders: Int, payments: Int, violations: [Violation], unreconciledGoods: [Int]) {
        self.orders = orders
        self.payments = payments
        self.violations = violations
        self.unreconciledGoods = unreconciledGoods
    }

    init(decoding value: MediatorValue) throws {
        let fields = try ResultReader(value, label: "audit", error: OrderCallError.malformedResult)
        self.init(
            orders: try fields.int("orders"), payments: try fields.int("payments"),
            violations: try fields.objects("violations").map {
                Violation(
                    rule: try $0.string("rule"), orderID: try $0.optionalInt("orderID"),
                    paymentID: try $0.optionalInt("paymentID"), username: try $0.optionalString("username"),
                    goodsID: try $0.optionalInt("goodsID"), message: try $0.string("message"))
            },
            unreconciledGoods: try fields.array("unreconciledGoods").map {
                guard case .int(let id) = $0 else {
                    throw OrderCallError.malformedResult("audit: goods ids must be Int")
                }
                return id
            })
    }
}
