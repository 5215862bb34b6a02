import CommandKit
import ComponentCommands
import Mediator
import OrderMediator
import PaymentMediator

/// `shop order checkout|list|show|cancel|ship|deliver` and `shop pay`.
enum OrderCommands {
    static let commands: [any ComponentCommand.Type] = [
        Checkout.self, List.self, Show.self, Cancel.self, Ship.self,
        Deliver.self, Pay.self,
    ]

    struct Checkout: ComponentCommand {
        static let configuration = CommandConfiguration(
            "order", "checkout", summary: "Turn your cart into an order (member discount applied)")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let order = try context.mediator.order.checkout(username: try context.user())
            return try OrderCommands.output(
                order, headline: "order #\(order.id) created: pay it with: shop pay \(order.id) --method wallet")
        }
    }

    struct List: ComponentCommand {
        static let configuration = CommandConfiguration("order", "list", summary: "Your orders, newest first")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let orders = try context.mediator.order.list(username: try context.user())
            let text: TerminalText =
                orders.isEmpty
                ? "no orders yet (shop order checkout)"
                : Table.render(
                    header: ["ID", "STATUS", "ITEMS", "TOTAL"],
                    rows: orders.map {
                        [
                            String($0.id), $0.status.rawValue, String($0.lines.reduce(0) { $0 + $1.quantity }),
                            Money.format($0.total),
                        ]
                    })
            return CommandOutput(text: text, json: try MediatorValue(encoding: orders))
        }
    }

    struct Show: ComponentCommand {
        static let configuration = CommandConfiguration(
            "order", "show", summary: "One order with its lines and history")

        @Argument(help: "one of your orders (see: shop order list)", value: .id(completing: "order-id"))
        var orderID: Int

        func run(_ context: CommandContext) async throws -> CommandOutput {
            try OrderCommands.output(
                try context.mediator.order.show(username: try context.user(), id: orderID), headline: nil)
        }
    }

    struct Cancel: ComponentCommand {
        static let configuration = CommandConfiguration(
            "order", "cancel", summary: "Cancel an unshipped order (refunded if paid)")

        @Argument(help: "the order to cancel", value: .id(completing: "order-id"))
        var orderID: Int

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let order = try context.mediator.order.cancel(username: try context.user(), id: orderID)
            return try OrderCommands.output(
                order, headline: "order #\(order.id) cancelled" + (order.paymentID == nil ? "" : " and refunded"))
        }
    }

    struct Ship: ComponentCommand {
        static let configuration = CommandConfiguration("order", "ship", summary: "Staff: mark a paid order shipped")

        @Argument(help: "the paid order", value: .positive("ID"))
        var orderID: Int

        func run(_ context: CommandContext) async throws -> CommandOutput {
            _ = try context.user()
            let order = try context.mediator.order.ship(id: orderID)
            return try OrderCommands.output(order, headline: "order #\(order.id) shipped")
        }
    }

    struct Deliver: ComponentCommand {
        static let configuration = CommandConfiguration(
            "order", "deliver", summary: "Staff: mark a shipped order delivered")

        @Argument(help: "the shipped order", value: .positive("ID"))
        var orderID: Int

        func run(_ context: CommandContext) async throws -> CommandOutput {
            _ = try context.user()
            let order = try context.mediator.order.deliver(id: orderID)
            return try OrderCommands.output(order, headline: "order #\(order.id) delivered")
        }
    }

    /// How `shop pay` pays.
    enum Method: String, CaseIterable, Sendable {
        case wallet
        case card
    }

    struct Pay: ComponentCommand {
        static let configuration = CommandConfiguration(
            "pay", summary: "Pay an order by wallet or card (test cards: shop wallet cards)")

        @Argument(help: "one of your orders (see: shop order list)", value: .id(completing: "order-id"))
        var orderID: Int

        @Option(help: "how to pay", value: .choice())
        var method: Method

        @Option(help: "card number, when paying by card", value: .text("NUMBER"))
        var card: String?

        @Option(help: "card expiry, when paying by card", value: .text("MM/YY"))
        var expiry: String?

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let user = try context.user()
            let payment: PaymentMethod
            switch method {
            case .wallet:
                guard card == nil, expiry == nil else {
                    throw context.usageError("\($card) and \($expiry) go with \($method) \(Method.card)")
                }
                payment = .wallet
            case .card:
                guard let card, let expiry else {
                    throw context.usageError("\($method) \(Method.card) needs \($card) NUMBER and \($expiry) MM/YY")
                }
                payment = .card(number: card, expiry: expiry)
            }
            let order = try context.mediator.order.pay(username: user, id: orderID, method: payment)
            return try OrderCommands.output(order, headline: "order #\(order.id) paid \(Money.format(order.total))")
        }
    }

    /// The order as text, and as JSON encoded from Order's own wire type.
    static func output(_ order: OrderSummary, headline: String?) throws -> CommandOutput {
        CommandOutput(text: text(order, headline: headline), json: try MediatorValue(encoding: order))
    }

    /// An order, as `order show` and a `shop://order/show` link show it (after `headline`, if one).
    static func text(_ order: OrderSummary, headline: String? = nil) -> TerminalText {
        var lines: [TerminalText] = []
        if let headline { lines += [TerminalText(headline), ""] }
        lines.append("order #\(order.id) · \(order.status)")
        lines.append(
            Table.render(
                header: ["ID", "TITLE", "QTY", "PRICE", "TOTAL"],
                rows: order.lines.map {
                    [
                        String($0.goodsID), $0.title, String($0.quantity), Money.format($0.unitPrice),
                        Money.format($0.lineTotal),
                    ]
                }))
        lines.append("subtotal \(Money.format(order.subtotal))")
        if order.discount > 0 {
            lines.append("member discount \(order.discountPercent)%: -\(Money.format(order.discount))")
        }
        lines.append("total \(Money.format(order.total))")
        lines.append(TerminalText("history: " + order.history.map(\.to.rawValue).joined(separator: " → ")))
        return lines.joined(separator: "\n")
    }

    /// `money:` in the health report: Order's audit of the money, stock and points invariants; a
    /// violation fails the report (exit 1).
    static let moneyCheck = HealthCheck("money") { context in
        let audit = try context.mediator.order.audit()
        let verdict =
            audit.violations.isEmpty
            ? TerminalText("balanced", style: .success)
            : TerminalText("\(audit.violations.count) violations", style: .error)
        var details = audit.violations.map { "\(TerminalText("violation:", style: .error)) \($0)" as TerminalText }
        if !audit.unreconciledGoods.isEmpty {
            let ids = audit.unreconciledGoods.prefix(10).map(String.init).joined(separator: ", ")
            let more = audit.unreconciledGoods.count > 10 ? " and \(audit.unreconciledGoods.count - 10) more" : ""
            details.append(
                TerminalText(
                    "note: the stock of \(audit.unreconciledGoods.count) goods (\(ids)\(more)) predates reservation "
                        + "tracking and is not reconciled"))
        }
        let json: MediatorValue = [
            "orders": .int(audit.orders), "payments": .int(audit.payments),
            "unreconciledGoods": .array(audit.unreconciledGoods.map(MediatorValue.int)),
            "violations": .array(
                try audit.violations.map { violation in
                    // Order's wire shape, plus the line the report prints.
                    var fields = try MediatorValue(encoding: violation).objectValue ?? [:]
                    fields["text"] = .string(violation.description)
                    return .object(fields)
                }),
        ]
        return HealthCheck.Finding(
            summary: "\(audit.orders) orders, \(audit.payments) payments: \(verdict)", details: details, json: json,
            failure: audit.violations.isEmpty
                ? nil : .failed("\(audit.violations.count) money invariant violations (listed above)"))
    }
}
