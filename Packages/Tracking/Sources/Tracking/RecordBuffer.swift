import Foundation

/// The in-memory queue between recording (any thread, hot path) and batch writes.
///
/// Appending is one lock and one array append. The buffer says when a background write is due
/// (at `batchSize` records, once until the next `take`), hands out records oldest first, and puts
/// a failed batch back in front so a later write retries it in order.
///
/// The lock is an `NSLock` (a pthread mutex), not `Synchronization.Mutex`: ThreadSanitizer does not
/// see `Mutex` on Linux and reported every `withLock` here as a race (`Tools/test-all --sanitize
/// thread`), which would hide a real one. `@unchecked Sendable` is sound because `state` is read and
/// written only inside `withState`, under `lock`.
final class RecordBuffer: @unchecked Sendable {
    private struct State {
        /// Records before `head` were handed out already; taking from the front only moves `head`,
        /// so draining a large backlog in several takes does not shift the array each time.
        var records: [TrackingRecord] = []
        var head = 0
        var writeScheduled = false
        /// Pending count at which the next background write is due; raised after a failed write.
        var threshold: Int
        var dropped = 0

        var pending: Int { records.count - head }

        mutating func compactIfWorthIt() {
            if head == records.count {
                records.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 1_024 && head * 2 >= records.count {
                records.removeFirst(head)
                head = 0
            }
        }
    }

    private let lock = NSLock()
    private var state: State
    private let batchSize: Int
    private let limit: Int

    init(batchSize: Int, limit: Int) {
        self.batchSize = batchSize
        self.limit = max(limit, batchSize)
        var initial = State(threshold: batchSize)
        initial.records.reserveCapacity(min(batchSize, 1_024))
        self.state = initial
    }

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// Adds `record`; returns `true` when the caller should schedule a background write now.
    func append(_ record: TrackingRecord) -> Bool {
        withState { s in
            if s.pending >= limit {
                // Only reachable while writes keep failing: drop a whole batch so this stays amortised O(1).
                let excess = min(batchSize, s.pending)
                s.head += excess
                s.dropped += excess
                s.compactIfWorthIt()
            }
            s.records.append(record)
            guard !s.writeScheduled, s.pending >= s.threshold else { return false }
            s.writeScheduled = true
            return true
        }
    }

    /// Removes and returns up to `maximum` buffered records, oldest first.
    func take(upTo maximum: Int) -> [TrackingRecord] {
        withState { s in
            s.writeScheduled = false
            let count = min(maximum, s.pending)
            guard count > 0 else { return [] }
            if s.head == 0 && count == s.records.count {
                var taken: [TrackingRecord] = []
                taken.reserveCapacity(min(batchSize, 1_024))
                swap(&taken, &s.records)
                return taken
            }
            let taken = Array(s.records[s.head..<(s.head + count)])
            s.head += count
            s.compactIfWorthIt()
            return taken
        }
    }

    /// Puts a batch whose write failed back in front of newer records, and waits a batch before the next try.
    func restore(_ batch: [TrackingRecord]) {
        guard !batch.isEmpty else { return }
        withState { s in
            s.records = batch + s.records[s.head...]
            s.head = 0
            if s.pending > limit {
                let excess = s.pending - limit
                s.head = excess
                s.dropped += excess
                s.compactIfWorthIt()
            }
            s.threshold = s.pending + batchSize
        }
    }

    /// Marks a write as succeeded: the next background write is due at `batchSize` records again.
    func writeSucceeded() {
        withState { $0.threshold = batchSize }
    }

    /// How many records wait in memory.
    var count: Int { withState { $0.pending } }

    /// How many records were dropped because writes kept failing and the buffer was full.
    var dropped: Int { withState { $0.dropped } }
}
