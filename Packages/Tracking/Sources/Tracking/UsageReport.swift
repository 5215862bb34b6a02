import Foundation

/// What was recorded: event counts, dispatch counts and error rates, and nearest-rank durations.
///
/// Durations are microseconds. Percentiles use the nearest-rank method: p95 of `n` values is the
/// `ceil(0.95 * n)`-th smallest. A percentile is `nil` when no value was timed.
public struct UsageReport: Sendable, Equatable {
    /// The explicit events of one name.
    public struct EventStatistics: Sendable, Equatable {
        /// The event name.
        public let name: String
        /// How many were recorded.
        public let count: Int
        /// How many carried a duration (the percentiles are over these).
        public let timedCount: Int
        /// The median duration in microseconds.
        public let p50Micros: Int64?
        /// The 95th-percentile duration in microseconds.
        public let p95Micros: Int64?
    }

    /// The dispatches of one target/action.
    public struct DispatchStatistics: Sendable, Equatable {
        /// The target that ran (after rewrites).
        public let target: String
        /// The action that ran (after rewrites and state variants).
        public let action: String
        /// How many dispatches.
        public let count: Int
        /// How many ended in an error (including calls a middleware stopped).
        public let errors: Int
        /// The median duration in microseconds.
        public let p50Micros: Int64?
        /// The 95th-percentile duration in microseconds.
        public let p95Micros: Int64?

        /// `errors / count`, from 0 to 1.
        public var errorRate: Double { count == 0 ? 0 : Double(errors) / Double(count) }
    }

    /// The report covers rows recorded at or after this time; `nil` means all rows kept.
    public let since: Date?
    /// Explicit events by name, sorted by name.
    public let events: [EventStatistics]
    /// Dispatches by target/action, sorted by target then action.
    public let dispatches: [DispatchStatistics]
    /// How many dispatches ended with each error code, e.g. `["notLoggedIn": 2]`.
    public let errorCodes: [String: Int]
    /// The median duration of all dispatches, in microseconds.
    public let p50Micros: Int64?
    /// The 95th-percentile duration of all dispatches, in microseconds.
    public let p95Micros: Int64?
    /// How many records were dropped from memory because writes kept failing (0 when healthy).
    public let droppedRecords: Int

    /// How many explicit events.
    public var eventCount: Int { events.reduce(0) { $0 + $1.count } }
    /// How many dispatches.
    public var dispatchCount: Int { dispatches.reduce(0) { $0 + $1.count } }
    /// How many dispatches failed.
    public var errorCount: Int { dispatches.reduce(0) { $0 + $1.errors } }
    /// Failed dispatches over all dispatches, from 0 to 1 (0 when there were none).
    public var errorRate: Double { dispatchCount == 0 ? 0 : Double(errorCount) / Double(dispatchCount) }
}
