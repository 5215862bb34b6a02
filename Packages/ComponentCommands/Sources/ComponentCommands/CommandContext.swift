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
    /// Where passwords come from: one line per call (the prompt is shown only on a terminal).
    private let readPassword: @Sendable (_ prompt: String) throws -> String?
    /// Whether passwords are typed at a terminal (prompts, echo off, new ones asked twice).
    private let isTerminal: Bool

    /// A context on `mediator`; `currentUser` answers who is logged in (`nil`: nobody), and
    /// `loginHint` is the command line that logs in, named when a command needs a login.
    ///
    /// Passwords come from the process's terminal or standard input (`PasswordReader`), unless
    /// `passwords` gives them: then each call takes the next one, as piped lines would be read.
    public init(
        mediator: Mediator, usage: String = "", loginHint: String, passwords: [String]? = nil,
        currentUser: @escaping @Sendable () throws -> String?
    ) {
        self.mediator = mediator
        self.usage = usage
        self.loginHint = loginHint
        self.currentUser = currentUser
        if let passwords {
            let queue = PasswordQueue(passwords)
            readPassword = { _ in queue.next() }
            isTerminal = false
        } else {
            readPassword = { try PasswordReader.read(prompt: $0) }
            isTerminal = PasswordReader.isTerminal
        }
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
        let terminal = isTerminal
        guard terminal || fromStandardInput else {
            throw usageError("no terminal to ask for the password: pipe it on standard input with \(flag)")
        }
        guard let password = try readPassword(prompt) else {
            throw usageError("standard input ended before the password was given")
        }
        if terminal && confirm {
            // Bytes, not String equality: Swift's == treats canonically equivalent text as equal.
            guard let again = try readPassword("repeat \(prompt)"),
                again.utf8.elementsEqual(password.utf8)
            else {
                throw usageError("the two passwords differ; nothing was changed")
            }
        }
        return password
    }
}

/// Passwords given in advance, taken one per call.
private final class PasswordQueue: @unchecked Sendable {
    // An NSLock rather than Synchronization.Mutex: the kit then needs no macOS 15 / iOS 18 API.
    private let lock = NSLock()
    private var remaining: ArraySlice<String>

    init(_ passwords: [String]) { remaining = passwords[...] }

    func next() -> String? {
        lock.lock()
        defer { lock.unlock() }
        return remaining.popFirst()
    }
}
