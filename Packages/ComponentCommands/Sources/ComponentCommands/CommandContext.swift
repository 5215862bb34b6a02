import CommandKit
import Foundation
import Mediator

/// What a `ComponentCommand` runs with: the mediator of the launched app, who is logged in, and the
/// command's usage line.
///
/// The app builds it for each command it runs; a component's command reads the session through it
/// and calls every component, its own included, through the mediator.
public struct CommandContext: Sendable {
    /// The mediator every component is called through.
    public let mediator: Mediator
    /// The command's usage line, shown under a usage error.
    public let usage: String
    /// Who is logged in, asked when a command needs it.
    private let currentUser: @Sendable () throws -> String?
    /// What to do when nobody is logged in, such as `shop account login <username>`.
    private let loginHint: String

    /// A context on `mediator`; `currentUser` answers who is logged in (`nil`: nobody), and
    /// `loginHint` is the command line that logs in, named when a command needs a login.
    public init(
        mediator: Mediator, usage: String = "", loginHint: String,
        currentUser: @escaping @Sendable () throws -> String?
    ) {
        self.mediator = mediator
        self.usage = usage
        self.loginHint = loginHint
        self.currentUser = currentUser
    }

    /// A usage error (exit 2) about this command's arguments, with its usage line.
    public func usageError(_ message: String) -> CommandError { .usage(message, usage: usage) }

    /// Who is logged in, asked once for this call (`nil`: nobody). Nothing asks at launch.
    public func session() throws -> String? {
        try currentUser()
    }

    /// The logged-in user (see `session()`).
    ///
    /// - Throws: `CommandError.forbidden` telling how to log in.
    public func user() throws -> String {
        guard let user = try session() else {
            throw CommandError.forbidden("log in first: \(loginHint)")
        }
        return user
    }

    /// A password typed at the terminal (echo off), or one line of standard input when `fromStandardInput`.
    ///
    /// - Parameters:
    ///   - fromStandardInput: whether the command's flag `flag` (`--password-stdin`) was given.
    ///   - confirm: on a terminal, ask twice and require the same answer (new passwords).
    /// - Throws: `CommandError.usage` when there is no terminal and no `--password-stdin`, when input
    ///   ends early, when the two answers differ, or when a line is not UTF-8 or too long.
    public func password(
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
