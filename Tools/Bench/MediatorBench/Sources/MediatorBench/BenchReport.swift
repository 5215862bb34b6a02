import Foundation

/// The benchmark's rows and goal verdicts, printed as one table.
struct BenchReport {
    struct Row {
        let name: String
        let nanoseconds: Double
        let ratio: Double
    }

    struct Goal {
        let name: String
        let met: Bool
        let measured: String
    }

    /// The direct call every row is compared with.
    let baseline: Double
    private(set) var rows: [Row] = []
    private(set) var goals: [Goal] = []

    init(baseline: Double) {
        self.baseline = baseline
    }

    var allGoalsMet: Bool { goals.allSatisfy(\.met) }

    mutating func add(_ name: String, _ nanoseconds: Double) {
        rows.append(Row(name: name, nanoseconds: nanoseconds, ratio: nanoseconds / baseline))
    }

    mutating func goal(_ name: String, _ met: Bool, _ measured: String) {
        goals.append(Goal(name: name, met: met, measured: measured))
    }

    func print() {
        let width = max(44, rows.map(\.name.count).max() ?? 0)
        Swift.print("MediatorBench (release; median of 7 interleaved rounds; ratios against the direct call)")
        Swift.print(pad("case", width) + "   ns/call   x direct")
        for row in rows {
            Swift.print(pad(row.name, width) + String(format: " %9.1f %10.1f", row.nanoseconds, row.ratio))
        }
        Swift.print("")
        Swift.print(pad("goal", width) + "   result")
        for goal in goals {
            Swift.print(pad(goal.name, width) + "   \(goal.met ? "met " : "MISS") \(goal.measured)")
        }
        Swift.print("\(goals.filter(\.met).count) of \(goals.count) goals met")
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
