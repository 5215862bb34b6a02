import BenchSupport
import Foundation

/// Times `_typeByName` inside two processes that link the same as `shop-base` and `shop-<N>`: what a
/// lookup costs once the extra targets are linked, and that a process only pays it for names it asks for.
struct TypeLookupProbe {
    /// One probe process's output, in nanoseconds.
    struct Run {
        var firstLookup: Double = 0
        var otherRealCold: [Double] = []
        var realColdTotal: Double = 0
        var realWarm: [Double] = []
        var miss: Double = 0
        var extraCold: [Double] = []
        var extraFound = 0
        var realFound = 0
    }

    let base: URL
    let extra: URL
    let names: (real: [String], missing: String, extra: [String])
    let runs: Int

    /// Runs both probes `runs` times, alternating, and renders the comparison.
    func measure(in folder: URL) throws -> String {
        var baseRuns: [Run] = []
        var extraRuns: [Run] = []
        let arguments = names.real + [names.missing] + names.extra
        for round in 0..<runs {
            for binary in round.isMultiple(of: 2) ? [base, extra] : [extra, base] {
                let output = folder.appendingPathComponent("probe.out")
                let process = ChildProcess(executable: binary.path, arguments: arguments, environment: [:])
                let sample = try process.run(stdout: output.path)
                guard sample.status == 0 else { throw BenchError("\(binary.path) exited with \(sample.status)") }
                let run = try parse(String(contentsOf: output, encoding: .utf8))
                if binary == base { baseRuns.append(run) } else { extraRuns.append(run) }
            }
        }
        return render(base: baseRuns, extra: extraRuns)
    }

    /// `7Account14Target_AccountV` -> `Account.Target_Account`.
    private func readable(_ mangled: String?) -> String {
        guard let mangled else { return "" }
        var rest = Substring(mangled)
        var parts: [String] = []
        while let length = Int(String(rest.prefix(while: { $0.isNumber }))) {
            rest = rest.drop(while: { $0.isNumber })
            parts.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length)
        }
        return parts.joined(separator: ".")
    }

    private func parse(_ text: String) throws -> Run {
        var run = Run()
        let real = Set(names.real)
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 4, let found = Int(fields[1]), let cold = Double(fields[2]),
                let warm = Double(fields[3])
            else { throw BenchError("unexpected probe line: \(line)") }
            let name = String(fields[0])
            if name == names.real.first { run.firstLookup = cold }
            if real.contains(name) {
                if name != names.real.first { run.otherRealCold.append(cold) }
                run.realColdTotal += cold
                run.realWarm.append(warm)
                run.realFound += found
            } else if name == names.missing {
                run.miss = cold
            } else {
                run.extraCold.append(cold)
                run.extraFound += found
            }
        }
        return run
    }

    private func render(base: [Run], extra: [Run]) -> String {
        func median(_ runs: [Run], _ value: (Run) -> Double) -> Double {
            Samples.median(runs.map(value).sorted()) / 1000
        }
        func inner(_ values: [Double]) -> Double { Samples.median(values.sorted()) }
        let rows: [(String, (Run) -> Double)] = [
            ("first lookup in the process (\(readable(names.real.first))), cold", { $0.firstLookup }),
            ("each other real target, cold (median of \(max(0, names.real.count - 1)))", { inner($0.otherRealCold) }),
            ("all \(names.real.count) real targets, cold, summed", { $0.realColdTotal }),
            ("a real target again (cached)", { inner($0.realWarm) }),
            ("a name that does not exist (full scan)", { $0.miss }),
            ("an Extra target, cold (base: not linked, a miss)", { inner($0.extraCold) }),
        ]
        var lines = [
            "In-process _typeByName, median of \(base.count) processes each (microseconds; same link sets as shop-base / shop-\(names.extra.count)):",
            pad("lookup", 60) + pad("base us", 10) + pad("+\(names.extra.count) us", 10) + "ratio",
        ]
        for (label, value) in rows {
            let left = median(base, value)
            let right = median(extra, value)
            lines.append(
                pad(label, 60) + pad(String(format: "%.1f", left), 10) + pad(String(format: "%.1f", right), 10)
                    + String(format: "%.2fx", right / left))
        }
        let realFound = extra.last?.realFound ?? 0
        lines.append(
            "real targets found: \(base.last?.realFound ?? 0)/\(names.real.count) (base), \(realFound)/\(names.real.count) (+\(names.extra.count)); "
                + "Extra targets found: \(base.last?.extraFound ?? 0) (base), \(extra.last?.extraFound ?? 0)/\(names.extra.count) (+\(names.extra.count))"
        )
        return lines.joined(separator: "\n")
    }
}
