import AccountMediator
import Foundation
import Mediator

/// `shop staff grant|revoke|list`: the operator's commands, the only way an account becomes staff.
///
/// Staff may ship and deliver any order. The first staff account cannot come from anything a
/// customer can do: these commands need no login at all, but run only from a shell by the owner of
/// the home folder (whoever owns it can rewrite `shop.sqlite` anyway), never inside a `shop
/// interactive` session (the surface a shop can give its customers) and never through a link.
enum StaffCommands {
    static let specs: [CommandSpec] = [
        CommandSpec(
            ["staff", "grant"], "Operator: make an account staff (may ship and deliver any order)",
            positionals: [.init(name: "username", required: true)], run: grant),
        CommandSpec(
            ["staff", "revoke"], "Operator: make a staff account a customer again",
            positionals: [.init(name: "username", required: true)], run: revoke),
        CommandSpec(["staff", "list"], "Operator: the staff accounts", run: list),
    ]

    /// Whether `spec` is an operator command, refused inside `shop interactive`.
    static func isOperatorCommand(_ spec: CommandSpec) -> Bool { spec.path.first == "staff" }

    static func grant(_ call: Invocation) async throws -> CommandOutput {
        try requireOperator(call)
        let change = try call.mediator.account.setRole(.staff, username: try call.required("username"))
        let name = change.username
        let text =
            change.previousRole == .staff
            ? "\(name) is already staff" : "\(name) is now staff: may ship and deliver orders"
        return .message(text, try MediatorValue(encoding: change))
    }

    static func revoke(_ call: Invocation) async throws -> CommandOutput {
        try requireOperator(call)
        let change = try call.mediator.account.setRole(.customer, username: try call.required("username"))
        let name = change.username
        let text = change.previousRole == .customer ? "\(name) was not staff" : "\(name) is a customer again"
        return .message(text, try MediatorValue(encoding: change))
    }

    static func list(_ call: Invocation) async throws -> CommandOutput {
        try requireOperator(call)
        let staff = try call.mediator.account.usernames(withRole: .staff)
        let names = staff.usernames
        let text = names.isEmpty ? "no staff yet: shop staff grant <username>" : names.joined(separator: "\n")
        return CommandOutput(text: text, json: try MediatorValue(encoding: staff))
    }

    /// Refuses unless this process's user owns the home folder.
    ///
    /// - Throws: `ShopError.forbidden` naming the owner.
    static func requireOperator(_ call: Invocation) throws {
        let home = call.mediator.context.configuration["home"] ?? "."
        var info = stat()
        guard stat(home, &info) == 0 else {
            throw ShopError.environment("cannot read the home folder \(home): \(String(cString: strerror(errno)))")
        }
        guard info.st_uid == geteuid() else {
            throw ShopError.forbidden(
                "'shop \(call.spec.path.joined(separator: " "))' is for the shop's operator: run it as the owner of \(home) (uid \(info.st_uid))"
            )
        }
    }
}
