import AccountMediator
import CartMediator
import ComponentCommands
import ComponentCommandsTesting
import Foundation
import GoodsMediator
import Mediator
import MediatorTesting
import MemberMediator
import PaymentMediator
import Storage

/// Order run alone: the real Order on real Storage in a temporary home of its own, and scripted
/// stand-ins for the components it calls through their interfaces.
///
/// Account says `demo` is logged in (or whoever `launch` names, or nobody). Cart holds two lines
/// for every user until a checkout clears it; Member gives a silver member's 5% discount; Goods has
/// stock for every reservation; Payment approves every charge except the declining test card
/// (`4000 0000 0000 0002`) and refunds what it charged. The example runs one command in it; Order's
/// tests run many, and re-script the stand-ins.
final class OrderExampleShop: ExampleShop {
    /// The user the scripted Account reports logged in unless told otherwise.
    static let user = "demo"
    /// How to log in, named when a command needs a login and nobody is.
    static let loginHint = "run with EXAMPLE_USER=\(user) (the example's scripted Account logs that user in)"
    /// The scripted member's discount.
    static let discountPercent = 5
    /// The card number the scripted Payment declines, as Payment's simulator does.
    static let decliningCard = "4000000000000002"

    /// The temporary home: the database.
    let home: URL
    /// The mediator the commands run through.
    let mediator: Mediator
    /// Stand-in for Account: `currentUser`.
    let account = ScriptedComponent(name: "Account", remote: ["currentUser"])
    /// Stand-in for Cart: `show`, `nativeClear`.
    let cart = ScriptedComponent(name: "Cart", local: ["show", "nativeClear"])
    /// Stand-in for Member: `discount`.
    let member = ScriptedComponent(name: "Member", local: ["discount"])
    /// Stand-in for Goods: `reserve`, `release`.
    let goods = ScriptedComponent(name: "Goods", local: ["reserve", "release"])
    /// Stand-in for Payment: `pay`, `refund`.
    let payment = ScriptedComponent(name: "Payment", local: ["pay", "refund"])
    /// Runs Order's commands (`order …`, `pay`).
    let runner: CommandRunner

    /// Builds the shop in a new temporary folder and launches Order.
    ///
    /// - Parameters:
    ///   - user: who the scripted Account reports logged in (`nil`: nobody).
    ///   - clock: the clock Order and the stand-ins stamp with (tests fix it).
    ///   - width: the columns help is laid out for; `colors`: whether output keeps its styles.
    static func launch(
        user: String? = OrderExampleShop.user, clock: WallClock = .system, width: Int = 80, colors: Bool = false
    ) async throws -> OrderExampleShop {
        let home = temporaryHome("OrderExample")
        let shop = try OrderExampleShop(home: home, clock: clock, width: width, colors: colors)
        shop.logIn(user)
        try await shop.launch("Order")
        return shop
    }

    private init(home: URL, clock: WallClock, width: Int, colors: Bool) throws {
        self.home = home
        mediator = try ScriptedComponent.mediator(serving: [account, cart, member, goods, payment])
        mediator.context.register(try StorageFacade(path: home.appendingPathComponent("shop.sqlite").path))
        mediator.context.register(Configuration(["home": home.path]))
        mediator.context.register(clock)
        let mediator = mediator
        runner = CommandRunner(
            program: "OrderExample", summary: "Order alone, with scripted Account, Cart, Member, Goods and Payment",
            catalogs: try CommandCatalog.load(["Order"]), width: width, colors: colors
        ) { usage in
            CommandContext(mediator: mediator, usage: usage, loginHint: Self.loginHint) {
                try mediator.account.currentUser()
            }
        }
        Self.script(cart: cart, member: member, goods: goods, payment: payment, clock: clock)
    }

    /// The stand-ins' answers; the stateful ones (a cleared cart, the payments made) read their own calls.
    private static func script(
        cart: ScriptedComponent, member: ScriptedComponent, goods: ScriptedComponent, payment: ScriptedComponent,
        clock: WallClock
    ) {
        cart.respond(to: "show") { [unowned cart] params in
            let username = try params.string("username")
            let cleared = cart.calls.contains {
                $0.action == "nativeClear" && $0.params["username"] == .string(username)
            }
            let lines =
                cleared
                ? []
                : [
                    CartLine(goodsID: 3, title: "Le Petit Prince", unitPrice: 899, quantity: 2, addedAt: clock.now()),
                    CartLine(
                        goodsID: 33, title: "Café de Colombia Huila, 250 g", unitPrice: 1_350, quantity: 1,
                        addedAt: clock.now()),
                ]
            return try MediatorValue(encoding: CartSummary(username: username, lines: lines))
        }
        cart.respond(to: "nativeClear") { params in
            try MediatorValue(encoding: CartClearing(username: try params.string("username"), removedLines: 2))
        }
        member.respond(to: "discount") { params in
            try MediatorValue(
                encoding: MemberDiscount(
                    username: try params.string("username"), discountPercent: discountPercent, level: .silver))
        }
        for action in ["reserve", "release"] {
            goods.respond(to: action) { params in
                try MediatorValue(encoding: GoodsStockLevel(id: try params.int("id"), stock: 10))
            }
        }
        payment.respond(to: "pay") { [unowned payment] params in
            let card = try params.optionalString("cardNumber")?.filter { $0 != " " }
            if card == decliningCard {
                let code = PaymentErrorCode.cardDeclined
                throw ScriptedError.failure(code: code.rawValue, kind: code.kind, message: "the card was declined")
            }
            let receipt = PaymentReceipt(
                paymentID: payment.calls.filter { $0.action == "pay" }.count,
                idempotencyKey: try params.string("idempotencyKey"), username: try params.string("username"),
                orderRef: try params.string("orderRef"),
                channel: PaymentChannel(rawValue: try params.string("channel")) ?? .wallet,
                amount: try params.int("amount"), status: .succeeded, cardLast4: card.map { String($0.suffix(4)) },
                createdAt: clock.now())
            return try MediatorValue(encoding: PaymentOutcome(payment: receipt))
        }
        payment.respond(to: "refund") { [unowned payment] params in
            let id = try params.int("paymentID")
            let charges = payment.calls.filter { $0.action == "pay" }.map(\.params)
            guard charges.indices.contains(id - 1) else {
                let code = PaymentErrorCode.paymentNotFound
                throw ScriptedError.failure(code: code.rawValue, kind: code.kind, message: "no payment \(id)")
            }
            let charge = charges[id - 1]
            let receipt = PaymentReceipt(
                paymentID: id, idempotencyKey: try charge.string("idempotencyKey"),
                username: try charge.string("username"), orderRef: try charge.string("orderRef"),
                channel: PaymentChannel(rawValue: try charge.string("channel")) ?? .wallet,
                amount: try charge.int("amount"), status: .refunded, createdAt: clock.now(), refundedAt: clock.now())
            return try MediatorValue(encoding: PaymentOutcome(payment: receipt))
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
