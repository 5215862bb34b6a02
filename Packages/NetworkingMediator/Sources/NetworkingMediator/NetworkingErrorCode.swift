import Mediator

/// Every way a Networking call fails, with its kind.
public enum NetworkingErrorCode: String, ErrorCode {
    /// The URL cannot be fetched: unsupported scheme, no host, or text that is not a URL.
    case invalidURL
    /// The request itself is malformed (a body that cannot be encoded, a method `file://` cannot serve).
    case invalidRequest
    /// The connection failed (refused, reset, DNS, TLS).
    case transport
    /// No complete answer arrived in time.
    case timeout
    /// The server answered with a status the call does not accept.
    case httpStatus
    /// The body is not the JSON expected.
    case decoding
    /// The answer exceeded the size limit.
    case tooLarge
    /// The calling task was cancelled.
    case cancelled
    /// A `file://` URL names no readable file.
    case fileNotFound

    /// A URL or request the caller got wrong is `invalid`; a file that is not there `notFound`.
    /// Everything else is the far side failing to give a usable answer now (unreachable, silent,
    /// erroring, oversized or not the expected document) or the call being abandoned: the
    /// environment, not the caller's input, is at fault, so `unavailable`.
    public var kind: ErrorKind {
        switch self {
        case .invalidURL, .invalidRequest: return .invalid
        case .fileNotFound: return .notFound
        case .transport, .timeout, .httpStatus, .decoding, .tooLarge, .cancelled: return .unavailable
        }
    }
}

/// Networking's own failure as callers receive it: its `NetworkingErrorCode`, kind and message.
public typealias NetworkingFailure = CallFailure<NetworkingErrorCode>
