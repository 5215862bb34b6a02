import Foundation
import Mediator

/// Tracking's usage report as callers see it: counts, error rates and nearest-rank durations (µs).
public struct TrackingReport: Sendable, Equatable {
    /// The explicit events of one name.
    public struct Event: Sendable, Equatable {
        /// The event name.
        public let name: String
        /// How many were recorded.
        public let count: Int
        /// How many carried a duration.
        public let timedCount: Int
        /// The median duration in microseconds, `nil` when none was timed.
        public let p50Micros: Int?
        /// The 95th-percentile duration in microseconds, `nil` when none was timed.
        public let p95Micros: Int?

        /// Creates an event line (for tests and previews).
        public init(name: String, count: Int, timedCount: Int, p50Micros: Int?, p95Micros: Int?) {
            self.name = name
            self.count = count
            self.timedCount = timedCount
            self.p50Micros = p50Micros
            self.p95Micros = p95Micros
        }
    }

    /// The dispatches of one target/action.
    public struct Dispatch: Sendable, Equatable {
        /// The target that ran.
        public let target: String
        /// The action that ran.
        public let action: String
        /// How many dispatches.
        public let count: Int
        /// How many failed (including stopped calls).
        public let errors: Int
        /// `errors / count`, from 0 to 1.
        public let errorRate: Double
        /// The median duration in microseconds.
        public let p50Micros: Int?
        /// The 95th-percentile duration in microseconds.
        public let p95Micros: Int?

        /// Creates a dispatch line (for tests and previews).
        public init(
            target: String, action: String, count: Int, errors: Int, errorRate: Double, p50Micros: Int?, p95Micros: Int?
        ) {
            self.target = target
            self.action = action
            self.count = count
            self.errors = errors
            self.errorRate = errorRate
            self.p50Micros = p50Micros
            self.p95Micros = p95Micros
        }
    }

    /// The report covers rows recorded at or after this time (millisecond precision); `nil` means all.
    public let since: Date?
    /// How many explicit events.
    public let eventCount: Int
    /// How many dispatches.
    public let dispatchCount: Int
    /// How many dispatches failed.
    public let errorCount: Int
    /// Failed over all dispatches, from 0 to 1.
    public let errorRate: Double
    /// The median duration of all dispatches, in microseconds.
    public let p50Micros: Int?
    /// The 95th-percentile duration of all dispatches, in microseconds.
    public let p95Micros: Int?
    /// Records Tracking dropped because its writes kept failing (0 when healthy).
    public let droppedRecords: Int
    /// Failed dispatches by error code.
    public let errorCodes: [String: Int]
    /// Events by name, sorted by name.
    public let events: [Event]
    /// Dispatches by target/action, sorted.
    public let dispatches: [Dispatch]

    /// Decodes the `report` action's result.
    ///
    /// - Throws: `TrackingCallError.unexpectedResult` naming the first field that is missing or mistyped.
    public init(value: MediatorValue) throws {
        let fields = try Self.object(value, "the result")
        since = try Self.optionalInt(fields, "sinceMs").map { Date(timeIntervalSince1970: Double($0) / 1000) }
        eventCount = try Self.int(fields, "eventCount")
        dispatchCount = try Self.int(fields, "dispatchCount")
        errorCount = try Self.int(fields, "errorCount")
        errorRate = try Self.double(fields, "errorRate")
        p50Micros = try Self.optionalInt(fields, "p50Us")
        p95Micros = try Self.optionalInt(fields, "p95Us")
        droppedRecords = try Self.int(fields, "droppedRecords")
        errorCodes = try Self.object(fields["errorCodes"] ?? .null, "errorCodes").mapValues { code in
            guard case .int(let count) = code else { throw Self.fail("errorCodes values must be integers") }
            return count
        }
        events = try Self.array(fields, "events").map { item in
            let event = try Self.object(item, "an events item")
            return Event(
                name: try Self.string(event, "name"), count: try Self.int(event, "count"),
                timedCount: try Self.int(event, "timedCount"), p50Micros: try Self.optionalInt(event, "p50Us"),
                p95Micros: try Self.optionalInt(event, "p95Us"))
        }
        dispatches = try Self.array(fields, "dispatches").map { item in
            let dispatch = try Self.object(item, "a dispatches item")
            return Dispatch(
                target: try Self.string(dispatch, "target"), action: try Self.string(dispatch, "action"),
                count: try Self.int(dispatch, "count"), errors: try Self.int(dispatch, "errors"),
                errorRate: try Self.double(dispatch, "errorRate"), p50Micros: try Self.optionalInt(dispatch, "p50Us"),
                p95Micros: try Self.optionalInt(dispatch, "p95Us"))
        }
    }

    // MARK: Decoding

    private static func fail(_ reason: String) -> TrackingCallError {
        .unexpectedResult(action: "report", reason: reason)
    }

    private static func object(_ value: MediatorValue, _ what: String) throws -> [String: MediatorValue] {
        guard case .object(let fields) = value else { throw fail("\(what) is not an object") }
        return fields
    }

    private static func array(_ fields: [String: MediatorValue], _ key: String) throws -> [MediatorValue] {
        guard case .array(let items)? = fields[key] else { throw fail("'\(key)' is not an array") }
        return items
    }

    private static func string(_ fields: [String: MediatorValue], _ key: String) throws -> String {
        guard case .string(let text)? = fields[key] else { throw fail("'\(key)' is not a string") }
        return text
    }

    private static func int(_ fields: [String: MediatorValue], _ key: String) throws -> Int {
        guard case .int(let number)? = fields[key] else { throw fail("'\(key)' is not an integer") }
        return number
    }

    private static func optionalInt(_ fields: [String: MediatorValue], _ key: String) throws -> Int? {
        switch fields[key] {
        case .int(let number)?: return number
        case .null?, nil: return nil
        default: throw fail("'\(key)' is not an integer or null")
        }
    }

    private static func double(_ fields: [String: MediatorValue], _ key: String) throws -> Double {
        switch fields[key] {
        case .double(let number)?: return number
        case .int(let number)?: return Double(number)
        default: throw fail("'\(key)' is not a number")
        }
    }
}
