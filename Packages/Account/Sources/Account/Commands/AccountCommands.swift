import AccountMediator
import CommandKit
import ComponentCommands
import Mediator

/// `shop account register|login|logout|whoami|passwd`.
enum AccountCommands {
    static let commands: [any ComponentCommand.Type] = [
        Register.self, Login.self, Logout.self, Whoami.self, Passwd.self,
    ]

    struct Register: ComponentCommand {
        static let configuration = CommandConfiguration(
            "account", "register", summary: "Create an account (asks for the password twice, echo off)")

        @Argument(help: "the new account's name (ASCII letters, digits, '.', '_', '-')", value: .text("NAME"))
        var username: String

        @Flag(help: "read the password (8+ characters) from standard input")
        var passwordStdin: Bool

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let password = try context.password(confirm: true, fromStandardInput: passwordStdin, flag: $passwordStdin)
            let username = try context.mediator.account.register(username: username, password: password)
            return .message(
                "registered \(username); log in with: shop account login \(username)",
                try MediatorValue(encoding: AccountRegistration(username: username)))
        }
    }

    struct Login: ComponentCommand {
        static let configuration = CommandConfiguration(
            "account", "login", summary: "Log in; the session lasts across runs until you log out")

        @Argument(help: "the account to log in as", value: .text("NAME"))
        var username: String

        @Flag(help: "read the password from standard input")
        var passwordStdin: Bool

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let password = try context.password(fromStandardInput: passwordStdin, flag: $passwordStdin)
            let login = try context.mediator.account.login(username: username, password: password)
            context.mediator.setState("member")
            let report = await context.mediator.send(.login)
            var text = "logged in as \(login.username)"
            if let replaced = login.replacedUsername { text += " (\(replaced) was logged out)" }
            let problems =
                login.observerErrors.map(\.description)
                + report.failures.map { "\($0.target): \($0.error.map(String.init(describing:)) ?? "")" }
            return CommandOutput(
                text: AccountCommands.withWarnings(text, problems),
                json: try AccountCommands.withWarnings(MediatorValue(encoding: login), problems))
        }
    }

    struct Logout: ComponentCommand {
        static let configuration = CommandConfiguration("account", "logout", summary: "Log out")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let logout = try context.mediator.account.logout()
            context.mediator.setState("guest")
            let report = await context.mediator.send(.logout)
            let problems =
                logout.observerErrors.map(\.description)
                + report.failures.map { "\($0.target): \($0.error.map(String.init(describing:)) ?? "")" }
            return CommandOutput(
                text: AccountCommands.withWarnings("logged out \(logout.username)", problems),
                json: try AccountCommands.withWarnings(MediatorValue(encoding: logout), problems))
        }
    }

    struct Whoami: ComponentCommand {
        static let configuration = CommandConfiguration("account", "whoami", summary: "Who is logged in")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let user = try context.session()
            return CommandOutput(
                text: TerminalText(user ?? "not logged in"),
                json: try MediatorValue(encoding: AccountCurrentUser(username: user)))
        }
    }

    struct Passwd: ComponentCommand {
        static let configuration = CommandConfiguration("account", "passwd", summary: "Change your password")

        @Flag(help: "read the current, then the new password from standard input")
        var passwordStdin: Bool

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let user = try context.user()
            let old = try context.password(
                prompt: "current password: ", fromStandardInput: passwordStdin, flag: $passwordStdin)
            let new = try context.password(
                prompt: "new password: ", confirm: true, fromStandardInput: passwordStdin, flag: $passwordStdin)
            let changed = try context.mediator.account.changePassword(
                oldPassword: old, newPassword: new, username: user)
            return .message(
                "password changed for \(changed)", try MediatorValue(encoding: AccountPasswordChange(username: changed))
            )
        }
    }

    /// The text with a `warning:` line (styled) for each problem the command saw.
    static func withWarnings(_ text: String, _ problems: [String]) -> TerminalText {
        problems.reduce(TerminalText(text)) { text, problem in
            "\(text)\n\(TerminalText("warning:", style: .warning)) \(problem)"
        }
    }

    /// Account's answer as JSON, with the problems the command saw (observers of Account's event and
    /// of the app's lifecycle) as `warnings`.
    static func withWarnings(_ value: MediatorValue, _ problems: [String]) -> MediatorValue {
        var fields = value.objectValue ?? [:]
        fields["warnings"] = .array(problems.map(MediatorValue.string))
        return .object(fields)
    }
}
