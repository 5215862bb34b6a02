import Foundation

/// One request to send through `NetworkingFacade.send(_:)`; unset options fall back to the configuration.
public struct HTTPRequest: Sendable, Equatable {
    /// The method; it decides retry eligibility unless `isIdempotent` overrides it.
    public var method: HTTPMethod
    /// The target URL (`http`, `https` or `file`); `queryItems` are appended to its query.
    public var url: URL
    /// Header fields to send; names are matched case-insensitively by servers.
    public var headers: [String: String]
    /// Query items appended after any query already in `url`.
    public var queryItems: [URLQueryItem]
    /// The raw body, if any (see `setJSONBody(_:encoder:)` for JSON).
    public var body: Data?
    /// Seconds this request's attempts may each take; `nil` uses the configuration's timeout.
    public var timeout: TimeInterval?
    /// Overrides the method's idempotency: `true` lets a POST be retried, `false` stops all retries.
    public var isIdempotent: Bool?
    /// Bytes this response may have at most; `nil` uses the configuration's limit (the smaller one wins).
    public var responseSizeLimit: Int?

    /// Creates a request; only the URL is required.
    public init(
        method: HTTPMethod = .get,
        url: URL,
        headers: [String: String] = [:],
        queryItems: [URLQueryItem] = [],
        body: Data? = nil,
        timeout: TimeInterval? = nil,
        isIdempotent: Bool? = nil,
        responseSizeLimit: Int? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.queryItems = queryItems
        self.body = body
        self.timeout = timeout
        self.isIdempotent = isIdempotent
        self.responseSizeLimit = responseSizeLimit
    }

    /// Encodes `value` as the JSON body and sets `Content-Type: application/json` unless already set.
    ///
    /// - Throws: `NetworkingError.invalidRequest` when the value cannot be encoded.
    public mutating func setJSONBody<Body: Encodable>(_ value: Body, encoder: JSONEncoder = JSONEncoder()) throws {
        do {
            body = try encoder.encode(value)
        } catch {
            throw NetworkingError.invalidRequest(reason: "the JSON body cannot be encoded: \(error)")
        }
        if header("Content-Type") == nil {
            headers["Content-Type"] = "application/json"
        }
    }

    /// The value of header `name`, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Whether a failed attempt may be repeated.
    var mayRetry: Bool { isIdempotent ?? method.isIdempotent }

    /// The URL with `queryItems` appended.
    ///
    /// - Throws: `NetworkingError.invalidURL` when the URL cannot carry them.
    func resolvedURL() throws -> URL {
        guard !queryItems.isEmpty else { return url }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw NetworkingError.invalidURL(url: url.absoluteString, reason: "it cannot carry query items")
        }
        components.queryItems = (components.queryItems ?? []) + queryItems
        guard let resolved = components.url else {
            throw NetworkingError.invalidURL(url: url.absoluteString, reason: "the query items make it invalid")
        }
        return resolved
    }
}
