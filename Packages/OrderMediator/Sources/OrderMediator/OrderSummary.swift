import Mediator

/// An order as callers see it, decoded from Order's de-modelled result.
public struct OrderSummary: Sendable, Equatable {
    /// One line of the order.
    public struct Line: Sendable, Equatable {
        /// The goods id.
        public let goodsID: Int
        /// The title at checkout.
        public let title: String
        /// Unit price, minor units.
        public let unitPrice: Int
        /// How many.
        public let quantity: Int
        /// `unitPrice * quantity`.
        public let lineTotal: Int
    }

    /// One status change.
    public struct Change: Sendable, Equatable {
        /// Status before (nil at creation).
        public let from: String?
        /// Status after.
        public let to: String
        /// Unix seconds.
        public let at: Int
    }

    /// The order id.
    public let id: Int
    /// `pendingPayment`, `paid`, `shipped`, `delivered` or `cancelled`.
    public let status: String
    /// Sum of lines, minor units.
    public let subtotal: Int
    /// Member discount, percent.
    public let discountPercent: Int
    /// Discount, minor units.
    public let discount: Int
    /// What is paid, minor units.
    public let total: Int
    /// The payment id once paid.
    public let paymentID: Int?
    /// Unix seconds.
    public let createdAt: Int
    /// The lines.
    public let lines: [Line]
    /// The history, oldest first.
    public let history: [Change]

    /// Decodes Order's result.
    ///
    /// - Throws: `MediatorError.invalidParameter`/`.missingParameter` naming the field when the result has another shape.
    public init(decoding value: MediatorValue) throws {
        let fields = Params(value.objectValue ?? [:])
        id = try fields.int("id")
        status = try fields.string("status")
        subtotal = try fields.int("subtotal")
        discountPercent = try fields.int("discountPercent")
        discount = try fields.int("discount")
        total = try fields.int("total")
        paymentID = try fields.optionalInt("paymentID")
        createdAt = try fields.int("createdAt")
        lines = try fields.array("lines").map {
            let line = Params($0.objectValue ?? [:])
            return Line(
                goodsID: try line.int("goodsID"), title: try line.string("title"), unitPrice: try line.int("unitPrice"),
                quantity: try line.int("quantity"), lineTotal: try line.int("lineTotal"))
        }
        history = try fields.array("history").map {
            let change = Params($0.objectValue ?? [:])
            return Change(from: try change.optionalString("from"), to: try change.string("to"), at: try change.int("at"))
        }
    }
}
