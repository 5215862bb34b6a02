import CommandKit
import Mediator
import OrderMediator
import PaymentMediator

/// `shop pay` and `shop wallet topup|balance|cards`.
enum PaymentCommands {
    static let all: [RegisteredCommand] = [.shop(Pay.self), .shop(TopUp.self), .shop(Balance.self), .shop(Cards.self)]

    /// How `shop pay` pays.
    enum Method: String, CaseIterable, Sendable {
        case wallet
        case card
    }

    struct Pay: ShopCommand {
        static let configuration = CommandConfiguration(
            "pay", summary: "Pay an order by wallet or card (test cards: shop wallet cards)")

        @Argument(help: "one of your orders (see: shop order list)", .orderID)
        var orderID: Int

        @Option(help: "how to pay", .choice())
        var method: Method

        @Option(help: "card number, when paying by card", .text("NUMBER"))
        var card: String?

        @Option(help: "card expiry, when paying by card", .text("MM/YY"))
        var expiry: String?

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let user = try shop.user()
            let payment: PaymentMethod
            switch method {
            case .wallet:
                guard card == nil, expiry == nil else {
                    throw shop.usageError("\($card) and \($expiry) go with \($method) \(Method.card)")
                }
                payment = .wallet
            case .card:
                guard let card, let expiry else {
                    throw shop.usageError("\($method) \(Method.card) needs \($card) NUMBER and \($expiry) MM/YY")
                }
                payment = .card(number: card, expiry: expiry)
            }
            let order = try shop.mediator.order.pay(username: user, id: orderID, method: payment)
            return try OrderCommands.output(order, headline: "order #\(order.id) paid \(Money.format(order.total))")
        }
    }

    struct TopUp: ShopCommand {
        static let configuration = CommandConfiguration("wallet", "topup", summary: "Add money to your wallet")

        @Argument(help: "how much, such as 25 or 12.50", .money)
        var amount: Int

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let balance = try shop.mediator.payment.topUp(username: try shop.user(), amount: amount)
            return .message(
                "wallet topped up by \(Money.format(amount)); balance \(Money.format(balance))",
                ["balance": .int(balance)])
        }
    }

    struct Balance: ShopCommand {
        static let configuration = CommandConfiguration("wallet", "balance", summary: "Your wallet balance")

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let balance = try shop.mediator.payment.balance(username: try shop.user())
            return CommandOutput(text: "wallet balance \(Money.format(balance))", json: ["balance": .int(balance)])
        }
    }

    struct Cards: ShopCommand {
        static let configuration = CommandConfiguration(
            "wallet", "cards", summary: "The simulator's documented test card numbers")

        func run(_ shop: ShopContext) async throws -> CommandOutput {
            let cards = try shop.mediator.payment.testCards()
            return CommandOutput(
                text: Table.render(
                    header: ["NUMBER", "OUTCOME", "NOTE"],
                    rows: cards.map { [$0.number, $0.outcome.rawValue, $0.summary] }),
                json: try MediatorValue(encoding: cards))
        }
    }
}
