/// An HTTP request method; the common ones are predefined and any other token is accepted.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method token as sent, e.g. `"GET"`.
    public let rawValue: String

    /// Creates a method from its token (upper-cased, as servers expect).
    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    /// Creates a method from a literal token.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// `GET`: read a resource (idempotent).
    public static let get: HTTPMethod = "GET"
    /// `HEAD`: read headers only (idempotent).
    public static let head: HTTPMethod = "HEAD"
    /// `POST`: create or act (not idempotent).
    public static let post: HTTPMethod = "POST"
    /// `PUT`: replace a resource (idempotent).
    public static let put: HTTPMethod = "PUT"
    /// `PATCH`: change part of a resource (not idempotent).
    public static let patch: HTTPMethod = "PATCH"
    /// `DELETE`: remove a resource (idempotent).
    public static let delete: HTTPMethod = "DELETE"
    /// `OPTIONS`: ask what the server allows (idempotent).
    public static let options: HTTPMethod = "OPTIONS"

    /// Whether repeating the request has the same effect as sending it once, so it may be retried.
    public var isIdempotent: Bool {
        switch rawValue {
        case "GET", "HEAD", "PUT", "DELETE", "OPTIONS": return true
        default: return false
        }
    }

    /// The method token.
    public var description: String { rawValue }
}
