import AccountMediator
import CommandKit
import ComponentCommands
import Foundation
import Mediator

/// `shop staff grant|revoke|list`: the operator's commands, the only way an account becomes staff.
///
/// Staff may ship and deliver any order. The first staff account cannot come from anything a
/// customer can do: these commands need no login at all, but run only from a shell by the owner of
/// the home folder (whoever owns it can rewrite `shop.sqlite` anyway), never inside a `shop
/// interactive` session (the surface a shop can give its customers) and never through a link.
enum StaffCommands {
    static let commands: [any ComponentCommand.Type] = [Grant.self, Revoke.self, List.self]

    struct Grant: ComponentCommand {
        static let configuration = CommandConfiguration(
            "staff", "grant", summary: "Operator: make an account staff (may ship and deliver any order)")

        @Argument(help: "the account", value: .text("NAME"))
        var username: String

        func run(_ context: CommandContext) async throws -> CommandOutput {
            try StaffCommands.requireOperator(context, command: Self.configuration.path)
            let change = try context.mediator.account.setRole(.staff, username: username)
            let name = change.username
            let text =
                change.previousRole == .staff
                ? "\(name) is already staff" : "\(name) is now staff: may ship and deliver orders"
            return .message(text, try MediatorValue(encoding: change))
        }
    }

    struct Revoke: ComponentCommand {
        static let configuration = CommandConfiguration(
            "staff", "revoke", summary: "Operator: make a staff account a customer again")

        @Argument(help: "the account", value: .text("NAME"))
        var username: String

        func run(_ context: CommandContext) async throws -> CommandOutput {
            try StaffCommands.requireOperator(context, command: Self.configuration.path)
            let change = try context.mediator.account.setRole(.customer, username: username)
            let name = change.username
            let text = change.previousRole == .customer ? "\(name) was not staff" : "\(name) is a customer again"
            return .message(text, try MediatorValue(encoding: change))
        }
    }

    struct List: ComponentCommand {
        static let configuration = CommandConfiguration("staff", "list", summary: "Operator: the staff accounts")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            try StaffCommands.requireOperator(context, command: Self.configuration.path)
            let staff = try context.mediator.account.usernames(withRole: .staff)
            let names = staff.usernames
            let text = names.isEmpty ? "no staff yet: shop staff grant <username>" : names.joined(separator: "\n")
            return CommandOutput(text: TerminalText(text), json: try MediatorValue(encoding: staff))
        }
    }

    /// Refuses unless this process's user owns the home folder.
    ///
    /// - Throws: `CommandError.forbidden` naming the owner.
    static func requireOperator(_ context: CommandContext, command: [String]) throws {
        let home = context.mediator.context.configuration["home"] ?? "."
        var info = stat()
        guard stat(home, &info) == 0 else {
            throw CommandError.environment("cannot read the home folder \(home): \(String(cString: strerror(errno)))")
        }
        guard info.st_uid == geteuid() else {
            throw CommandError.forbidden(
                "'shop \(command.joined(separator: " "))' is for the shop's operator: run it as the owner of \(home) (uid \(info.st_uid))"
            )
        }
    }
}
