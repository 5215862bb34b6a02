import Foundation

/// What a server (or a `file://` read) answered.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code (200 for a file read).
    public let status: Int
    /// Header fields as received; use `header(_:)` for a case-insensitive lookup.
    public let headers: [String: String]
    /// The full body.
    public let body: Data
    /// How long the attempt that produced this response took, from sending to the last body byte.
    public let duration: Duration
    /// `headers` by ASCII-lowercased name, so a lookup does not scan every field.
    private let lowercasedHeaders: [String: String]

    /// Creates a response (mostly for tests and fakes).
    public init(status: Int, headers: [String: String] = [:], body: Data = Data(), duration: Duration = .zero) {
        self.status = status
        self.headers = headers
        self.body = body
        self.duration = duration
        self.lowercasedHeaders = Dictionary(headers.map { (HeaderFields.lowercased($0.key), $0.value) }) { first, _ in
            first
        }
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The value of header `name`, matched ignoring ASCII case.
    public func header(_ name: String) -> String? {
        lowercasedHeaders[HeaderFields.lowercased(name)]
    }

    /// The start of the body as text, for error messages: at most `limit` characters, `…` when cut.
    public func bodyExcerpt(limit: Int = 200) -> String {
        let text = String(decoding: body.prefix(limit * 4), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count > limit else {
            return body.count > limit * 4 ? text + "…" : text
        }
        return String(text.prefix(limit)) + "…"
    }

    /// Throws `NetworkingError.httpStatus` unless the status is 2xx (`.redirectNotFollowed` for a redirect).
    func requireSuccess() throws {
        guard isSuccess else {
            if (300..<400).contains(status), let location = header("Location") {
                throw NetworkingError.redirectNotFollowed(code: status, location: location)
            }
            throw NetworkingError.httpStatus(code: status, bodyExcerpt: bodyExcerpt())
        }
    }
}
