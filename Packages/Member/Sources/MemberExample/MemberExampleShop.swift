import AccountMediator
import ComponentCommands
import ComponentCommandsTesting
import Foundation
import Mediator
import MediatorTesting
import PaymentMediator
import Storage

/// Member run alone: the real Member on real Storage in a temporary home of its own, a scripted
/// stand-in for Account (the only component its commands call), and a few payments announced as
/// Payment announces them, so the demo member has points to show.
///
/// Account says `demo` is logged in (or whoever `launch` names, or nobody). At launch `demo` pays
/// 19.99 and 520.00, and the first payment is refunded: 520 points, silver. The example runs one
/// command in it; Member's tests run many, and re-script the stand-in.
final class MemberExampleShop: ExampleShop {
    /// The user the scripted Account reports logged in unless told otherwise.
    static let user = "demo"
    /// How to log in, named when a command needs a login and nobody is.
    static let loginHint = "run with EXAMPLE_USER=\(user) (the example's scripted Account logs that user in)"
    /// The demo member's payments, in the order Payment announces them: two succeed, then the first
    /// is refunded.
    static let payments: [(event: String, payment: PaymentEvent)] = [
        (
            PaymentEvents.succeeded,
            PaymentEvent(paymentID: 1, orderRef: "order-1", username: user, amount: 1_999, channel: .wallet)
        ),
        (
            PaymentEvents.succeeded,
            PaymentEvent(paymentID: 2, orderRef: "order-2", username: user, amount: 52_000, channel: .card)
        ),
        (
            PaymentEvents.refunded,
            PaymentEvent(paymentID: 1, orderRef: "order-1", username: user, amount: 1_999, channel: .wallet)
        ),
    ]

    /// The temporary home: the database.
    let home: URL
    /// The mediator the commands run through.
    let mediator: Mediator
    /// Stand-in for Account: `currentUser`.
    let account = ScriptedComponent(name: "Account", remote: ["currentUser"])
    /// Runs Member's commands (`member …`).
    let runner: CommandRunner

    /// Builds the shop in a new temporary folder, launches Member (which observes Payment's events)
    /// and announces the demo payments.
    ///
    /// - Parameters:
    ///   - user: who the scripted Account reports logged in (`nil`: nobody).
    ///   - clock: the clock Member stamps its ledger with (tests fix it).
    ///   - width: the columns help is laid out for; `colors`: whether output keeps its styles.
    static func launch(
        user: String? = MemberExampleShop.user, clock: WallClock = .system, width: Int = 80, colors: Bool = false
    ) async throws -> MemberExampleShop {
        let home = temporaryHome("MemberExample")
        let shop = try MemberExampleShop(home: home, clock: clock, width: width, colors: colors)
        shop.logIn(user)
        try await shop.launch("Member")
        do {
            for (event, payment) in payments {
                let delivery = await shop.mediator.notify(event, params: try payment.params())
                if let failure = delivery.failures.first {
                    throw CommandError.environment("\(failure.observer) refused \(event): \(failure.error)")
                }
            }
        } catch {
            await shop.close()
            throw error
        }
        return shop
    }

    private init(home: URL, clock: WallClock, width: Int, colors: Bool) throws {
        self.home = home
        mediator = account.mediator()
        mediator.context.register(try StorageFacade(path: home.appendingPathComponent("shop.sqlite").path))
        mediator.context.register(Configuration(["home": home.path]))
        mediator.context.register(clock)
        let mediator = mediator
        runner = CommandRunner(
            program: "MemberExample", summary: "Member alone, with a scripted Account",
            catalogs: try CommandCatalog.load(["Member"]), width: width, colors: colors
        ) { usage in
            CommandContext(mediator: mediator, usage: usage, loginHint: Self.loginHint) {
                try mediator.account.currentUser()
            }
        }
    }

    /// Makes the scripted Account report `user` logged in, or nobody when `nil`.
    func logIn(_ user: String?) {
        account.answer("currentUser", with: ["username": user.map(MediatorValue.string) ?? .null])
    }

    /// Runs one command line (without the program name).
    func run(_ arguments: [String]) async -> CommandRunner.Outcome {
        await runner.run(arguments)
    }
}
