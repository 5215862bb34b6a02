/// A parsed remote URL `scheme://target/action?query`: what the remote entry will dispatch.
///
/// Parsing is total: any string gives a request or `MediatorError.invalidURL` saying why. The URL
/// names a target and an action by identifier only; it can never name a module or a type, and it
/// cannot pick a state variant (`@` is refused).
public struct RemoteRequest: Sendable, Equatable {
    /// The longest URL accepted, in bytes.
    public static let maxLength = 8192
    /// The most query parameters accepted.
    public static let maxParameters = 64
    /// The query key whose value is a JSON object merged into the params, for complex data.
    public static let jsonKey = "json"

    /// The scheme, lowercased.
    public let scheme: String
    /// The target as written in the URL (the mediator maps it case-insensitively).
    public let target: String
    /// The action.
    public let action: String
    /// The query as params: strings, arrays of strings for repeated keys, JSON values from `json`.
    public let params: Params

    /// Parses `text`, accepting only the given (lowercase) schemes.
    ///
    /// - Throws: `MediatorError.invalidURL` with the reason.
    public static func parse(_ text: String, schemes: Set<String>) throws(MediatorError) -> RemoteRequest {
        let parsed = RemoteURL.withBytes(of: text) { bytes -> Result<RemoteRequest, MediatorError> in
            Result { () throws(MediatorError) in
                let url = try RemoteURL.scan(bytes, text: text, schemes: schemes)
                return RemoteRequest(
                    scheme: url.scheme,
                    target: String(decoding: bytes[url.host], as: UTF8.self),
                    action: String(decoding: bytes[url.action], as: UTF8.self), params: url.params)
            }
        }
        return try parsed.get()
    }

    /// Whether `text` is an ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`, by default at most 64 bytes),
    /// optionally allowing one extra character such as `@`.
    static func isIdentifier<S: StringProtocol>(_ text: S, allowing extra: Character? = nil, maxLength: Int = 64)
        -> Bool
    {
        let extraByte = extra?.asciiValue
        guard let first = text.utf8.first, RemoteURL.isLetter(first) || first == UInt8(ascii: "_"),
            text.utf8.count <= maxLength
        else {
            return false
        }
        return text.utf8.allSatisfy {
            RemoteURL.isLetter($0) || RemoteURL.isDigit($0) || $0 == UInt8(ascii: "_") || $0 == extraByte
        }
    }
}
