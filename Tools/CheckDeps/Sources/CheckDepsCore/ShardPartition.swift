import Foundation

/// The check behind `check-deps plan --partition N`: the plans of shards 1…N together test every unit
/// the unsharded plan tests, and every test of a suite split by class, exactly once; plus the balance.
public struct ShardPartition: Equatable, Sendable {
    /// A test id no scan lists: the part that runs "all but" the other parts' classes must run it, so
    /// a test the source scan missed is still run exactly once.
    public static let unlistedTest = "<unlisted>/test"

    /// Estimated seconds each shard tests.
    public var loads: [Double]
    /// Estimated seconds of the unsharded plan.
    public var serialSeconds: Double
    /// Units the shards test (a split suite counted once).
    public var units: Int
    /// Tests of the split suite checked one by one (0 when no suite was split).
    public var splitTests: Int
    /// Every unit or test run by no shard, by several, or by a shard though the plan does not test it.
    public var problems: [String]

    /// The slowest shard's estimate.
    public var slowest: Double { loads.max() ?? 0 }
    /// The mean shard estimate.
    public var mean: Double { loads.isEmpty ? 0 : loads.reduce(0, +) / Double(loads.count) }

    /// Checks the plans of all shards (`shards[k]` is shard k+1) against the unsharded `full` plan;
    /// `splitSuiteTests` are the test ids of the split suite (`TestInventory.tests`).
    public static func check(full: TestPlan, shards: [TestPlan], splitSuiteTests: [String]) -> ShardPartition {
        var runs: [String: [Int]] = [:]
        var split = false
        let probes = splitSuiteTests + [unlistedTest]
        for (offset, plan) in shards.enumerated() {
            for entry in plan.tested {
                guard let selection = entry.tests else {
                    runs[entry.id, default: []].append(offset + 1)
                    continue
                }
                split = true
                for test in probes where selection.selects(test) {
                    runs[entry.path + " " + test, default: []].append(offset + 1)
                }
            }
        }
        var expected = full.tested.map(\.id)
        if split {
            let root = full.tested.first { $0.id == "." }
            expected.removeAll { $0 == "." }
            expected += probes.map { (root?.path ?? ".") + " " + $0 }
        }
        var problems: [String] = []
        for id in expected {
            let shardsRunning = runs.removeValue(forKey: id) ?? []
            if shardsRunning.isEmpty {
                problems.append("\(id) runs in no shard")
            } else if shardsRunning.count > 1 {
                problems.append("\(id) runs in shards \(shardsRunning.map(String.init).joined(separator: ", "))")
            }
        }
        for (id, shardsRunning) in runs.sorted(by: { $0.key < $1.key }) {
            problems.append(
                "\(id) runs in shard \(shardsRunning.map(String.init).joined(separator: ", ")) but the plan does not test it"
            )
        }
        return ShardPartition(
            loads: shards.map(\.estimatedSeconds), serialSeconds: full.estimatedSeconds,
            units: full.tested.count, splitTests: split ? splitSuiteTests.count : 0, problems: problems)
    }

    /// One line per shard, the problems, and a summary with the balance.
    public func render(shards: [TestPlan]) -> String {
        var lines: [String] = []
        for (offset, plan) in shards.enumerated() {
            let names = plan.tested.map { entry -> String in
                guard let selection = entry.tests else { return entry.name }
                return entry.name + (selection.mode == .only ? "[" : "[all but ")
                    + "\(selection.classes.count) classes]"
            }
            lines.append(
                "shard \(offset + 1)/\(shards.count): " + String(format: "%.1f s", loads[offset])
                    + ", \(names.count) units: "
                    + names.joined(separator: " "))
        }
        lines += problems.map { "partition: error: " + $0 }
        let what = splitTests > 0 ? "\(units) units (the split suite as \(splitTests) tests)" : "\(units) units"
        var summary =
            problems.isEmpty
            ? "partition: \(shards.count) shards test \(what) exactly once"
            : "partition: \(problems.count) problems in \(shards.count) shards"
        summary += String(
            format: "; slowest %.1f s = %.2fx the mean %.1f s, %.0f%% of the serial %.1f s", slowest,
            mean > 0 ? slowest / mean : 0, mean, serialSeconds > 0 ? slowest / serialSeconds * 100 : 0, serialSeconds)
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }
}
