// Usage: StorageBench [rows=100000] [rounds=3]
// Each round runs the raw C API and the Facade on fresh temporary databases; the best round counts.
import Foundation
import Storage

let arguments = CommandLine.arguments
let rows = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
let workload = Workload(rows: rows)
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storage-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

/// Wall-clock and this thread's CPU time of one run; the machine is shared, so CPU time is the steadier measure.
struct Timing {
    var wall = Double.infinity
    var cpu = Double.infinity

    mutating func keepBest(_ body: () throws -> Void) rethrows {
        let wallStart = ContinuousClock.now
        let cpuStart = Self.threadCPUTime()
        try body()
        let cpuElapsed = Self.threadCPUTime() - cpuStart
        let elapsed = ContinuousClock.now - wallStart
        wall = min(wall, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        cpu = min(cpu, cpuElapsed)
    }

    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

var best = (rawInsert: Timing(), facadeInsert: Timing(), rawRead: Timing(), facadeRead: Timing())
for round in 1...rounds {
    let raw = try RawSQLite(path: folder.appendingPathComponent("raw-\(round).sqlite").path)
    try raw.exec(Workload.schema)
    let facade = FacadeWorkload(
        storage: try StorageFacade(path: folder.appendingPathComponent("facade-\(round).sqlite").path))
    try facade.storage.execute(Workload.schema)

    // Alternate which side goes first, so neither always gets the warmer caches.
    let rawFirst = round % 2 == 1
    var rawSum = 0
    var facadeSum = 0
    for side in rawFirst ? ["raw", "facade"] : ["facade", "raw"] {
        if side == "raw" {
            try best.rawInsert.keepBest { try raw.insert(ids: workload.ids, names: workload.names) }
        } else {
            try best.facadeInsert.keepBest { try facade.insert(ids: workload.ids, names: workload.names) }
        }
    }
    for side in rawFirst ? ["raw", "facade"] : ["facade", "raw"] {
        if side == "raw" {
            try best.rawRead.keepBest { rawSum = try raw.read(ids: workload.readOrder) }
        } else {
            try best.facadeRead.keepBest { facadeSum = try facade.read(ids: workload.readOrder) }
        }
    }
    guard rawSum == facadeSum else { throw BenchError("checksums differ: raw \(rawSum), facade \(facadeSum)") }
}

func line(_ name: String, _ raw: Timing, _ facade: Timing) -> String {
    let ratio = facade.cpu / raw.cpu
    return name.padding(toLength: 27, withPad: " ", startingAt: 0)
        + String(
            format: "| %10.0f | %10.0f | %5.2fx | %10.0f | %10.0f | %5.2fx | %@", Double(rows) / raw.cpu,
            Double(rows) / facade.cpu, ratio, Double(rows) / raw.wall, Double(rows) / facade.wall,
            facade.wall / raw.wall,
            ratio <= 1.5 ? "ok" : "OVER 1.5x")
}
print("StorageBench: \(rows) rows, best of \(rounds) rounds; ratio = facade time / raw time (goal <= 1.5x)")
print("                           |  rows/s (thread CPU time)        |  rows/s (wall clock)             |")
print("operation                  |        raw |     facade |  ratio |        raw |     facade |  ratio | CPU ratio")
print(line("insert, one transaction", best.rawInsert, best.facadeInsert))
print(line("point read by primary key", best.rawRead, best.facadeRead))
