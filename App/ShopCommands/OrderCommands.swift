import CommandKit
import Mediator
import OrderMediator

/// `shop order checkout|list|show|cancel|ship|deliver`.
enum OrderCommands {
    static let all: [RegisteredCommand] = [
        .shop(Checkout.self), .shop(List.self), .shop(Show.self), .shop(Cancel.self), .shop(Ship.self),
        .shop(Deliver.self),
    ]

    struct Checkout: ShopCommand {
        static let configuration = CommandConfiguration(
            "order", "checkout", summary: "Turn your cart into an order (member discount applied)")

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let order = try shop.mediator.order.checkout(username: try shop.user())
            return try OrderCommands.output(
                order, headline: "order #\(order.id) created: pay it with: shop pay \(order.id) --method wallet")
        }
    }

    struct List: ShopCommand {
        static let configuration = CommandConfiguration("order", "list", summary: "Your orders, newest first")

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let orders = try shop.mediator.order.list(username: try shop.user())
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

    struct Show: ShopCommand {
        static let configuration = CommandConfiguration(
            "order", "show", summary: "One order with its lines and history")

        @Argument(help: "one of your orders (see: shop order list)", .orderID)
        var orderID: Int

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            try OrderCommands.output(
                try shop.mediator.order.show(username: try shop.user(), id: orderID), headline: nil)
        }
    }

    struct Cancel: ShopCommand {
        static let configuration = CommandConfiguration(
            "order", "cancel", summary: "Cancel an unshipped order (refunded if paid)")

        @Argument(help: "the order to cancel", .orderID)
        var orderID: Int

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let order = try shop.mediator.order.cancel(username: try shop.user(), id: orderID)
            return try OrderCommands.output(
                order, headline: "order #\(order.id) cancelled" + (order.paymentID == nil ? "" : " and refunded"))
        }
    }

    struct Ship: ShopCommand {
        static let configuration = CommandConfiguration("order", "ship", summary: "Staff: mark a paid order shipped")

        @Argument(help: "the paid order", .positive("ID"))
        var orderID: Int

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            _ = try shop.user()
            let order = try shop.mediator.order.ship(id: orderID)
            return try OrderCommands.output(order, headline: "order #\(order.id) shipped")
        }
    }

    struct Deliver: ShopCommand {
        static let configuration = CommandConfiguration(
            "order", "deliver", summary: "Staff: mark a shipped order delivered")

        @Argument(help: "the shipped order", .positive("ID"))
        var orderID: Int

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            _ = try shop.user()
            let order = try shop.mediator.order.deliver(id: orderID)
            return try OrderCommands.output(order, headline: "order #\(order.id) delivered")
        }
    }

    /// The order as text, and as JSON encoded from Order's own wire type.
    static func output(_ order: OrderSummary, headline: String?) throws -> CommandOutput {
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
        return CommandOutput(text: lines.joined(separator: "\n"), json: try MediatorValue(encoding: order))
    }
}
