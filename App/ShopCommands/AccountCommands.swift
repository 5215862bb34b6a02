import AccountMediator
import Mediator

/// `shop account register|login|logout|whoami|passwd`.
enum AccountCommands {
    static let specs: [CommandSpec] = [
        CommandSpec(
            ["account", "register"], "Create an account (asks for the password; scripts: --password-stdin)",
            positionals: [.init(name: "username", required: true)],
            options: [.flag("--password-stdin", "read the password (8+ characters) from standard input")],
            run: register),
        CommandSpec(
            ["account", "login"], "Log in; the session lasts across runs until you log out",
            positionals: [.init(name: "username", required: true)],
            options: [.flag("--password-stdin", "read the password from standard input")], run: login),
        CommandSpec(["account", "logout"], "Log out", run: logout),
        CommandSpec(["account", "whoami"], "Who is logged in", run: whoami),
        CommandSpec(
            ["account", "passwd"], "Change your password",
            options: [.flag("--password-stdin", "read the current, then the new password from standard input")],
            run: passwd),
    ]

    static func register(_ call: Invocation) async throws -> CommandOutput {
        let username = try call.mediator.account.register(
            username: try call.required("username"), password: try call.password(confirm: true))
        return .message(
            "registered \(username); log in with: shop account login \(username)",
            try MediatorValue(encoding: AccountRegistration(username: username)))
    }

    static func login(_ call: Invocation) async throws -> CommandOutput {
        let login = try call.mediator.account.login(
            username: try call.required("username"), password: try call.password())
        call.mediator.setState("member")
        let report = await call.mediator.send(.login)
        var text = "logged in as \(login.username)"
        if let replaced = login.replacedUsername { text += " (\(replaced) was logged out)" }
        let problems =
            login.observerErrors.map(\.description)
            + report.failures.map { "\($0.target): \($0.error.map(String.init(describing:)) ?? "")" }
        if !problems.isEmpty { text += "\nwarning: " + problems.joined(separator: "\nwarning: ") }
        return CommandOutput(text: text, json: try withWarnings(MediatorValue(encoding: login), problems))
    }

    static func logout(_ call: Invocation) async throws -> CommandOutput {
        let logout = try call.mediator.account.logout()
        call.mediator.setState("guest")
        let report = await call.mediator.send(.logout)
        let problems =
            logout.observerErrors.map(\.description)
            + report.failures.map { "\($0.target): \($0.error.map(String.init(describing:)) ?? "")" }
        var text = "logged out \(logout.username)"
        if !problems.isEmpty { text += "\nwarning: " + problems.joined(separator: "\nwarning: ") }
        return CommandOutput(text: text, json: try withWarnings(MediatorValue(encoding: logout), problems))
    }

    static func whoami(_ call: Invocation) async throws -> CommandOutput {
        let user = try call.session()
        return CommandOutput(
            text: user ?? "not logged in", json: try MediatorValue(encoding: AccountCurrentUser(username: user)))
    }

    static func passwd(_ call: Invocation) async throws -> CommandOutput {
        let user = try call.user()
        let old = try call.password(prompt: "current password: ")
        let new = try call.password(prompt: "new password: ", confirm: true)
        let changed = try call.mediator.account.changePassword(oldPassword: old, newPassword: new, username: user)
        return .message(
            "password changed for \(changed)", try MediatorValue(encoding: AccountPasswordChange(username: changed)))
    }

    /// Account's answer as JSON, with the problems the command saw (observers of Account's event and
    /// of the app's lifecycle) as `warnings`.
    static func withWarnings(_ value: MediatorValue, _ problems: [String]) -> MediatorValue {
        var fields = value.objectValue ?? [:]
        fields["warnings"] = .array(problems.map(MediatorValue.string))
        return .object(fields)
    }
}
