import Foundation

/// The HTTP client of the app: `http(s)://` and `file://` URLs, retries, deadlines and size limits.
///
/// One instance shares one connection pool; the app registers it in the mediator context
/// (`context.register(networking)`) and components read it from there. Every failure is a
/// `NetworkingError`; task cancellation ends the request or retry wait in progress with `.cancelled`.
public final class NetworkingFacade: Sendable {
    /// The defaults every request uses unless it overrides them.
    public let configuration: NetworkingConfiguration
    let policy: RetryPolicy
    private let transport: HTTPTransport
    private let files = FileLoader()

    /// Creates a client with its own connection pool.
    public init(configuration: NetworkingConfiguration = .init()) {
        self.configuration = configuration
        self.policy = RetryPolicy(configuration: configuration)
        self.transport = HTTPTransport(extraTrustedCertificates: configuration.extraTrustedCertificates)
    }

    /// Creates a client whose retry jitter comes from `random` (tests make it predictable).
    init(configuration: NetworkingConfiguration, random: @escaping @Sendable (ClosedRange<Double>) -> Double) {
        self.configuration = configuration
        self.policy = RetryPolicy(configuration: configuration, random: random)
        self.transport = HTTPTransport(extraTrustedCertificates: configuration.extraTrustedCertificates)
    }

    // MARK: Convenience

    /// The body of `url` after a successful (2xx) GET or file read.
    ///
    /// - Throws: `NetworkingError`; a non-2xx status is `.httpStatus` with the start of the body.
    public func data(from url: URL) async throws -> Data {
        let response = try await send(HTTPRequest(url: url))
        try response.requireSuccess()
        return response.body
    }

    /// GETs `url` and decodes its JSON body as `type`.
    ///
    /// - Throws: `NetworkingError`; non-2xx is `.httpStatus`, a body that does not fit is `.decoding`.
    public func getJSON<T: Decodable>(_ url: URL, as type: T.Type = T.self) async throws -> T {
        let response = try await send(HTTPRequest(url: url, headers: ["Accept": "application/json"]))
        try response.requireSuccess()
        return try decode(type, from: response.body)
    }

    /// Decodes JSON `data` as `type`, reporting where it failed (`items[2].price`).
    ///
    /// - Throws: `NetworkingError.decoding`.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, decoder: JSONDecoder = JSONDecoder()) throws -> T
    {
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw NetworkingError(decodingError: error)
        } catch {
            throw NetworkingError.decoding(codingPath: "", message: String(describing: error))
        }
    }

    // MARK: Sending

    /// Sends `request`, retrying when allowed, and returns the final response whatever its status.
    ///
    /// Retries: a request whose method is idempotent (GET, HEAD, PUT, DELETE, OPTIONS), or that sets
    /// `isIdempotent = true`, is sent again after a transport error, a timeout, a 5xx or a 429, up to
    /// `maxAttempts` times, waiting with exponential backoff and full jitter or the server's
    /// `Retry-After`, never longer than `maxBackoff`.
    ///
    /// - Throws: `NetworkingError`. A status is thrown (`.httpStatus`) only when a retryable request
    ///   still got 5xx or 429 on its last allowed attempt; any other status, including a 5xx to a
    ///   POST, is returned for the caller to judge.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let url = try request.resolvedURL()
        let limit = max(
            0, min(request.responseSizeLimit ?? configuration.responseSizeLimit, configuration.responseSizeLimit))
        switch url.scheme?.lowercased() {
        case "file":
            guard !Task.isCancelled else { throw NetworkingError.cancelled }
            return try files.load(url, method: request.method, limit: limit)
        case "http", "https":
            guard let host = url.host, !host.isEmpty else {
                throw NetworkingError.invalidURL(url: url.absoluteString, reason: "it has no host")
            }
        case let scheme?:
            throw NetworkingError.invalidURL(
                url: url.absoluteString, reason: "scheme '\(scheme)' is not http, https or file")
        case nil:
            throw NetworkingError.invalidURL(url: url.absoluteString, reason: "it has no scheme (http, https or file)")
        }
        let timeout = max(0.001, request.timeout ?? configuration.timeout)
        var headers = request.headers
        if request.header("User-Agent") == nil { headers["User-Agent"] = configuration.userAgent }
        let total = configuration.totalTimeout.map { max(0.001, $0) }
        let end = total.map { ContinuousClock.now.advanced(by: .milliseconds(Int64($0 * 1000))) }
        /// Seconds left of the total deadline (`nil`: unbounded); throws once it has passed.
        func remaining() throws -> TimeInterval? {
            guard let end, let total else { return nil }
            let left = ContinuousClock.now.duration(to: end)
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
            guard seconds > 0 else { throw NetworkingError.timeout(seconds: total) }
            return seconds
        }
        var attempt = 1
        while true {
            guard !Task.isCancelled else { throw NetworkingError.cancelled }
            var delay: TimeInterval
            do {
                let left = try remaining()
                let bounded = min(timeout, left ?? timeout)
                let response: HTTPResponse
                do {
                    response = try await attemptOnce(
                        request.method.rawValue, url: url, headers: headers, body: request.body, limit: limit,
                        timeout: bounded)
                } catch NetworkingError.timeout where bounded < timeout {
                    throw NetworkingError.timeout(seconds: total ?? bounded)
                }
                guard request.mayRetry, RetryPolicy.isRetryable(status: response.status) else { return response }
                guard attempt < policy.maxAttempts else { try response.requireSuccess(); return response }
                delay = policy.delay(afterAttempt: attempt, retryAfter: response.header("Retry-After"), now: Date())
            } catch let error as NetworkingError {
                guard request.mayRetry, RetryPolicy.isRetryable(error), attempt < policy.maxAttempts else {
                    throw error
                }
                delay = policy.delay(afterAttempt: attempt, retryAfter: nil, now: Date())
            }
            if let left = try remaining() { delay = min(delay, left) }
            do {
                try await Task.sleep(for: .seconds(delay))
            } catch {
                throw NetworkingError.cancelled
            }
            _ = try remaining()
            attempt += 1
        }
    }

    private func attemptOnce(
        _ method: String, url: URL, headers: [String: String], body: Data?, limit: Int, timeout: TimeInterval
    ) async throws -> HTTPResponse {
        let start = ContinuousClock.now
        let answer = try await transport.perform(
            method: method, url: url, headers: headers, body: body, limit: limit, timeout: timeout)
        return HTTPResponse(
            status: answer.status, headers: answer.headers, body: answer.body, duration: ContinuousClock.now - start)
    }
}
