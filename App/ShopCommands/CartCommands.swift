import CartMediator
import CommandKit
import GoodsMediator
import Mediator

/// `shop cart add|update|remove|show|clear`.
enum CartCommands {
    static let all: [RegisteredCommand] = [
        .shop(Add.self), .shop(Update.self), .shop(Remove.self), .shop(Show.self), .shop(Clear.self),
    ]

    struct Add: ShopCommand {
        static let configuration = CommandConfiguration(
            "cart", "add", summary: "Put goods in your cart (adds to a line already there)")

        @Argument(help: "the item to add (see: shop goods list)", .goodsID)
        var goodsID: Int

        @Option(help: "how many", .int(in: 1...99))
        var quantity = 1

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let user = try shop.user()
            let item = try shop.mediator.goods.show(id: goodsID)
            let line = try shop.mediator.cart.add(
                username: user, goodsID: goodsID, title: item.title, unitPrice: item.price, quantity: quantity)
            return CommandOutput(
                text: "added \(quantity) × \(item.title); now \(line.quantity) in your cart",
                json: try MediatorValue(encoding: line))
        }
    }

    struct Update: ShopCommand {
        static let configuration = CommandConfiguration("cart", "update", summary: "Set the quantity of a line")

        @Argument(help: "the item whose line changes", .goodsID)
        var goodsID: Int

        @Argument(help: "the new quantity", .int(in: 1...99).noting("use 'cart remove' for 0"))
        var quantity: Int

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let line = try shop.mediator.cart.update(username: try shop.user(), goodsID: goodsID, quantity: quantity)
            return CommandOutput(
                text: "\(line.title): quantity \(line.quantity)", json: try MediatorValue(encoding: line))
        }
    }

    struct Remove: ShopCommand {
        static let configuration = CommandConfiguration("cart", "remove", summary: "Take a line out of your cart")

        @Argument(help: "the item whose line goes", .goodsID)
        var goodsID: Int

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let cart = try shop.mediator.cart.remove(username: try shop.user(), goodsID: goodsID)
            return CommandOutput(
                text: "removed goods #\(goodsID) from your cart", json: try MediatorValue(encoding: cart))
        }
    }

    struct Show: ShopCommand {
        static let configuration = CommandConfiguration("cart", "show", summary: "Your cart with totals")

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let cart = try shop.mediator.cart.show(username: try shop.user())
            let text: TerminalText
            if cart.isEmpty {
                text = "your cart is empty (shop cart add <goods-id>)"
            } else {
                let table = Table.render(
                    header: ["ID", "TITLE", "QTY", "PRICE", "TOTAL"],
                    rows: cart.lines.map {
                        [
                            String($0.goodsID), $0.title, String($0.quantity), Money.format($0.unitPrice),
                            Money.format($0.lineTotal),
                        ]
                    })
                text = "\(table)\n\(cart.itemCount) items · total \(Money.format(cart.total))"
            }
            return CommandOutput(text: text, json: try MediatorValue(encoding: cart))
        }
    }

    struct Clear: ShopCommand {
        static let configuration = CommandConfiguration("cart", "clear", summary: "Empty your cart")

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let removed = try shop.mediator.cart.clear(username: try shop.user())
            return .message(
                "cleared \(removed) line\(removed == 1 ? "" : "s") from your cart", ["removed": .int(removed)])
        }
    }
}
