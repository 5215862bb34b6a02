import Foundation

/// When to repeat a failed attempt and how long to wait first (exponential backoff, full jitter).
struct RetryPolicy: Sendable {
    let maxAttempts: Int
    let baseBackoff: TimeInterval
    let maxBackoff: TimeInterval
    /// Picks a wait in the given range; replaced in tests to make jitter predictable.
    let random: @Sendable (ClosedRange<Double>) -> Double

    init(
        configuration: NetworkingConfiguration,
        random: @escaping @Sendable (ClosedRange<Double>) -> Double = { Double.random(in: $0) }
    ) {
        self.maxAttempts = max(1, configuration.maxAttempts)
        self.baseBackoff = max(0, configuration.baseBackoff)
        self.maxBackoff = max(0, configuration.maxBackoff)
        self.random = random
    }

    /// Statuses that say "try again later": 429 and every 5xx.
    static func isRetryable(status: Int) -> Bool {
        status == 429 || (500...599).contains(status)
    }

    /// Failures worth another attempt: the connection, not the request, went wrong.
    static func isRetryable(_ error: NetworkingError) -> Bool {
        switch error {
        case .transport, .timeout: return true
        default: return false
        }
    }

    /// Seconds to wait after failed attempt number `attempt` (1-based).
    ///
    /// A server's `Retry-After` wins over the computed backoff; both are capped by `maxBackoff`.
    func delay(afterAttempt attempt: Int, retryAfter: String?, now: Date) -> TimeInterval {
        if let retryAfter, let requested = Self.seconds(fromRetryAfter: retryAfter, now: now) {
            return min(requested, maxBackoff)
        }
        let exponent = Double(min(max(attempt - 1, 0), 62))
        let ceiling = min(maxBackoff, baseBackoff * pow(2, exponent))
        guard ceiling > 0 else { return 0 }
        return min(max(random(0...ceiling), 0), ceiling)
    }

    /// Reads `Retry-After` as delay-seconds or as an HTTP-date (IMF-fixdate); `nil` when it is neither.
    static func seconds(fromRetryAfter value: String, now: Date) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) {
            return seconds >= 0 ? TimeInterval(seconds) : nil
        }
        // A formatter per call: Retry-After is rare and DateFormatter is not Sendable.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
