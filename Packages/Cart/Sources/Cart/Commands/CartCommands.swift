import CartMediator
import CommandKit
import ComponentCommands
import Mediator

/// `shop cart update|remove|show|clear` (`cart add` is Goods': it shows the item it adds).
enum CartCommands {
    static let commands: [any ComponentCommand.Type] = [
        Update.self, Remove.self, Show.self, Clear.self,
    ]

    struct Update: ComponentCommand {
        static let configuration = CommandConfiguration("cart", "update", summary: "Set the quantity of a line")

        @Argument(help: "the item whose line changes", value: .id(completing: "goods-id"))
        var goodsID: Int

        @Argument(help: "the new quantity", value: .int(in: 1...99).noting("use 'cart remove' for 0"))
        var quantity: Int

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let line = try context.mediator.cart.update(
                username: try context.user(), goodsID: goodsID, quantity: quantity)
            return CommandOutput(
                text: "\(line.title): quantity \(line.quantity)", json: try MediatorValue(encoding: line))
        }
    }

    struct Remove: ComponentCommand {
        static let configuration = CommandConfiguration("cart", "remove", summary: "Take a line out of your cart")

        @Argument(help: "the item whose line goes", value: .id(completing: "goods-id"))
        var goodsID: Int

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let cart = try context.mediator.cart.remove(username: try context.user(), goodsID: goodsID)
            return CommandOutput(
                text: "removed goods #\(goodsID) from your cart", json: try MediatorValue(encoding: cart))
        }
    }

    struct Show: ComponentCommand {
        static let configuration = CommandConfiguration("cart", "show", summary: "Your cart with totals")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let cart = try context.mediator.cart.show(username: try context.user())
            return CommandOutput(text: CartCommands.text(cart), json: try MediatorValue(encoding: cart))
        }
    }

    struct Clear: ComponentCommand {
        static let configuration = CommandConfiguration("cart", "clear", summary: "Empty your cart")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let removed = try context.mediator.cart.clear(username: try context.user())
            return .message(
                "cleared \(removed) line\(removed == 1 ? "" : "s") from your cart", ["removed": .int(removed)])
        }
    }

    /// A cart, as `cart show` and a `shop://cart/show` link show it.
    static func text(_ cart: CartSummary) -> TerminalText {
        guard !cart.isEmpty else { return "your cart is empty (shop cart add <goods-id>)" }
        let table = Table.render(
            header: ["ID", "TITLE", "QTY", "PRICE", "TOTAL"],
            rows: cart.lines.map {
                [
                    String($0.goodsID), $0.title, String($0.quantity), Money.format($0.unitPrice),
                    Money.format($0.lineTotal),
                ]
            })
        return "\(table)\n\(cart.itemCount) items · total \(Money.format(cart.total))"
    }
}
