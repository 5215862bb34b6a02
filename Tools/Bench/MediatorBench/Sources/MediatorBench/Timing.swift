/// Keeps `value` alive and opaque to the optimizer, so measured work is never removed as dead code.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns `value` through a call the optimizer cannot see into, so constants are not folded.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// One measured case: `run(n)` makes `n` calls and returns the CPU time they took, in nanoseconds,
/// measured where the calls ran (see `ThreadClock`).
struct BenchCase {
    let name: String
    let iterations: Int
    let run: (Int) async throws -> Double

    /// A case whose calls `run(n)` measures itself (an async loop, or one on another actor).
    init(name: String, iterations: Int, measuring run: @escaping (Int) async throws -> Double) {
        self.name = name
        self.iterations = iterations
        self.run = run
    }

    /// A case of synchronous calls, measured around `body(n)`.
    init(name: String, iterations: Int, run body: @escaping (Int) throws -> Void) {
        self.init(name: name, iterations: iterations, measuring: { n in try ThreadClock.measure { try body(n) } })
    }
}

/// Runs cases for several rounds, interleaved (round 1 of every case, then round 2, …) so that load
/// changes on a shared machine hit every case alike, and reports each case's median time per call.
struct Timing {
    /// Rounds per case; the median is reported.
    let rounds: Int
    /// Scales every case's iteration count (0.1 for a quick run).
    let scale: Double

    /// CPU nanoseconds per call for each case, by name: the median, and the fastest and slowest round.
    func measure(_ cases: [BenchCase]) async throws -> [String: Spread] {
        var samples: [String: [Double]] = [:]
        let counts = cases.map { max(1, Int(Double($0.iterations) * scale)) }
        for (item, count) in zip(cases, counts) { _ = try await item.run(max(1, count / 10)) }  // warm-up
        for _ in 0..<rounds {
            for (item, count) in zip(cases, counts) {
                samples[item.name, default: []].append(try await item.run(count) / Double(count))
            }
        }
        return samples.mapValues { Spread(median: Self.median($0), min: $0.min() ?? 0, max: $0.max() ?? 0) }
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

/// A case's nanoseconds per call over its rounds.
struct Spread {
    let median: Double
    let min: Double
    let max: Double
}
