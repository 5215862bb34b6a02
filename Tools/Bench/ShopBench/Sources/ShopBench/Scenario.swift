import BenchSupport
import Foundation

/// One timed command: a binary, its arguments, its own home, and what it is judged against.
struct Scenario {
    /// How a scenario's median is judged.
    enum Goal {
        /// Median wall time at most this many milliseconds.
        case atMost(milliseconds: Double)
        /// The reference the ratio rows are measured against.
        case baseline
        /// No measurable growth over the baseline row: its ratio's 95% interval holds 1.00, or stays
        /// under 1 + `tolerance`.
        case noGrowth(tolerance: Double)
    }

    /// The label in the table.
    let label: String
    let binary: URL
    let arguments: [String]
    /// The label of the row this one's ratio is taken against (nil: no ratio).
    let baseline: String?
    let goal: Goal
    /// Its own `SHOP_HOME`, so every scenario sees a database grown by the same number of runs.
    let home: URL
    var samples = Samples()
    var cpuSamples = Samples()

    init(_ label: String, _ binary: URL, _ arguments: [String], baseline: String?, goal: Goal, homes: URL) {
        self.label = label
        self.binary = binary
        self.arguments = arguments
        self.baseline = baseline
        self.goal = goal
        let folder = label.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        self.home = homes.appendingPathComponent(String(folder))
    }

    /// The child process with the inherited environment, minus any `SHOP_*` setting, plus this home.
    func process(environment: [String: String]) -> ChildProcess {
        var environment = environment.filter { !$0.key.hasPrefix("SHOP_") }
        environment["SHOP_HOME"] = home.path
        return ChildProcess(executable: binary.path, arguments: arguments, environment: environment)
    }
}
