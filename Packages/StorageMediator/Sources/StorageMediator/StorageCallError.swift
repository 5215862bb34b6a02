import Mediator

/// Why a `mediator.storage` call failed, mapped from Storage's stable error codes.
///
/// Mediator failures that are not Storage's own (a missing parameter, Storage not linked, no
/// database in the context) are rethrown unchanged as `MediatorError`.
public enum StorageCallError: DomainError, Equatable, Sendable, CustomStringConvertible {
    /// Another connection held the database longer than the busy timeout; retrying later may work.
    case busy(String)
    /// The database file is not a database or is corrupt.
    case notADatabase(String)
    /// The database could not be opened (path or permissions).
    case openFailed(String)
    /// Storage failed with another code (`storageFailed`, `storageConstraint`, ...).
    case other(code: String, message: String)
    /// Storage answered with a value this package cannot read (a version mismatch).
    case malformedResult(String)

    /// The stable code, equal to Storage's own code for mapped failures.
    public var code: String {
        switch self {
        case .busy: return "storageBusy"
        case .notADatabase: return "storageNotADatabase"
        case .openFailed: return "storageOpenFailed"
        case .other(let code, _): return code
        case .malformedResult: return "malformedResult"
        }
    }

    /// The message Storage gave, which a person can act on.
    public var description: String {
        switch self {
        case .busy(let message), .notADatabase(let message), .openFailed(let message), .other(_, let message):
            return message
        case .malformedResult(let detail):
            return "storage answered something unexpected: \(detail)"
        }
    }

    /// Maps a failure of Storage's own action to a typed error; any other error is returned unchanged.
    static func mapping(_ error: any Error) -> any Error {
        guard case .actionFailed(let target, _, let code, let message) = error as? MediatorError, target == "Storage"
        else { return error }
        switch code {
        case "storageBusy": return StorageCallError.busy(message)
        case "storageNotADatabase": return StorageCallError.notADatabase(message)
        case "storageOpenFailed": return StorageCallError.openFailed(message)
        default: return StorageCallError.other(code: code, message: message)
        }
    }
}
