import Mediator

/// Why a `mediator.networking` call failed, mapped from Networking's stable error codes.
///
/// Failures that are not Networking's own (a missing parameter, Networking not linked, no facade
/// in the context) are rethrown unchanged as `MediatorError`.
public enum NetworkingCallError: DomainError, Equatable, Sendable, CustomStringConvertible {
    /// The URL cannot be fetched (unsupported scheme, no host).
    case invalidURL(String)
    /// The server could not be reached (refused, reset, DNS, TLS).
    case unreachable(String)
    /// No complete answer arrived in time.
    case timeout(String)
    /// The server answered with a non-2xx status; the message holds the status and body excerpt.
    case httpStatus(String)
    /// The body is not the JSON expected; the message names where.
    case decoding(String)
    /// The answer exceeded the size limit.
    case tooLarge(String)
    /// The `file://` URL names no readable file.
    case fileNotFound(String)
    /// The calling task was cancelled.
    case cancelled
    /// Networking failed with a code this package does not know yet.
    case other(code: String, message: String)
    /// Networking answered with a value this package cannot read (a version mismatch).
    case malformedResult(String)

    /// The stable code, equal to Networking's own code for mapped failures.
    public var code: String {
        switch self {
        case .invalidURL: return "invalidURL"
        case .unreachable: return "transport"
        case .timeout: return "timeout"
        case .httpStatus: return "httpStatus"
        case .decoding: return "decoding"
        case .tooLarge: return "tooLarge"
        case .fileNotFound: return "fileNotFound"
        case .cancelled: return "cancelled"
        case .other(let code, _): return code
        case .malformedResult: return "malformedResult"
        }
    }

    /// The message Networking gave, which a person can act on.
    public var description: String {
        switch self {
        case .invalidURL(let message), .unreachable(let message), .timeout(let message), .httpStatus(let message),
            .decoding(let message), .tooLarge(let message), .fileNotFound(let message), .other(_, let message):
            return message
        case .cancelled:
            return "the request was cancelled"
        case .malformedResult(let detail):
            return "networking answered something unexpected: \(detail)"
        }
    }

    /// Maps a failure of Networking's own action to a typed error; any other error is returned unchanged.
    static func mapping(_ error: any Error) -> any Error {
        guard case .actionFailed(let target, _, let code, let message) = error as? MediatorError,
            target == "Networking"
        else { return error }
        switch code {
        case "invalidURL": return NetworkingCallError.invalidURL(message)
        case "transport": return NetworkingCallError.unreachable(message)
        case "timeout": return NetworkingCallError.timeout(message)
        case "httpStatus": return NetworkingCallError.httpStatus(message)
        case "decoding": return NetworkingCallError.decoding(message)
        case "tooLarge": return NetworkingCallError.tooLarge(message)
        case "fileNotFound": return NetworkingCallError.fileNotFound(message)
        case "cancelled": return NetworkingCallError.cancelled
        default: return NetworkingCallError.other(code: code, message: message)
        }
    }
}
