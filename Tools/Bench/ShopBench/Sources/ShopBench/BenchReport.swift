import BenchSupport
import Foundation

/// The results table: one row per scenario, ratios against its baseline row from the same run.
struct BenchReport {
    /// A ratio of medians with its 95% bootstrap interval.
    typealias Ratio = (ratio: Double, low: Double, high: Double)

    let scenarios: [Scenario]

    func render() -> String {
        let widths = [30, 6, 7, 7, 20, 8, 20, 9]
        var lines = [
            row(
                [
                    "scenario", "min", "median", "p90", "wall ratio [95%]", "CPU med", "CPU ratio [95%]", "goal",
                    "verdict",
                ], widths)
        ]
        lines.append(String(repeating: "-", count: widths.reduce(0, +) + 2 * widths.count + 12))
        for scenario in scenarios {
            let wall = baseline(of: scenario).map { scenario.samples.medianRatio(over: $0.samples) }
            let cpu = baseline(of: scenario).map { scenario.cpuSamples.medianRatio(over: $0.cpuSamples) }
            lines.append(
                row(
                    [
                        scenario.label, format(scenario.samples.min), format(scenario.samples.median),
                        format(scenario.samples.p90), format(wall), format(scenario.cpuSamples.median), format(cpu),
                        goalText(scenario.goal), verdict(scenario, wall: wall, cpu: cpu),
                    ], widths))
        }
        return lines.joined(separator: "\n")
    }

    /// The row `scenario`'s ratios are taken against.
    func baseline(of scenario: Scenario) -> Scenario? {
        scenarios.first { $0.label == scenario.baseline }
    }

    /// Wall time decides the 50 ms goal. "No growth" holds when the CPU-time ratio (steady even on a
    /// loaded machine) stays under 1 + tolerance and the wall-time interval does not lie above it.
    private func verdict(_ scenario: Scenario, wall: Ratio?, cpu: Ratio?) -> String {
        switch scenario.goal {
        case .baseline:
            return "baseline"
        case .atMost(let milliseconds):
            return scenario.samples.median <= milliseconds ? "OK" : "OVER GOAL"
        case .noGrowth(let tolerance):
            guard let wall, let cpu else { return "no baseline" }
            if cpu.high > 1 + tolerance { return "GROWTH (CPU)" }
            if wall.low > 1 + tolerance { return "GROWTH (wall)" }
            return "OK"
        }
    }

    private func goalText(_ goal: Scenario.Goal) -> String {
        switch goal {
        case .baseline: return "-"
        case .atMost(let milliseconds): return String(format: "<= %.0f ms", milliseconds)
        case .noGrowth(let tolerance): return String(format: "<= %.2fx", 1 + tolerance)
        }
    }

    private func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    private func format(_ ratio: Ratio?) -> String {
        ratio.map { String(format: "%.2fx [%.2f-%.2f]", $0.ratio, $0.low, $0.high) } ?? ""
    }

    private func row(_ cells: [String], _ widths: [Int]) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() {
            text += index < widths.count ? pad(cell, widths[index]) + "| " : cell
        }
        return text
    }
}

/// Pads `text` to `width` columns (at least one space after it).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
