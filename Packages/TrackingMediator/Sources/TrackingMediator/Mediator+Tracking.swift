import Foundation
import Mediator

extension Mediator {
    /// Typed calls to the Tracking component.
    public var tracking: TrackingCalls { TrackingCalls(mediator: self) }
}

/// The calls Tracking answers, with its target and action names written once, here.
///
/// Each call throws `TrackingCallError` for Tracking's own refusals and for results it cannot read;
/// any other `MediatorError` (Tracking not linked, storage missing, ...) passes through unchanged.
public struct TrackingCalls: Sendable {
    let mediator: Mediator

    /// Records the event `name` (buffered; written with the next batch, a flush or a report).
    ///
    /// - Parameters:
    ///   - properties: ordinary values only (no data or closures), stored as a JSON object.
    ///   - username: the user the event belongs to, if any.
    ///   - durationMs: how long the event took, if it was timed.
    public func record(
        _ name: String, properties: [String: MediatorValue] = [:], username: String? = nil, durationMs: Double? = nil
    ) throws {
        var params: Params = ["name": .string(name), "properties": .object(properties)]
        if let username { params["username"] = .string(username) }
        if let durationMs { params["durationMs"] = .double(durationMs) }
        try TrackingCallError.mapping {
            _ = try mediator.perform(target: "Tracking", action: "record", params: params)
        }
    }

    /// Counts, error rates and p50/p95 durations of what was recorded at or after `since` (all when `nil`).
    public func report(since: Date? = nil) throws -> TrackingReport {
        let value = try TrackingCallError.mapping {
            try mediator.perform(target: "Tracking", action: "report", params: Self.sinceParams(since))
        }
        return try TrackingReport(value: value)
    }

    /// Writes the rows recorded at or after `since` to `path` as JSON Lines; returns the line count.
    @discardableResult
    public func export(to path: String, since: Date? = nil) throws -> Int {
        var params = Self.sinceParams(since)
        params["path"] = .string(path)
        let value = try TrackingCallError.mapping {
            try mediator.perform(target: "Tracking", action: "export", params: params)
        }
        guard case .int(let lines)? = value["lines"] else {
            throw TrackingCallError.unexpectedResult(action: "export", reason: "no integer 'lines'")
        }
        return lines
    }

    /// The rows recorded at or after `since` as JSON Lines text, one object per line.
    public func exportText(since: Date? = nil) throws -> String {
        let value = try TrackingCallError.mapping {
            try mediator.perform(target: "Tracking", action: "export", params: Self.sinceParams(since))
        }
        guard case .string(let text)? = value["text"] else {
            throw TrackingCallError.unexpectedResult(action: "export", reason: "no string 'text'")
        }
        return text
    }

    /// Writes every buffered record now; returns how many were written.
    @discardableResult
    public func flush() throws -> Int {
        let value = try TrackingCallError.mapping {
            try mediator.perform(target: "Tracking", action: "nativeFlush")
        }
        guard case .int(let written)? = value["written"] else {
            throw TrackingCallError.unexpectedResult(action: "nativeFlush", reason: "no integer 'written'")
        }
        return written
    }

    private static func sinceParams(_ since: Date?) -> Params {
        guard let since else { return [:] }
        return ["sinceMs": .int(Int((since.timeIntervalSince1970 * 1000).rounded(.down)))]
    }
}
