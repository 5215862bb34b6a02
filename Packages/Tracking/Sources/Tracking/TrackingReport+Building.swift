import Foundation
import Storage
import TrackingMediator

extension TrackingReport {
    /// Builds a report from rows ordered by group, then by duration (as `EventStore` returns them).
    init(since: Date?, eventRows: [Row], dispatchRows: [Row], droppedRecords: Int) throws {
        var events: [Event] = []
        var group: (name: String, count: Int, durations: [Int64])?
        func closeEvent() {
            guard let g = group else { return }
            events.append(
                Event(
                    name: g.name, count: g.count, timedCount: g.durations.count,
                    p50Micros: Self.micros(Percentile.nearestRank(50, of: g.durations)),
                    p95Micros: Self.micros(Percentile.nearestRank(95, of: g.durations))))
        }
        for row in eventRows {
            let name = try row.string("name")
            if group?.name != name {
                closeEvent()
                group = (name, 0, [])
            }
            group?.count += 1
            if let duration = try row.optionalInt64("duration_us") { group?.durations.append(duration) }
        }
        closeEvent()

        var dispatches: [Dispatch] = []
        var errorCodes: [String: Int] = [:]
        var all: [Int64] = []
        all.reserveCapacity(dispatchRows.count)
        var current: (target: String, action: String, count: Int, errors: Int, durations: [Int64])?
        func closeDispatch() {
            guard let c = current else { return }
            dispatches.append(
                Dispatch(
                    target: c.target, action: c.action, count: c.count, errors: c.errors,
                    p50Micros: Self.micros(Percentile.nearestRank(50, of: c.durations)),
                    p95Micros: Self.micros(Percentile.nearestRank(95, of: c.durations))))
        }
        for row in dispatchRows {
            let target = try row.string("target")
            let action = try row.string("action")
            if current?.target != target || current?.action != action {
                closeDispatch()
                current = (target, action, 0, 0, [])
            }
            current?.count += 1
            let outcome = try row.string("outcome")
            if outcome != TrackingRecord.successOutcome {
                current?.errors += 1
                errorCodes[outcome, default: 0] += 1
            }
            if let duration = try row.optionalInt64("duration_us") {
                current?.durations.append(duration)
                all.append(duration)
            }
        }
        closeDispatch()
        all.sort()

        self.init(
            sinceMs: since.map { Int(clamping: TrackingFacade.milliseconds(of: $0)) }, events: events,
            dispatches: dispatches, errorCodes: errorCodes,
            p50Micros: Self.micros(Percentile.nearestRank(50, of: all)),
            p95Micros: Self.micros(Percentile.nearestRank(95, of: all)), droppedRecords: droppedRecords)
    }

    /// A stored duration (microseconds, `Int64` in SQLite) as the wire's `Int`.
    private static func micros(_ value: Int64?) -> Int? {
        value.map { Int(clamping: $0) }
    }
}
