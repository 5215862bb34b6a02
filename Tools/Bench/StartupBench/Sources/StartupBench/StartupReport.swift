import Foundation

/// The results table and the verdicts on the goals.
struct StartupReport {
    /// The most shared libraries a `shop` command may load.
    static let maximumLibraries = 15

    let scenarios: [Scenario]

    /// One missed goal per element, as a sentence; empty when every goal is met.
    var misses: [String] {
        var misses: [String] = []
        for scenario in scenarios where scenario.floor != nil {
            if case .startup(let goalMs, let goalRatio) = scenario.goal {
                if scenario.cpu.median > goalMs {
                    misses.append("\(scenario.name): CPU median \(ms(scenario.cpu.median)) ms > \(ms(goalMs)) ms")
                }
                if let ratio = ratio(scenario), ratio > goalRatio {
                    misses.append(
                        "\(scenario.name): \(String(format: "%.1f", ratio))x its floor (\(scenario.floor ?? "")) > \(String(format: "%.0f", goalRatio))x"
                    )
                }
            }
            if let count = scenario.libraries?.count, count > Self.maximumLibraries {
                misses.append("\(scenario.name): loads \(count) shared libraries > \(Self.maximumLibraries)")
            }
            if scenario.readsOnly, let syncs = scenario.syncs, syncs > 0 {
                misses.append("\(scenario.name): only reads, yet syncs the disk \(syncs) times")
            }
        }
        return misses
    }

    /// The table: CPU and wall milliseconds, the CPU ratio to the row's floor, libraries, syncs, goal.
    func render() -> String {
        let header = [
            "scenario", "CPU med", "CPU p90", "wall med", "wall p90", "CPU / floor", "libs", "syncs", "goal", "verdict",
        ]
        var rows: [[String]] = [header]
        for scenario in scenarios {
            let ratioText = ratio(scenario).map { String(format: "%.2fx", $0) } ?? ""
            var goalText = "floor"
            var verdict = ""
            if scenario.floor != nil {
                goalText = "0 syncs, <= \(Self.maximumLibraries) libs"
                if case .startup(let goalMs, let goalRatio) = scenario.goal {
                    goalText = "<= \(ms(goalMs)) ms, <= \(String(format: "%.0f", goalRatio))x, " + goalText
                }
                let name = scenario.name
                verdict = misses.contains { $0.hasPrefix(name + ":") } ? "MISS" : "OK"
            }
            rows.append([
                scenario.name, ms(scenario.cpu.median), ms(scenario.cpu.p90), ms(scenario.wall.median),
                ms(scenario.wall.p90), ratioText, scenario.libraries.map { String($0.count) } ?? "?",
                scenario.syncs.map(String.init) ?? "?", goalText, verdict,
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.indices.map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: " | ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }

    /// This row's median CPU time over its floor's.
    func ratio(_ scenario: Scenario) -> Double? {
        guard let floorName = scenario.floor, let floor = scenarios.first(where: { $0.name == floorName }) else {
            return nil
        }
        return scenario.cpu.median / floor.cpu.median
    }

    private func ms(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
