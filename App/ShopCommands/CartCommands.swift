import CartMediator
import GoodsMediator
import Mediator

/// `shop cart add|update|remove|show|clear`.
enum CartCommands {
    static let specs: [CommandSpec] = [
        CommandSpec(
            ["cart", "add"], "Put goods in your cart (adds to a line already there)",
            positionals: [.init(name: "goods-id", required: true)],
            options: [.value("--quantity", "N", "how many, 1-99 (default 1)")], run: add),
        CommandSpec(
            ["cart", "update"], "Set the quantity of a line",
            positionals: [.init(name: "goods-id", required: true), .init(name: "quantity", required: true)], run: update
        ),
        CommandSpec(
            ["cart", "remove"], "Take a line out of your cart", positionals: [.init(name: "goods-id", required: true)],
            run: remove),
        CommandSpec(["cart", "show"], "Your cart with totals", run: show),
        CommandSpec(["cart", "clear"], "Empty your cart", run: clear),
    ]

    static func add(_ call: Invocation) async throws -> CommandOutput {
        let user = try call.user()
        let id = try call.id("goods-id")
        let quantity = try call.int("--quantity", default: 1, in: 1...99)
        let item = try call.mediator.goods.show(id: id)
        let line = try call.mediator.cart.add(
            username: user, goodsID: id, title: item.title, unitPrice: item.price, quantity: quantity)
        return CommandOutput(
            text: "added \(quantity) × \(item.title); now \(line.quantity) in your cart",
            json: try MediatorValue(encoding: line))
    }

    static func update(_ call: Invocation) async throws -> CommandOutput {
        let user = try call.user()
        let id = try call.id("goods-id")
        guard let quantity = Int(try call.required("quantity")), (1...99).contains(quantity) else {
            throw ShopError.usage(
                "<quantity> must be a whole number from 1 to 99 (use 'cart remove' for 0)", usage: call.spec.usage)
        }
        let line = try call.mediator.cart.update(username: user, goodsID: id, quantity: quantity)
        return CommandOutput(text: "\(line.title): quantity \(line.quantity)", json: try MediatorValue(encoding: line))
    }

    static func remove(_ call: Invocation) async throws -> CommandOutput {
        let user = try call.user()
        let id = try call.id("goods-id")
        let cart = try call.mediator.cart.remove(username: user, goodsID: id)
        return CommandOutput(text: "removed goods #\(id) from your cart", json: try MediatorValue(encoding: cart))
    }

    static func show(_ call: Invocation) async throws -> CommandOutput {
        let cart = try call.mediator.cart.show(username: try call.user())
        let text: String
        if cart.isEmpty {
            text = "your cart is empty (shop cart add <goods-id>)"
        } else {
            text =
                Table.render(
                    header: ["ID", "TITLE", "QTY", "PRICE", "TOTAL"],
                    rows: cart.lines.map {
                        [
                            String($0.goodsID), $0.title, String($0.quantity), Money.format($0.unitPrice),
                            Money.format($0.lineTotal),
                        ]
                    }) + "\n\(cart.itemCount) items · total \(Money.format(cart.total))"
        }
        return CommandOutput(text: text, json: try MediatorValue(encoding: cart))
    }

    static func clear(_ call: Invocation) async throws -> CommandOutput {
        let removed = try call.mediator.cart.clear(username: try call.user())
        return .message("cleared \(removed) line\(removed == 1 ? "" : "s") from your cart", ["removed": .int(removed)])
    }
}
