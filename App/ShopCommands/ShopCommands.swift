import CommandKit
import Mediator

/// Every `shop` command, grouped by the component it calls, and the command set built from them.
enum ShopCommands {
    static let all: [RegisteredCommand] =
        GoodsCommands.all + CartCommands.all + AccountCommands.all + OrderCommands.all + PaymentCommands.all
        + MemberCommands.all + TrackingCommands.all + SystemCommands.all + StaffCommands.all + ToolCommands.all

    /// The group words and what each holds.
    static let groups = [
        CommandGroup("goods", summary: "Browse and search the catalog"),
        CommandGroup("cart", summary: "Your cart: lines, quantities and totals"),
        CommandGroup("account", summary: "Register, log in and out, change your password"),
        CommandGroup("order", summary: "Check out your cart and follow your orders"),
        CommandGroup("wallet", summary: "Your wallet: top up, balance, test cards"),
        CommandGroup("member", summary: "Your membership: points, level and discount"),
        CommandGroup("tracking", summary: "What the components were asked to do, and how fast they answered"),
        CommandGroup("staff", summary: "Operator: who may ship and deliver orders"),
    ]

    /// Options that would put a password in the process's arguments; refused with what to do instead.
    static let refusedOptions: [String: String] = Dictionary(
        uniqueKeysWithValues: ["--password", "--old", "--new", "--old-password", "--new-password"].map { name in
            (
                name,
                "\(name) is not accepted: a password in the arguments shows in 'ps' and /proc/PID/cmdline; "
                    + "type it at the prompt, or pipe it with --password-stdin"
            )
        })

    /// The command set: parsing, help and completion scripts all come from it.
    static let set = CommandSet(
        program: "shop", summary: "a componentized shop in your terminal", groups: groups,
        globals: GlobalArguments.self, commands: all, refusedOptions: refusedOptions,
        completionCommand: ToolCommands.CompletionValues.configuration.path[0], type: \.type)

    /// `shop` with no arguments: a short help and the current status.
    static func status(_ mediator: Mediator) async throws -> CommandOutput {
        let user = try mediator.account.currentUser()
        let items = try user.map { try mediator.cart.count(username: $0) } ?? 0
        let who = user.map { "logged in as \($0)" } ?? "not logged in (shop account login <username>)"
        let text = [
            "shop: a componentized shop in your terminal",
            "",
            "status: \(who); cart: \(items) item\(items == 1 ? "" : "s")",
            "",
            "commands: \(set.topWords.joined(separator: ", "))",
            "try: shop goods list · shop --help · shop help <command>",
        ].joined(separator: "\n")
        return CommandOutput(
            text: TerminalText(text), json: ["user": user.map(MediatorValue.string) ?? .null, "cartItems": .int(items)])
    }
}
