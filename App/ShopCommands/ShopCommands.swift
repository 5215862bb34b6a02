import AccountMediator
import CartMediator
import CommandKit
import ComponentCommands
import Foundation
import Mediator

/// Every `shop` command: what the linked components declare, asked of them at launch, and the
/// shell's own (`routes`, `open`, `doctor`, `interactive`, `help`, `completion`).
enum ShopCommands {
    /// Each business component's catalog, in registry order (read from its commands target; nothing
    /// launches), or why one could not be read. A base component (no lifecycle priority) is
    /// business-agnostic and has no screens, as the scaffolder makes it; it is not asked.
    static let loadedCatalogs: Result<[CommandCatalog], CommandError> = {
        do {
            return .success(try CommandCatalog.load(ComponentRegistry.all.filter { $0.launch != nil }.map(\.name)))
        } catch {
            return .failure(CommandError.from(error))
        }
    }()

    /// The catalogs that could be read (none when one could not: every run then stops with
    /// `catalogFailure`, exit 5, before parsing anything).
    static var catalogs: [CommandCatalog] { (try? loadedCatalogs.get()) ?? [] }

    /// Why the components' commands could not be read (a build defect: a commands target missing,
    /// misnamed or not linked), or `nil`.
    static var catalogFailure: CommandError? {
        if case .failure(let error) = loadedCatalogs { return error }
        return nil
    }

    /// Help's group order: the customer's groups in registry order, then the operator's.
    static let groups: [CommandFamily] = {
        let groups = catalogs.flatMap(\.groups)
        return groups.filter { !operatorGroups.contains($0.name) } + groups.filter { operatorGroups.contains($0.name) }
    }()

    /// The components' commands, each with its group (a component may add a command to another's
    /// group, as Goods adds `cart add`), then the shell's own.
    static let all: [RegisteredCommand] = {
        let rank = Dictionary(uniqueKeysWithValues: groups.enumerated().map { ($1.name, $0) })
        let ranked = catalogs.flatMap { catalog in
            // A command outside every group (`pay`) stays beside its component's first group.
            let home = catalog.groups.first.flatMap { rank[$0.name] } ?? rank.count
            return catalog.commands.map { (rank[$0.configuration.path[0]] ?? home, $0) }
        }
        let sorted = ranked.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        return sorted.map { RegisteredCommand.shop($0.element.1) } + SystemCommands.all + ToolCommands.all
    }()

    /// Where the shell writes (`shop: error: …`).
    static let console = Console(program: "shop")

    /// The first word of every command a session refuses: the components' operator groups, and `doctor`.
    static let operatorGroups: Set<String> = catalogs.reduce(into: [SystemCommands.Doctor.configuration.path[0]]) {
        $0.formUnion($1.operatorGroups)
    }

    /// What `shop __complete KIND` lists, by kind, from the components that declare it.
    static let completions: [String: CommandCatalog.Completion] = catalogs.reduce(into: [:]) {
        $0.merge($1.completions) { first, _ in first }
    }

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

    /// The context a component's command runs with in `mediator`: the session is Account's.
    static func context(_ mediator: Mediator, usage: String = "") -> CommandContext {
        CommandContext(mediator: mediator, usage: usage, loginHint: "shop account login <username>") {
            try mediator.account.currentUser()
        }
    }

    /// How the component that owns a link's action shows its answer, if its catalog says.
    static func view(of link: String, in mediator: Mediator) -> CommandCatalog.View? {
        guard let parts = URLComponents(string: link), let host = parts.host,
            let target = mediator.remoteConfiguration.canonicalTarget(host),
            let action = parts.path.split(separator: "/").first?.split(separator: "@").first
        else { return nil }
        return catalogs.first { $0.component == target }?.views[String(action)]
    }

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
