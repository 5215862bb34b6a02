import Foundation
import Testing

@testable import Networking

/// Backoff arithmetic and `Retry-After` parsing, without a server.
@Suite struct RetryPolicyTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    func policy(base: Double = 0.5, max: Double = 4, random: @escaping @Sendable (ClosedRange<Double>) -> Double)
        -> RetryPolicy
    {
        RetryPolicy(
            configuration: NetworkingConfiguration(maxAttempts: 5, baseBackoff: base, maxBackoff: max), random: random)
    }

    @Test func delay_withoutRetryAfter_drawsFromZeroToAnExponentialCeiling() {
        let ranges = RangeRecorder()
        let policy = policy(random: { range in
            ranges.append(range); return range.upperBound
        })
        let delays = (1...5).map { policy.delay(afterAttempt: $0, retryAfter: nil, now: now) }
        #expect(delays == [0.5, 1, 2, 4, 4])
        #expect(ranges.all.allSatisfy { $0.lowerBound == 0 })
    }

    @Test func delay_withJitterAtLowerBound_isZero() {
        let policy = policy(random: { $0.lowerBound })
        #expect(policy.delay(afterAttempt: 3, retryAfter: nil, now: now) == 0)
    }

    @Test func delay_withRandomOutOfRange_isClampedToTheCeiling() {
        let policy = policy(random: { _ in 1000 })
        #expect(policy.delay(afterAttempt: 1, retryAfter: nil, now: now) == 0.5)
    }

    @Test func delay_withRetryAfterSeconds_usesThemCappedByMaxBackoff() {
        let policy = policy(random: { _ in 0 })
        #expect(policy.delay(afterAttempt: 1, retryAfter: "3", now: now) == 3)
        #expect(policy.delay(afterAttempt: 1, retryAfter: "120", now: now) == 4)
    }

    @Test func delay_withUnreadableRetryAfter_fallsBackToBackoff() {
        let policy = policy(random: { $0.upperBound })
        #expect(policy.delay(afterAttempt: 2, retryAfter: "soon", now: now) == 1)
    }

    @Test func retryAfter_readsSecondsAndHTTPDates() {
        #expect(RetryPolicy.seconds(fromRetryAfter: " 7 ", now: now) == 7)
        #expect(RetryPolicy.seconds(fromRetryAfter: "0", now: now) == 0)
        // 1_700_000_000 is Tue, 14 Nov 2023 22:13:20 GMT.
        #expect(RetryPolicy.seconds(fromRetryAfter: "Tue, 14 Nov 2023 22:13:30 GMT", now: now) == 10)
        #expect(RetryPolicy.seconds(fromRetryAfter: "Tue, 14 Nov 2023 22:00:00 GMT", now: now) == 0)
    }

    @Test func retryAfter_rejectsNegativeAndGarbage() {
        #expect(RetryPolicy.seconds(fromRetryAfter: "-5", now: now) == nil)
        #expect(RetryPolicy.seconds(fromRetryAfter: "tomorrow", now: now) == nil)
        #expect(RetryPolicy.seconds(fromRetryAfter: "", now: now) == nil)
    }

    @Test func isRetryable_acceptsOnly429And5xx() {
        #expect(RetryPolicy.isRetryable(status: 429))
        #expect(RetryPolicy.isRetryable(status: 500))
        #expect(RetryPolicy.isRetryable(status: 503))
        #expect(!RetryPolicy.isRetryable(status: 404))
        #expect(!RetryPolicy.isRetryable(status: 200))
        #expect(!RetryPolicy.isRetryable(status: 600))
    }

    @Test func isRetryable_acceptsOnlyTransportAndTimeoutErrors() {
        #expect(RetryPolicy.isRetryable(NetworkingError.transport(message: "reset")))
        #expect(RetryPolicy.isRetryable(NetworkingError.timeout(seconds: 1)))
        #expect(!RetryPolicy.isRetryable(NetworkingError.tooLarge(limit: 1, actual: 2)))
        #expect(!RetryPolicy.isRetryable(NetworkingError.cancelled))
        #expect(!RetryPolicy.isRetryable(NetworkingError.decoding(codingPath: "", message: "x")))
    }

    @Test func init_withNonsenseConfiguration_clampsIt() {
        let policy = RetryPolicy(
            configuration: NetworkingConfiguration(maxAttempts: 0, baseBackoff: -1, maxBackoff: -1))
        #expect(policy.maxAttempts == 1)
        #expect(policy.delay(afterAttempt: 1, retryAfter: nil, now: now) == 0)
    }
}

/// Collects the ranges a policy asks its random source for.
final class RangeRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var ranges: [ClosedRange<Double>] = []

    func append(_ range: ClosedRange<Double>) { lock.withLock { ranges.append(range) } }
    var all: [ClosedRange<Double>] { lock.withLock { ranges } }
}
