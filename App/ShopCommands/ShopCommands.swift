import Mediator

/// Every `shop` command, grouped by the component it calls.
enum ShopCommands {
    static let all: [CommandSpec] =
        GoodsCommands.specs + CartCommands.specs + AccountCommands.specs + OrderCommands.specs
        + PaymentCommands.specs + MemberCommands.specs + TrackingCommands.specs + SystemCommands.specs
        + StaffCommands.specs

    /// The short help shown by `shop --help`.
    static var overview: String {
        var lines = [
            "shop: a componentized shop in your terminal", "", "usage: shop <command> [options]", "", "commands:",
        ]
        for spec in all {
            lines.append("  \(spec.usage.padding(toLength: 56, withPad: " ", startingAt: 0)) \(spec.summary)")
        }
        lines += [
            "",
            "global options:",
            "  --home DIR          the shop's folder (default: $SHOP_HOME, else ~/.shop)",
            "  --json              machine-readable output",
            "  --dispatch-url URL  load the rewrite table from URL instead of DIR/dispatch.json",
            "  --help, -h          help for any command",
        ]
        return lines.joined(separator: "\n")
    }

    /// `shop` with no arguments: a short help and the current status.
    static func status(_ mediator: Mediator, parser: ShopParser) async throws -> CommandOutput {
        let user = try mediator.account.currentUser()
        let items = try user.map { try mediator.cart.count(username: $0) } ?? 0
        let who = user.map { "logged in as \($0)" } ?? "not logged in (shop account login <username>)"
        let text = [
            "shop: a componentized shop in your terminal",
            "",
            "status: \(who); cart: \(items) item\(items == 1 ? "" : "s")",
            "",
            "commands: \(parser.groups.joined(separator: ", "))",
            "try: shop goods list · shop --help · shop <command> --help",
        ].joined(separator: "\n")
        return CommandOutput(
            text: text, json: ["user": user.map(MediatorValue.string) ?? .null, "cartItems": .int(items)])
    }
}
