import AccountMediator
import CommandKit
import Foundation
import Mediator

/// What a `ShopCommand` runs with: the mediator of the launched shop, the global options, and its usage line.
struct ShopContext: Sendable {
    /// The mediator every component is called through.
    let mediator: Mediator
    /// `--home`, `--json`, `--dispatch-url`.
    let globals: GlobalOptions
    /// The command's usage line, shown under a usage error.
    let usage: String

    /// A usage error (exit 2) about this command's arguments, with its usage line.
    func usageError(_ message: String) -> ShopError { .usage(message, usage: usage) }

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

    /// A password typed at the terminal (echo off), or one line of standard input when `fromStandardInput`.
    ///
    /// - Parameters:
    ///   - fromStandardInput: whether the command's flag `flag` (`--password-stdin`) was given.
    ///   - confirm: on a terminal, ask twice and require the same answer (new passwords).
    /// - Throws: `ShopError.usage` when there is no terminal and no `--password-stdin`, when input
    ///   ends early, when the two answers differ, or when a line is not UTF-8 or too long.
    func password(
        prompt: String = "password: ", confirm: Bool = false, fromStandardInput: Bool, flag: ArgumentSpelling
    ) throws -> String {
        let terminal = PasswordReader.isTerminal
        guard terminal || fromStandardInput else {
            throw usageError("no terminal to ask for the password: pipe it on standard input with \(flag)")
        }
        guard let password = try PasswordReader.read(prompt: prompt) else {
            throw usageError("standard input ended before the password was given")
        }
        if terminal && confirm {
            // Bytes, not String equality: Swift's == treats canonically equivalent text as equal.
            guard let again = try PasswordReader.read(prompt: "repeat \(prompt)"),
                again.utf8.elementsEqual(password.utf8)
            else {
                throw usageError("the two passwords differ; nothing was changed")
            }
        }
        return password
    }
}
