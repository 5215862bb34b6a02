import Foundation
import Mediator
import NetworkingMediator

/// Every way a Networking call can fail; its `NetworkingErrorCode` (code and kind) is what callers
/// on the far side of the mediator receive.
public enum NetworkingError: CodedError, Sendable, Equatable, CustomStringConvertible {
    /// The URL cannot be fetched: unsupported scheme, no host, or text that is not a URL.
    case invalidURL(url: String, reason: String)
    /// The request itself is malformed (a body that cannot be encoded, a method `file://` cannot serve).
    case invalidRequest(reason: String)
    /// The connection failed (refused, reset, DNS, TLS); `message` is the system's explanation.
    case transport(message: String)
    /// One attempt took longer than its timeout, in seconds.
    case timeout(seconds: Double)
    /// The server answered with a status the call does not accept; `bodyExcerpt` is the start of its body.
    case httpStatus(code: Int, bodyExcerpt: String)
    /// The server answered with a redirect (3xx with `Location`), which is never followed.
    ///
    /// Following one could move a fetch to another scheme (`https` to plain `http`), host or port
    /// unseen; the URL should name the final address instead.
    case redirectNotFollowed(code: Int, location: String)
    /// The body is not the expected JSON; `codingPath` looks like `items[2].price` (empty at the root).
    case decoding(codingPath: String, message: String)
    /// The response is larger than allowed; `actual` is the declared length or the bytes received when it stopped.
    case tooLarge(limit: Int, actual: Int)
    /// The caller's task was cancelled; the request and any retry wait were stopped.
    case cancelled
    /// A `file://` URL names no readable file.
    case fileNotFound(path: String)
    /// A `file://` URL names a FIFO, device or socket: one could block or never end, so none is read.
    case notRegularFile(path: String)

    /// The code callers receive; its kind is declared with it in `NetworkingMediator`.
    public var errorCode: NetworkingErrorCode {
        switch self {
        case .invalidURL: return .invalidURL
        case .invalidRequest: return .invalidRequest
        case .transport: return .transport
        case .timeout: return .timeout
        case .httpStatus, .redirectNotFollowed: return .httpStatus
        case .decoding: return .decoding
        case .tooLarge: return .tooLarge
        case .cancelled: return .cancelled
        // Like a directory, it is no readable file; the message says which.
        case .fileNotFound, .notRegularFile: return .fileNotFound
        }
    }

    /// A one-line message a person can act on.
    public var description: String {
        switch self {
        case .invalidURL(let url, let reason):
            return "cannot fetch \(url.debugDescription): \(reason)"
        case .invalidRequest(let reason):
            return "invalid request: \(reason)"
        case .transport(let message):
            return "network error: \(message) (check that the server is reachable)"
        case .timeout(let seconds):
            return "no complete response within \(Self.format(seconds)) s (the server is slow or unreachable)"
        case .httpStatus(let code, let bodyExcerpt):
            return bodyExcerpt.isEmpty
                ? "server answered HTTP \(code)"
                : "server answered HTTP \(code): \(bodyExcerpt)"
        case .redirectNotFollowed(let code, let location):
            return
                "server answered HTTP \(code), a redirect to \(location.prefix(200).debugDescription), which is not followed "
                + "(redirects never are, so a fetch cannot move to another scheme, host or port): use the final URL"
        case .decoding(let codingPath, let message):
            let at = codingPath.isEmpty ? "the top level" : "'\(codingPath)'"
            return "response is not the expected JSON at \(at): \(message)"
        case .tooLarge(let limit, let actual):
            return "response of \(actual) bytes or more exceeds the limit of \(limit) bytes"
        case .cancelled:
            return "the request was cancelled"
        case .fileNotFound(let path):
            return "no readable file at \(path)"
        case .notRegularFile(let path):
            return "\(path) is not a regular file (pipes, devices and sockets are not read)"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds ? String(Int(seconds)) : String(format: "%.3g", seconds)
    }
}
