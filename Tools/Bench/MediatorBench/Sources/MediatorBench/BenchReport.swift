import Foundation

/// The benchmark's rows and goal verdicts, printed as one table.
struct BenchReport {
    enum Line {
        case section(String)
        case row(name: String, nanoseconds: Double, ratio: Double, spread: Spread?)
    }

    struct Goal {
        let name: String
        let met: Bool
        let measured: String
    }

    /// The call every row is compared with.
    let baseline: Double
    private(set) var lines: [Line] = []
    private(set) var goals: [Goal] = []

    init(baseline: Double) {
        self.baseline = baseline
    }

    var allGoalsMet: Bool { goals.allSatisfy(\.met) }
    var missedGoals: Int { goals.filter { !$0.met }.count }

    mutating func section(_ title: String) {
        lines.append(.section(title))
    }

    /// A row; its ratio is against `baseline` when given, else against the report's.
    mutating func add(_ name: String, _ nanoseconds: Double, spread: Spread? = nil, baseline: Double? = nil) {
        lines.append(
            .row(name: name, nanoseconds: nanoseconds, ratio: nanoseconds / (baseline ?? self.baseline), spread: spread)
        )
    }

    mutating func goal(_ name: String, _ met: Bool, _ measured: String) {
        goals.append(Goal(name: name, met: met, measured: measured))
    }

    func print() {
        let names = lines.compactMap { line -> String? in
            if case .row(let name, _, _, _) = line { return name }
            return nil
        }
        let width = max(56, names.map(\.count).max() ?? 0)
        Swift.print(
            "MediatorBench (release; thread CPU time, median of 7 interleaved rounds; ratios against the direct call)")
        Swift.print(pad("case", width) + "   ns/call   x direct   min-max")
        for line in lines {
            switch line {
            case .section(let title):
                Swift.print("-- \(title)")
            case .row(let name, let nanoseconds, let ratio, let spread):
                let range = spread.map { String(format: "   %.0f-%.0f", $0.min, $0.max) } ?? ""
                Swift.print(pad(name, width) + String(format: " %9.1f %10.2f", nanoseconds, ratio) + range)
            }
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
