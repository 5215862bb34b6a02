import Mediator
import OrderMediator

/// `shop order checkout|list|show|cancel|ship|deliver`.
enum OrderCommands {
    static let specs: [CommandSpec] = [
        CommandSpec(["order", "checkout"], "Turn your cart into an order (member discount applied)", run: checkout),
        CommandSpec(["order", "list"], "Your orders, newest first", run: list),
        CommandSpec(
            ["order", "show"], "One order with its lines and history",
            positionals: [.init(name: "order-id", required: true)], run: show),
        CommandSpec(
            ["order", "cancel"], "Cancel an unshipped order (refunded if paid)",
            positionals: [.init(name: "order-id", required: true)], run: cancel),
        CommandSpec(
            ["order", "ship"], "Staff: mark a paid order shipped",
            positionals: [.init(name: "order-id", required: true)], run: ship),
        CommandSpec(
            ["order", "deliver"], "Staff: mark a shipped order delivered",
            positionals: [.init(name: "order-id", required: true)], run: deliver),
    ]

    static func checkout(_ call: Invocation) async throws -> CommandOutput {
        let order = try call.mediator.order.checkout(username: try call.user())
        return try output(
            order, headline: "order #\(order.id) created: pay it with: shop pay \(order.id) --method wallet")
    }

    static func list(_ call: Invocation) async throws -> CommandOutput {
        let orders = try call.mediator.order.list(username: try call.user())
        let text =
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

    static func show(_ call: Invocation) async throws -> CommandOutput {
        try output(try call.mediator.order.show(username: try call.user(), id: try call.id("order-id")), headline: nil)
    }

    static func cancel(_ call: Invocation) async throws -> CommandOutput {
        let order = try call.mediator.order.cancel(username: try call.user(), id: try call.id("order-id"))
        return try output(
            order, headline: "order #\(order.id) cancelled" + (order.paymentID == nil ? "" : " and refunded"))
    }

    static func ship(_ call: Invocation) async throws -> CommandOutput {
        _ = try call.user()
        let order = try call.mediator.order.ship(id: try call.id("order-id"))
        return try output(order, headline: "order #\(order.id) shipped")
    }

    static func deliver(_ call: Invocation) async throws -> CommandOutput {
        _ = try call.user()
        let order = try call.mediator.order.deliver(id: try call.id("order-id"))
        return try output(order, headline: "order #\(order.id) delivered")
    }

    /// The order as text, and as JSON encoded from Order's own wire type.
    static func output(_ order: OrderSummary, headline: String?) throws -> CommandOutput {
        var lines: [String] = []
        if let headline { lines += [headline, ""] }
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
        lines.append("history: " + order.history.map(\.to.rawValue).joined(separator: " → "))
        return CommandOutput(text: lines.joined(separator: "\n"), json: try MediatorValue(encoding: order))
    }
}
