import Foundation

/// The calling thread's CPU time: what the measured code itself cost, without the time other
/// processes on a shared machine held the core.
///
/// A measurement must stay on one thread. A synchronous body always does; an async loop checks it
/// with `Mark.elapsed()`, which fails if the loop was resumed on another thread (a suspension or an
/// executor hop the benchmark did not expect).
enum ThreadClock {
    /// A start time on one thread.
    struct Mark {
        let thread: pthread_t
        let start: UInt64

        /// CPU nanoseconds since the mark, on the same thread.
        ///
        /// - Throws: `BenchFailure` when called on another thread than the mark's.
        func elapsed(_ what: @autoclosure () -> String = "a measured loop") throws -> Double {
            let end = ThreadClock.now()
            guard pthread_equal(thread, pthread_self()) != 0 else {
                throw BenchFailure(description: "\(what()) moved to another thread: CPU time cannot be measured")
            }
            return Double(end - start)
        }
    }

    /// Starts a measurement on this thread.
    static func mark() -> Mark {
        Mark(thread: pthread_self(), start: now())
    }

    /// The CPU nanoseconds `body` takes on this thread.
    static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() - start)
    }

    /// This thread's CPU clock, in nanoseconds.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
