import AccountMediator
import Foundation

extension Invocation {
    /// Who is logged in, asked of Account once for this command (`nil`: nobody).
    ///
    /// A command asks only when it needs to know; nothing asks at launch.
    func session() throws -> String? {
        try mediator.account.currentUser()
    }

    /// Sets the mediator state to `member` while someone is logged in, else `guest`, for a call that
    /// reaches a state variant (a link to `Goods/show` answers `show@member`).
    func refreshState() throws {
        mediator.setState(try session() == nil ? "guest" : "member")
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
