import Mediator
import OrderMediator
import PaymentMediator

/// `shop pay` and `shop wallet topup|balance`.
enum PaymentCommands {
    static let specs: [CommandSpec] = [
        CommandSpec(
            ["pay"], "Pay an order by wallet or card (test cards: shop wallet cards)",
            positionals: [.init(name: "order-id", required: true)],
            options: [
                .value("--method", "wallet|card", "how to pay (required)"),
                .value("--card", "NUMBER", "card number (with --method card)"),
                .value("--expiry", "MM/YY", "card expiry (with --method card)"),
            ], run: pay),
        CommandSpec(
            ["wallet", "topup"], "Add money to your wallet", positionals: [.init(name: "amount", required: true)],
            run: topUp),
        CommandSpec(["wallet", "balance"], "Your wallet balance", run: balance),
        CommandSpec(["wallet", "cards"], "The simulator's documented test card numbers", run: cards),
    ]

    static func pay(_ call: Invocation) async throws -> CommandOutput {
        let user = try call.user()
        let id = try call.id("order-id")
        let method: PaymentMethod
        switch call.option("--method") {
        case "wallet"?:
            guard call.option("--card") == nil, call.option("--expiry") == nil else {
                throw ShopError.usage("--card and --expiry go with --method card", usage: call.spec.usage)
            }
            method = .wallet
        case "card"?:
            guard let number = call.option("--card"), let expiry = call.option("--expiry") else {
                throw ShopError.usage("--method card needs --card NUMBER and --expiry MM/YY", usage: call.spec.usage)
            }
            method = .card(number: number, expiry: expiry)
        case let other?:
            throw ShopError.usage(
                "--method must be wallet or card, got '\(other)'" + ShopParser.hint(other, among: ["wallet", "card"]),
                usage: call.spec.usage)
        case nil:
            throw ShopError.usage("--method is required (wallet or card)", usage: call.spec.usage)
        }
        let order = try call.mediator.order.pay(username: user, id: id, method: method)
        return try OrderCommands.output(order, headline: "order #\(order.id) paid \(Money.format(order.total))")
    }

    static func topUp(_ call: Invocation) async throws -> CommandOutput {
        let user = try call.user()
        let amount = try call.money(try call.required("amount"), what: "<amount>")
        let balance = try call.mediator.payment.topUp(username: user, amount: amount)
        return .message(
            "wallet topped up by \(Money.format(amount)); balance \(Money.format(balance))", ["balance": .int(balance)])
    }

    static func balance(_ call: Invocation) async throws -> CommandOutput {
        let balance = try call.mediator.payment.balance(username: try call.user())
        return CommandOutput(text: "wallet balance \(Money.format(balance))", json: ["balance": .int(balance)])
    }

    static func cards(_ call: Invocation) async throws -> CommandOutput {
        let cards = try call.mediator.payment.testCards()
        return CommandOutput(
            text: Table.render(
                header: ["NUMBER", "OUTCOME", "NOTE"], rows: cards.map { [$0.number, $0.outcome.rawValue, $0.summary] }),
            json: try MediatorValue(encoding: cards))
    }
}
