import Mediator

/// Why a `mediator.tracking` call failed on Tracking's side, for callers that never import Tracking.
public enum TrackingCallError: DomainError, Equatable, Sendable, CustomStringConvertible {
    /// The event was refused (`code` is `invalidEventName`, `invalidProperties`, `invalidUsername`
    /// or `invalidDuration`); nothing was recorded.
    case invalidEvent(code: String, message: String)
    /// The export could not be written (`code` is `invalidExportPath` or `exportFailed`).
    case exportFailed(code: String, message: String)
    /// Tracking answered with a value this package cannot read (a version mismatch).
    case unexpectedResult(action: String, reason: String)

    /// The Tracking error code, or `unexpectedResult`.
    public var code: String {
        switch self {
        case .invalidEvent(let code, _), .exportFailed(let code, _): return code
        case .unexpectedResult: return "unexpectedResult"
        }
    }

    /// A one-line message a user can act on.
    public var description: String {
        switch self {
        case .invalidEvent(_, let message), .exportFailed(_, let message): return message
        case .unexpectedResult(let action, let reason):
            return "Tracking/\(action) answered with an unreadable result: \(reason)"
        }
    }

    static let eventCodes: Set<String> = ["invalidEventName", "invalidProperties", "invalidUsername", "invalidDuration"]
    static let exportCodes: Set<String> = ["invalidExportPath", "exportFailed"]

    /// Runs `call`, turning Tracking's own `actionFailed` codes into this error.
    static func mapping<T>(_ call: () throws -> T) throws -> T {
        do {
            return try call()
        } catch let error as MediatorError {
            if case .actionFailed(let target, _, let code, let message) = error, target == "Tracking" {
                if eventCodes.contains(code) { throw TrackingCallError.invalidEvent(code: code, message: message) }
                if exportCodes.contains(code) { throw TrackingCallError.exportFailed(code: code, message: message) }
            }
            throw error
        }
    }
}
