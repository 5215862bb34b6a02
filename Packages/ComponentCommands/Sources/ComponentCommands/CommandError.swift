import CommandKit
import Mediator

/// Why a command failed, and the exit code that says so (the app's README documents the codes).
public enum CommandError: Error, CustomStringConvertible {
    /// The command line is wrong (unknown command or flag, missing or malformed value): exit 2.
    case usage(String, usage: String?)
    /// The operation was refused by the business rules (e.g. out of stock): exit 1.
    case failed(String)
    /// The thing asked for does not exist (goods, order, remote target or action): exit 3.
    case notFound(String)
    /// Not allowed: login required, or a remote call that is forbidden: exit 4.
    case forbidden(String)
    /// The home, database or configuration is unusable: exit 5.
    case environment(String)

    /// The process exit code.
    public var exitCode: Int32 {
        switch self {
        case .failed: return 1
        case .usage: return 2
        case .notFound: return 3
        case .forbidden: return 4
        case .environment: return 5
        }
    }

    /// The one line printed on stderr.
    public var description: String {
        switch self {
        case .usage(let message, _), .failed(let message), .notFound(let message), .forbidden(let message),
            .environment(let message):
            return message
        }
    }

    /// The error a failure of `kind` becomes: the one place exit codes are decided for domain failures.
    public init(kind: ErrorKind, message: String) {
        switch kind {
        case .invalid: self = .usage(message, usage: nil)
        case .notFound: self = .notFound(message)
        case .refused, .conflict: self = .failed(message)
        case .forbidden: self = .forbidden(message)
        case .unavailable: self = .environment(message)
        }
    }

    /// Classifies any error raised while running a command, by its kind; an error without one is
    /// the environment's (exit 5).
    public static func from(_ error: any Error) -> CommandError {
        if let shop = error as? CommandError { return shop }
        if let usage = error as? UsageError { return .usage(usage.message, usage: usage.usage) }
        let kind = (error as? any DomainError)?.kind ?? .unavailable
        return CommandError(kind: kind, message: String(describing: error))
    }
}
