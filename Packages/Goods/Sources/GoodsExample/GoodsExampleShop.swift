import AccountMediator
import CartMediator
import CommandKit
import ComponentCommands
import ComponentCommandsTesting
import Foundation
import Mediator
import MediatorTesting
import MemberMediator
import Networking
import Storage

/// Goods run alone: the real Goods on real Storage and Networking in a temporary home of its own,
/// and scripted stand-ins for the components it calls through their interfaces.
///
/// Account says `demo` is logged in (or whoever `launch` names, or nobody), Member gives every member
/// a silver member's 5% discount, and Cart takes each `cart add` into an empty cart. The example runs
/// one command in it; Goods' tests run many, and re-script the stand-ins.
final class GoodsExampleShop: ExampleShop {
    /// The user the scripted Account reports logged in unless told otherwise.
    static let user = "demo"
    /// How to log in, named when a command needs a login and nobody is.
    static let loginHint = "run with EXAMPLE_USER=\(user) (the example's scripted Account logs that user in)"
    /// The scripted member's discount.
    static let discountPercent = 5

    /// The temporary home: the database and the catalog file Goods writes beside it.
    let home: URL
    /// The mediator the commands run through.
    let mediator: Mediator
    /// Stand-in for Account: `currentUser`.
    let account = ScriptedComponent(name: "Account", remote: ["currentUser"])
    /// Stand-in for Member: `discount`.
    let member = ScriptedComponent(name: "Member", local: ["discount"])
    /// Stand-in for Cart: `add`.
    let cart = ScriptedComponent(name: "Cart", local: ["add"])
    /// Runs Goods' commands (`goods …`, `cart add`).
    let runner: CommandRunner

    /// Builds the shop in a new temporary folder and launches Goods, which seeds its bundled catalog.
    ///
    /// - Parameters:
    ///   - user: who the scripted Account reports logged in (`nil`: nobody).
    ///   - clock: the clock Goods stamps items with (tests fix it).
    ///   - width: the columns help is laid out for; `colors`: whether output keeps its styles.
    static func launch(
        user: String? = GoodsExampleShop.user, clock: WallClock = .system, width: Int = 80, colors: Bool = false
    ) async throws -> GoodsExampleShop {
        let home = temporaryHome("GoodsExample")
        let shop = try GoodsExampleShop(home: home, clock: clock, width: width, colors: colors)
        shop.logIn(user)
        try await shop.launch("Goods")
        return shop
    }

    private init(home: URL, clock: WallClock, width: Int, colors: Bool) throws {
        self.home = home
        mediator = try ScriptedComponent.mediator(serving: [account, member, cart])
        mediator.context.register(try StorageFacade(path: home.appendingPathComponent("shop.sqlite").path))
        mediator.context.register(NetworkingFacade())
        mediator.context.register(Configuration(["home": home.path]))
        mediator.context.register(clock)
        let catalogs = try CommandCatalog.load(["Goods"])
        let mediator = mediator
        runner = CommandRunner(
            program: "GoodsExample", summary: "Goods alone, with scripted Account, Member and Cart",
            catalogs: catalogs, width: width, colors: colors
        ) { usage in
            CommandContext(mediator: mediator, usage: usage, loginHint: Self.loginHint) {
                try mediator.account.currentUser()
            }
        }
        member.respond(to: "discount") { params in
            try MediatorValue(
                encoding: MemberDiscount(
                    username: try params.string("username"), discountPercent: Self.discountPercent, level: .silver))
        }
        cart.respond(to: "add") { params in
            try MediatorValue(
                encoding: CartLine(
                    goodsID: try params.int("goodsID"), title: try params.string("title"),
                    unitPrice: try params.int("unitPrice"), quantity: try params.int("quantity"), addedAt: clock.now()))
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
