import Foundation
import Mediator

extension Mediator {
    /// Typed calls to the Tracking component.
    public var tracking: TrackingCalls { TrackingCalls(mediator: self) }
}

/// The calls Tracking answers, with its target and action names written once, here.
///
/// Tracking's own refusals arrive as `TrackingFailure`; any other failure (Tracking not linked,
/// storage missing or busy, a result that does not decode) as `MediatorError`.
public struct TrackingCalls: Sendable {
    let tracking: ComponentClient<TrackingErrorCode>

    init(mediator: Mediator) {
        tracking = ComponentClient(mediator, target: "Tracking")
    }

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
        _ = try tracking.call(action: "record", params, as: TrackedEvent.self)
    }

    /// Counts, error rates and p50/p95 durations of what was recorded at or after `since` (all when `nil`).
    public func report(since: Date? = nil) throws -> TrackingReport {
        try tracking.call(action: "report", Self.sinceParams(since))
    }

    /// Writes the rows recorded at or after `since` to `path` as JSON Lines.
    ///
    /// - Returns: the file written and its line count.
    @discardableResult
    public func export(to path: String, since: Date? = nil) throws -> TrackingExportFile {
        var params = Self.sinceParams(since)
        params["path"] = .string(path)
        return try tracking.call(action: "export", params)
    }

    /// The rows recorded at or after `since` as JSON Lines text, one object per line.
    public func exportText(since: Date? = nil) throws -> String {
        try tracking.call(action: "export", Self.sinceParams(since), as: TrackingExportText.self).text
    }

    /// Writes every buffered record now; returns how many were written.
    @discardableResult
    public func flush() throws -> Int {
        try tracking.call(action: "nativeFlush", as: TrackingFlush.self).written
    }

    private static func sinceParams(_ since: Date?) -> Params {
        guard let since else { return [:] }
        return ["sinceMs": .int(Int((since.timeIntervalSince1970 * 1000).rounded(.down)))]
    }
}
