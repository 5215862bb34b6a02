import Foundation

/// Defaults every request of one `NetworkingFacade` uses unless the request overrides them.
public struct NetworkingConfiguration: Sendable, Equatable {
    /// Seconds one attempt may take from sending the request to the last body byte, parsing included.
    public var timeout: TimeInterval
    /// Seconds a whole `send` may take, every attempt and retry wait included; `nil`: no such bound.
    ///
    /// The app sets it for configuration fetches, so a server that accepts and never answers cannot
    /// hold the launch longer than this, whatever `maxAttempts` says.
    public var totalTimeout: TimeInterval?
    /// How many times a retryable request is sent at most (1 means never retried).
    public var maxAttempts: Int
    /// Seconds of the first backoff ceiling; it doubles per retry (full jitter picks 0...ceiling).
    public var baseBackoff: TimeInterval
    /// Seconds no retry wait exceeds, including a server's `Retry-After`.
    public var maxBackoff: TimeInterval
    /// Bytes a response body may have at most.
    public var responseSizeLimit: Int
    /// The `User-Agent` header sent unless a request sets its own.
    public var userAgent: String
    /// A PEM file of CA certificates `https://` trusts in addition to the system's; `nil`: only the system's.
    ///
    /// Verification itself cannot be turned off: this only adds roots (a private CA, a test's own).
    /// The system's roots are OpenSSL's defaults, which `SSL_CERT_FILE` and `SSL_CERT_DIR` replace.
    public var extraTrustedCertificates: URL?

    /// Creates a configuration; the defaults suit an interactive app.
    public init(
        timeout: TimeInterval = 30,
        maxAttempts: Int = 3,
        baseBackoff: TimeInterval = 0.2,
        maxBackoff: TimeInterval = 5,
        responseSizeLimit: Int = 10 * 1024 * 1024,
        userAgent: String = "shop-networking/1.0",
        totalTimeout: TimeInterval? = nil,
        extraTrustedCertificates: URL? = nil
    ) {
        self.timeout = timeout
        self.totalTimeout = totalTimeout
        self.maxAttempts = maxAttempts
        self.baseBackoff = baseBackoff
        self.maxBackoff = maxBackoff
        self.responseSizeLimit = responseSizeLimit
        self.userAgent = userAgent
        self.extraTrustedCertificates = extraTrustedCertificates
    }
}
