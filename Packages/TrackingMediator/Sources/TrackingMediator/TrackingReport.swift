import Foundation

/// What Tracking recorded: event counts, dispatch counts and error rates, and nearest-rank durations.
///
/// Durations are microseconds. Percentiles use the nearest-rank method: p95 of `n` values is the
/// `ceil(0.95 * n)`-th smallest. A percentile is `nil` (left out of the wire value) when nothing
/// was timed. The counts and rates are computed from the lines when the report is created.
public struct TrackingReport: Sendable, Equatable, Codable {
    /// The explicit events of one name.
    public struct Event: Sendable, Equatable, Codable {
        /// The event name.
        public let name: String
        /// How many were recorded.
        public let count: Int
        /// How many carried a duration (the percentiles are over these).
        public let timedCount: Int
        /// The median duration in microseconds, `nil` when none was timed.
        public let p50Micros: Int?
        /// The 95th-percentile duration in microseconds, `nil` when none was timed.
        public let p95Micros: Int?

        /// Creates an event line.
        public init(name: String, count: Int, timedCount: Int, p50Micros: Int?, p95Micros: Int?) {
            self.name = name
            self.count = count
            self.timedCount = timedCount
            self.p50Micros = p50Micros
            self.p95Micros = p95Micros
        }
    }

    /// The dispatches of one target/action.
    public struct Dispatch: Sendable, Equatable, Codable {
        /// The target that ran (after rewrites).
        public let target: String
        /// The action that ran (after rewrites and state variants).
        public let action: String
        /// How many dispatches.
        public let count: Int
        /// How many ended in an error (including calls a middleware stopped).
        public let errors: Int
        /// `errors / count`, from 0 to 1.
        public let errorRate: Double
        /// The median duration in microseconds.
        public let p50Micros: Int?
        /// The 95th-percentile duration in microseconds.
        public let p95Micros: Int?

        /// Creates a dispatch line; the error rate is computed.
        public init(target: String, action: String, count: Int, errors: Int, p50Micros: Int?, p95Micros: Int?) {
            self.target = target
            self.action = action
            self.count = count
            self.errors = errors
            self.errorRate = count == 0 ? 0 : Double(errors) / Double(count)
            self.p50Micros = p50Micros
            self.p95Micros = p95Micros
        }
    }

    /// The report covers rows recorded at or after this unix time in milliseconds; `nil` means all rows kept.
    public let sinceMs: Int?
    /// How many explicit events.
    public let eventCount: Int
    /// How many dispatches.
    public let dispatchCount: Int
    /// How many dispatches failed.
    public let errorCount: Int
    /// Failed dispatches over all dispatches, from 0 to 1 (0 when there were none).
    public let errorRate: Double
    /// The median duration of all dispatches, in microseconds.
    public let p50Micros: Int?
    /// The 95th-percentile duration of all dispatches, in microseconds.
    public let p95Micros: Int?
    /// How many records were dropped from memory because writes kept failing (0 when healthy).
    public let droppedRecords: Int
    /// How many dispatches ended with each error code, e.g. `["notLoggedIn": 2]`.
    public let errorCodes: [String: Int]
    /// Explicit events by name, sorted by name.
    public let events: [Event]
    /// Dispatches by target/action, sorted by target then action.
    public let dispatches: [Dispatch]

    /// Creates a report; the counts and the error rate are computed from the lines.
    public init(
        sinceMs: Int?, events: [Event], dispatches: [Dispatch], errorCodes: [String: Int], p50Micros: Int?,
        p95Micros: Int?, droppedRecords: Int
    ) {
        self.sinceMs = sinceMs
        self.events = events
        self.dispatches = dispatches
        self.errorCodes = errorCodes
        self.p50Micros = p50Micros
        self.p95Micros = p95Micros
        self.droppedRecords = droppedRecords
        eventCount = events.reduce(0) { $0 + $1.count }
        dispatchCount = dispatches.reduce(0) { $0 + $1.count }
        errorCount = dispatches.reduce(0) { $0 + $1.errors }
        errorRate = dispatchCount == 0 ? 0 : Double(errorCount) / Double(dispatchCount)
    }

    /// The start of the period the report covers, or `nil` for all rows kept.
    public var since: Date? { sinceMs.map { Date(timeIntervalSince1970: Double($0) / 1000) } }
}
