import Synchronization

/// The in-memory queue between recording (any thread, hot path) and batch writes.
///
/// Appending is one lock and one array append. The buffer says when a background write is due
/// (at `batchSize` records, once until the next `take`), hands out records oldest first, and puts
/// a failed batch back in front so a later write retries it in order.
final class RecordBuffer: Sendable {
    private struct State {
        var records: [TrackingRecord] = []
        var writeScheduled = false
        /// Record count at which the next background write is due; raised after a failed write.
        var threshold: Int
        var dropped = 0
    }

    private let state: Mutex<State>
    private let batchSize: Int
    private let limit: Int

    init(batchSize: Int, limit: Int) {
        self.batchSize = batchSize
        self.limit = max(limit, batchSize)
        var initial = State(threshold: batchSize)
        initial.records.reserveCapacity(min(batchSize, 1_024))
        self.state = Mutex(initial)
    }

    /// Adds `record`; returns `true` when the caller should schedule a background write now.
    func append(_ record: TrackingRecord) -> Bool {
        state.withLock { s in
            if s.records.count >= limit {
                // Only reachable while writes keep failing: drop a whole batch so this stays amortised O(1).
                let excess = min(batchSize, s.records.count)
                s.records.removeFirst(excess)
                s.dropped += excess
            }
            s.records.append(record)
            guard !s.writeScheduled, s.records.count >= s.threshold else { return false }
            s.writeScheduled = true
            return true
        }
    }

    /// Removes and returns up to `limit` buffered records, oldest first.
    func take(upTo limit: Int) -> [TrackingRecord] {
        state.withLock { s in
            s.writeScheduled = false
            guard !s.records.isEmpty else { return [] }
            if s.records.count > limit {
                let taken = Array(s.records.prefix(limit))
                s.records.removeFirst(limit)
                return taken
            }
            var taken: [TrackingRecord] = []
            taken.reserveCapacity(min(batchSize, 1_024))
            swap(&taken, &s.records)
            return taken
        }
    }

    /// Puts a batch whose write failed back in front of newer records, and waits a batch before the next try.
    func restore(_ batch: [TrackingRecord]) {
        guard !batch.isEmpty else { return }
        state.withLock { s in
            s.records = batch + s.records
            if s.records.count > limit {
                let excess = s.records.count - limit
                s.records.removeFirst(excess)
                s.dropped += excess
            }
            s.threshold = s.records.count + batchSize
        }
    }

    /// Marks a write as succeeded: the next background write is due at `batchSize` records again.
    func writeSucceeded() {
        state.withLock { $0.threshold = batchSize }
    }

    /// How many records wait in memory.
    var count: Int { state.withLock { $0.records.count } }

    /// How many records were dropped because writes kept failing and the buffer was full.
    var dropped: Int { state.withLock { $0.dropped } }
}
