import Mediator

/// Why a `shop` command failed, and the exit code that says so (documented in the README).
enum ShopError: Error, CustomStringConvertible {
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
    var exitCode: Int32 {
        switch self {
        case .failed: return 1
        case .usage: return 2
        case .notFound: return 3
        case .forbidden: return 4
        case .environment: return 5
        }
    }

    /// The one line printed on stderr.
    var description: String {
        switch self {
        case .usage(let message, _), .failed(let message), .notFound(let message), .forbidden(let message),
            .environment(let message):
            return message
        }
    }

    /// Classifies any error raised while running a command.
    static func from(_ error: any Error) -> ShopError {
        if let shop = error as? ShopError { return shop }
        if let mediator = error as? MediatorError { return from(mediator) }
        let code = (error as? any DomainError)?.code ?? ""
        return classify(code: code, message: String(describing: error))
    }

    static func from(_ error: MediatorError) -> ShopError {
        switch error {
        case .missingParameter, .invalidParameter, .invalidURL:
            return .usage(error.description, usage: nil)
        case .remoteForbidden, .stopped:
            return .forbidden(error.description)
        case .targetNotFound, .actionNotFound:
            return .notFound(error.description)
        case .actionFailed(_, _, let code, let message):
            return classify(code: code, message: message)
        case .requiresAsync, .serviceMissing, .targetUnavailable, .invalidConfiguration:
            return .environment(error.description)
        }
    }

    private static func classify(code: String, message: String) -> ShopError {
        let lowered = code.lowercased()
        if lowered.hasSuffix("notfound") { return .notFound(message) }
        if lowered == "notloggedin" || lowered == "forbidden" { return .forbidden(message) }
        if lowered.hasPrefix("storage") || lowered == "corrupt" || lowered == "databaselocked" {
            return .environment(message)
        }
        return .failed(message)
    }
}
