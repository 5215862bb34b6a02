import AccountMediator
import Foundation

extension Invocation {
    /// Who is logged in, asked of Account once for this command (`nil`: nobody).
    ///
    /// Also sets the mediator state to `member` or `guest`, so a state variant the command reaches
    /// (`Goods/show@member`) sees the same session. A command asks only when it needs to know.
    func session() throws -> String? {
        let user = try mediator.account.currentUser()
        mediator.setState(user == nil ? "guest" : "member")
        return user
    }

    /// The logged-in user (see `session()`).
    ///
    /// - Throws: `ShopError.forbidden` telling how to log in.
    func user() throws -> String {
        guard let user = try session() else {
            throw ShopError.forbidden("log in first: shop account login <username>")
        }
        return user
    }

    /// A password typed at the terminal (echo off), or one line of standard input with `--password-stdin`.
    ///
    /// - Parameter confirm: on a terminal, ask twice and require the same answer (new passwords).
    /// - Throws: `ShopError.usage` when there is no terminal and no `--password-stdin`, when input
    ///   ends early, or when the two answers differ.
    func password(prompt: String = "password: ", confirm: Bool = false) throws -> String {
        let terminal = PasswordReader.isTerminal
        guard terminal || flag("--password-stdin") else {
            throw ShopError.usage(
                "no terminal to ask for the password: pipe it on standard input with --password-stdin",
                usage: spec.usage)
        }
        guard let password = PasswordReader.read(prompt: prompt) else {
            throw ShopError.usage("standard input ended before the password was given", usage: spec.usage)
        }
        if terminal && confirm {
            guard PasswordReader.read(prompt: "repeat \(prompt)") == password else {
                throw ShopError.usage("the two passwords differ; nothing was changed", usage: spec.usage)
            }
        }
        return password
    }
}
