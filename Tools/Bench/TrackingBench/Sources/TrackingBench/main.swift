import Foundation
import Mediator
import Ping
import Storage
import Tracking

// Usage: TrackingBench [calls] [rounds]
//
// Every scenario makes `calls` cached local calls of Ping/ping and is timed from the first call to
// the end of the final flush (`Tracking/nativeFlush`), so records still buffered are paid for. Each
// scenario runs `rounds` times on a fresh mediator and database; the table shows the median round.
// Wall time is what a caller waits; CPU time is the work of every thread of the process (the
// background writer included), which stays meaningful when other processes load the machine.

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let calls = arguments.first ?? 100_000
let rounds = arguments.dropFirst().first ?? 5

/// Both targets are found by name at run time; naming them here keeps their modules linked.
let linked: [any MediatorTarget.Type] = [Target_Ping.self, Target_Tracking.self]

/// Sees every call and does nothing: what the mediator's middleware chain costs by itself.
struct NoopMiddleware: Middleware {
    var name: String { "noop" }
}

enum BenchError: Error {
    case setup(String)
}

enum Scenario: CaseIterable {
    case baseline, noopMiddleware, trackingFile, trackingFileAtCap, trackingMemory, trackingFileOneBatch

    var title: String {
        switch self {
        case .baseline: return "no middleware"
        case .noopMiddleware: return "no-op middleware (the mediator's chain)"
        case .trackingFile: return "Tracking, file DB"
        case .trackingFileAtCap: return "Tracking, file DB full at the cap (100,000)"
        case .trackingMemory: return "Tracking, in-memory DB"
        case .trackingFileOneBatch: return "Tracking, file DB, one batch at the flush"
        }
    }

    var isTracked: Bool { self != .baseline && self != .noopMiddleware }
}

struct Round {
    var loopWall: Duration
    var totalWall: Duration
    var totalCPU: Duration
    var rows: Int
}

/// CPU time of the whole process (all threads).
func processCPUTime() -> Duration {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec))
}

/// Synchronous on purpose: in an async context `perform` would resolve to its async overload.
func dispatch(_ mediator: Mediator, _ count: Int) throws {
    for _ in 0..<count {
        _ = try mediator.perform(target: "Ping", action: "ping")
    }
}

func flush(_ mediator: Mediator) throws {
    _ = try mediator.perform(target: "Tracking", action: "nativeFlush")
}

func storedRows(_ storage: StorageFacade) throws -> Int {
    try storage.queryOne("SELECT COUNT(*) AS n FROM tracking_events")?.int("n") ?? -1
}

func run(_ scenario: Scenario, folder: URL, round: Int) async throws -> Round {
    let context = MediatorContext()
    let mediator = Mediator(context: context)
    var storage: StorageFacade?
    let cap = TrackingOptions().maxRows
    switch scenario {
    case .baseline:
        break
    case .noopMiddleware:
        mediator.use(NoopMiddleware(), for: .all)
    case .trackingFile, .trackingFileAtCap, .trackingMemory, .trackingFileOneBatch:
        let db =
            scenario == .trackingMemory
            ? try StorageFacade.inMemory()
            : try StorageFacade(path: folder.appendingPathComponent("\(scenario)-\(round).sqlite").path)
        storage = db
        context.register(db)
        if scenario == .trackingFileOneBatch {
            context.register(Configuration([TrackingOptions.batchSizeKey: "1000000000"]))
        }
        mediator.declareComponents(["Tracking": 10])
        let launch = await mediator.send(.launch)
        guard launch.failures.isEmpty, mediator.middlewareNames == [TrackingMiddleware.name] else {
            throw BenchError.setup("launch failed: \(launch.failures.map { String(describing: $0.error) })")
        }
    }
    // Warm up caches; at the cap, fill the table past it first so that every batch also prunes.
    try dispatch(mediator, scenario == .trackingFileAtCap ? cap + 1_000 : 1_000)
    if scenario.isTracked { try flush(mediator) }
    let before = try storage.map(storedRows) ?? 0

    let clock = ContinuousClock()
    let cpuStart = processCPUTime()
    let start = clock.now
    try dispatch(mediator, calls)
    let afterLoop = clock.now
    if scenario.isTracked { try flush(mediator) }
    let end = clock.now
    let cpuEnd = processCPUTime()

    let rows = try storage.map(storedRows) ?? 0
    let expected = min(before + calls, cap)
    if scenario.isTracked, rows != expected {
        throw BenchError.setup("\(scenario.title): expected \(expected) rows, found \(rows)")
    }
    return Round(loopWall: afterLoop - start, totalWall: end - start, totalCPU: cpuEnd - cpuStart, rows: rows)
}

func nanosecondsPerCall(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(calls)
}

func cell(_ text: String, _ width: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + fill : fill + text
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tracking-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

print("TrackingBench: \(calls) cached local calls of Ping/ping per round, median of \(rounds) rounds")
print("timed: the dispatch loop plus the final flush of everything buffered; \(linked.count) targets linked")
print(
    String(
        format: "load average at start: %@",
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "n/a"))
print("")

var medians: [Scenario: Round] = [:]
for scenario in Scenario.allCases {
    var results: [Round] = []
    for round in 0..<rounds {
        results.append(try await run(scenario, folder: folder, round: round))
    }
    results.sort { $0.totalWall < $1.totalWall }
    medians[scenario] = results[results.count / 2]
}

let widths = [44, 10, 11, 11, 12, 12, 8]
let titles = ["scenario", "loop ns", "wall ns", "cpu ns", "+wall us", "+cpu us", "rows"]
let header = zip(titles, widths).enumerated().map { cell($1.0, $1.1, left: $0 == 0) }.joined(separator: " | ")
print(header)
print(String(repeating: "-", count: header.count))
let baselineWall = medians[.baseline].map { nanosecondsPerCall($0.totalWall) } ?? 0
let baselineCPU = medians[.baseline].map { nanosecondsPerCall($0.totalCPU) } ?? 0
var worstWall = 0.0
var worstCPU = 0.0
for scenario in Scenario.allCases {
    guard let round = medians[scenario] else { continue }
    let wall = nanosecondsPerCall(round.totalWall)
    let cpu = nanosecondsPerCall(round.totalCPU)
    let addedWall = (wall - baselineWall) / 1000
    let addedCPU = (cpu - baselineCPU) / 1000
    if scenario.isTracked {
        worstWall = max(worstWall, addedWall)
        worstCPU = max(worstCPU, addedCPU)
    }
    let values = [
        scenario.title, String(format: "%.0f", nanosecondsPerCall(round.loopWall)), String(format: "%.0f", wall),
        String(format: "%.0f", cpu), scenario == .baseline ? "-" : String(format: "%.3f", addedWall),
        scenario == .baseline ? "-" : String(format: "%.3f", addedCPU), scenario.isTracked ? String(round.rows) : "-",
    ]
    print(zip(values, widths).enumerated().map { cell($1.0, $1.1, left: $0 == 0) }.joined(separator: " | "))
}
print("")
print("ns columns are per call: loop = wall time of the calls alone; wall/cpu = calls plus the final flush.")
print("+wall/+cpu = added per call against 'no middleware'. Goal: at most 5 us added per dispatch.")
print(
    String(
        format: "worst Tracking scenario adds %.3f us wall, %.3f us CPU per dispatch: %@", worstWall, worstCPU,
        worstWall <= 5
            ? "goal met" : (worstCPU <= 5 ? "goal met in CPU time, not in wall time on this run" : "goal NOT met")))
