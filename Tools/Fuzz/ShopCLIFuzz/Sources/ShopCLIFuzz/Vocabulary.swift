import FuzzSupport

/// Words `shop` knows, so made command lines reach past the first word: commands, groups, options,
/// globals, and texts that look like them.
enum Vocabulary {
    static let commands = [
        "account", "login", "logout", "passwd", "register", "whoami", "cart", "add", "clear", "remove", "show",
        "update", "doctor", "goods", "categories", "list", "search", "home", "interactive", "member", "history",
        "open", "order", "cancel", "checkout", "deliver", "ship", "pay", "routes", "tracking", "export", "report",
        "wallet", "balance", "card", "cards", "topup", "carts", "ordr", "help", "completion", "bash", "zsh", "fish",
        "__complete", "goods-id", "category", "order-id", "staff", "grant",
    ]
    static let options = [
        "--password", "--old", "--new", "--quantity", "--page", "--page-size", "--category", "--sort", "--limit",
        "--method", "--card", "--expiry", "--remote", "--since", "--output", "--json", "--home", "--dispatch-url",
        "--help", "-h", "--", "-", "--quantiy", "--json=1", "--home=", "--page=2", "--remote=x", "-x", "--version",
        "--password-stdin", "--method=card",
    ]
    static let values = ["1", "0", "-1", "12", "wallet", "card", "12/30", "rating", "", " ", "a b", "=", "--x", "é"]

    /// An argument list: mostly known words, some arbitrary text.
    static func arguments(_ input: inout FuzzInput) -> [String] {
        (0..<input.int(in: 0...8)).map { _ in
            switch input.int(in: 0...9) {
            case 0...2: return input.pick(commands)
            case 3...5: return input.pick(options)
            case 6, 7: return input.pick(values)
            case 8: return input.pick(options) + "=" + input.string(upTo: 12)
            default: return input.string(upTo: 20)
            }
        }
    }
}
