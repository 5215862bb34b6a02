/// Every way a mediator call can fail. Nothing fails silently and nothing traps.
public enum MediatorError: DomainError, Sendable, Equatable, CustomStringConvertible {
    /// No type `<Module>.Target_<Name>` exists for the target name, and no fallback handled it.
    case targetNotFound(target: String)
    /// The target exists but has no such action, and neither its not-found handler nor a fallback handled it.
    case actionNotFound(target: String, action: String)
    /// A required parameter is absent (or null).
    case missingParameter(key: String, expected: String)
    /// A parameter is present but cannot be read as the expected type.
    case invalidParameter(key: String, expected: String, actual: String)
    /// The remote entry refused the call (not declared remote, `native` action, or non-ordinary params).
    case remoteForbidden(target: String, action: String, reason: String)
    /// A remote URL could not be parsed; `url` is shortened for display.
    case invalidURL(url: String, reason: String)
    /// The action ran and threw; `code` and `kind` come from `DomainError` (else `"failed"`, `unavailable`).
    case actionFailed(target: String, action: String, code: String, kind: ErrorKind, message: String)
    /// An async-only action was called through the synchronous entry.
    case requiresAsync(target: String, action: String)
    /// A service the target needs was not put into the context.
    case serviceMissing(service: String)
    /// The target type was found but could not be created.
    case targetUnavailable(target: String, reason: String)
    /// A middleware stopped the call before it ran (kind `forbidden` unless its error says otherwise).
    case stopped(middleware: String, target: String, action: String, code: String, kind: ErrorKind, message: String)
    /// The mediator was configured with something it cannot honour (unknown variant, rewrite loop, ...).
    case invalidConfiguration(reason: String)
    /// The action answered with a value that does not decode into the caller's type: a broken contract.
    case malformedResult(target: String, action: String, path: String, reason: String)
    /// More than `limit` mediator calls were nested in one call chain: a call that reaches itself
    /// again, such as an action calling itself or a middleware calling the mediator for every target.
    /// `chain` lists the calls as `Target/action`, outermost first.
    case callDepthExceeded(limit: Int, chain: [String])

    /// A stable, short name for the case, for scripts and logs.
    public var code: String {
        switch self {
        case .targetNotFound: return "targetNotFound"
        case .actionNotFound: return "actionNotFound"
        case .missingParameter: return "missingParameter"
        case .invalidParameter: return "invalidParameter"
        case .remoteForbidden: return "remoteForbidden"
        case .invalidURL: return "invalidURL"
        case .actionFailed(_, _, let code, _, _): return code
        case .requiresAsync: return "requiresAsync"
        case .serviceMissing: return "serviceMissing"
        case .targetUnavailable: return "targetUnavailable"
        case .stopped(_, _, _, let code, _, _): return code
        case .invalidConfiguration: return "invalidConfiguration"
        case .malformedResult: return "malformedResult"
        case .callDepthExceeded: return "callDepthExceeded"
        }
    }

    /// What kind of failure this is; the CLI's exit code and the remote status come from it alone.
    public var kind: ErrorKind {
        switch self {
        case .targetNotFound, .actionNotFound: return .notFound
        case .missingParameter, .invalidParameter, .invalidURL: return .invalid
        case .remoteForbidden: return .forbidden
        case .actionFailed(_, _, _, let kind, _), .stopped(_, _, _, _, let kind, _): return kind
        case .requiresAsync, .serviceMissing, .targetUnavailable, .invalidConfiguration, .malformedResult,
            .callDepthExceeded:
            return .unavailable
        }
    }

    /// Whether this is a not-found error (target or action).
    public var isNotFound: Bool {
        switch self {
        case .targetNotFound, .actionNotFound: return true
        default: return false
        }
    }

    /// A one-line message a person can act on.
    public var description: String {
        switch self {
        case .targetNotFound(let target):
            return "no component answers to target '\(target)' (is its package linked into the app?)"
        case .actionNotFound(let target, let action):
            return "target '\(target)' has no action '\(action)'"
        case .missingParameter(let key, let expected):
            return "missing parameter '\(key)' (expected \(expected))"
        case .invalidParameter(let key, let expected, let actual):
            return "parameter '\(key)' must be \(expected), got \(actual)"
        case .remoteForbidden(let target, let action, let reason):
            return "remote call to \(target)/\(action) is forbidden: \(reason)"
        case .invalidURL(let url, let reason):
            return "invalid URL \(url.debugDescription): \(reason)"
        case .actionFailed(_, _, _, _, let message):
            return message
        case .requiresAsync(let target, let action):
            return "\(target)/\(action) is asynchronous; call it with 'await'"
        case .serviceMissing(let service):
            return "no \(service) in the mediator context; the app must provide one at launch"
        case .targetUnavailable(let target, let reason):
            return "target '\(target)' could not start: \(reason)"
        case .stopped(let middleware, _, _, _, _, let message):
            return "\(message) (stopped by \(middleware))"
        case .invalidConfiguration(let reason):
            return "invalid mediator configuration: \(reason)"
        case .malformedResult(let target, let action, let path, let reason):
            return "\(target)/\(action) answered with an unexpected result: \(path.isEmpty ? "" : "\(path): ")\(reason)"
        case .callDepthExceeded(let limit, let chain):
            return "call depth exceeded \(limit): \(Self.describe(chain: chain)) (a call that reaches itself again?)"
        }
    }

    /// A call chain shortened to what a person needs: the calls that repeat at its deep end, once
    /// round and a second time, then where the chain began, e.g. `Order/pay → Order/pay → … (65
    /// calls, from Order/pay)`.
    static func describe(chain: [String]) -> String {
        guard chain.count > 6 else { return chain.joined(separator: " → ") }
        // The shortest cycle the last calls repeat, up to 8 calls long.
        let last = chain.count - 1
        func repeats(every period: Int) -> Bool {
            guard 2 * period <= chain.count else { return false }
            return (0..<period).allSatisfy { (offset: Int) -> Bool in
                chain[last - offset] == chain[last - period - offset]
            }
        }
        let cycle = (1...8).first(where: repeats(every:)) ?? 3
        let shown = chain.suffix(cycle + 1)
        return shown.joined(separator: " → ") + " → … (\(chain.count) calls, from \(chain[0]))"
    }

    /// Wraps any error thrown inside a dispatch: mediator errors pass through unchanged.
    static func wrapping(_ error: any Error, target: String, action: String) -> MediatorError {
        if let mediatorError = error as? MediatorError { return mediatorError }
        let domain = error as? any DomainError
        return .actionFailed(
            target: target, action: action, code: domain?.code ?? "failed", kind: domain?.kind ?? .unavailable,
            message: String(describing: error))
    }
}
