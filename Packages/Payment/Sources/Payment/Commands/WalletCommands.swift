import CommandKit
import ComponentCommands
import Mediator
import PaymentMediator

/// `shop wallet topup|balance|cards` (`shop pay` is Order's: it pays an order).
enum WalletCommands {
    static let commands: [any ComponentCommand.Type] = [TopUp.self, Balance.self, Cards.self]

    struct TopUp: ComponentCommand {
        static let configuration = CommandConfiguration("wallet", "topup", summary: "Add money to your wallet")

        @Argument(help: "how much, such as 25 or 12.50", value: .money)
        var amount: Int

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let balance = try context.mediator.payment.topUp(username: try context.user(), amount: amount)
            return .message(
                "wallet topped up by \(Money.format(amount)); balance \(Money.format(balance))",
                ["balance": .int(balance)])
        }
    }

    struct Balance: ComponentCommand {
        static let configuration = CommandConfiguration("wallet", "balance", summary: "Your wallet balance")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let balance = try context.mediator.payment.balance(username: try context.user())
            return CommandOutput(text: "wallet balance \(Money.format(balance))", json: ["balance": .int(balance)])
        }
    }

    struct Cards: ComponentCommand {
        static let configuration = CommandConfiguration(
            "wallet", "cards", summary: "The simulator's documented test card numbers")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let cards = try context.mediator.payment.testCards()
            return CommandOutput(
                text: Table.render(
                    header: ["NUMBER", "OUTCOME", "NOTE"],
                    rows: cards.map { [$0.number, $0.outcome.rawValue, $0.summary] }),
                json: try MediatorValue(encoding: cards))
        }
    }
}
