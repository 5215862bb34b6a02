import BenchSupport
import Foundation

/// Wall time of whole `shop` processes: `goods list` on a seeded home against its 50 ms goal, and
/// the same app linked with and without N extra generated targets (launch cost must not grow,
/// since nothing is registered at launch). Usage: `ShopBench --help`.
@main
struct ShopBench {
    static func main() {
        do {
            guard let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
                Console.line(BenchOptions.usage)
                return
            }
            try run(options)
        } catch {
            FileHandle.standardError.write(Data("ShopBench: error: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(_ options: BenchOptions) throws {
        Console.line(
            "ShopBench: whole-process wall time, \(options.runs) timed runs per scenario after \(options.warmups) warm-ups"
        )
        Console.line("machine: \(MachineLoad.summary())")
        Console.line("work folder: \(options.work.path)\n")
        let toolchain = SwiftToolchain(
            logs: options.work.appendingPathComponent("logs"), swiftcFlags: options.swiftcFlags)
        if !options.swiftcFlags.isEmpty {
            Console.line(
                "NOTE: both builds use -Xswiftc \(options.swiftcFlags.joined(separator: " -Xswiftc ")): not the plain release build\n"
            )
        }

        var source = options.repository
        if options.head {
            source = options.work.appendingPathComponent("snapshot")
            let commit = try RepositorySnapshot(repository: options.repository, folder: source).refresh()
            Console.line("source: committed tree at \(commit) (copied to \(source.path))")
        } else {
            Console.line("source: working tree \(source.path)")
        }
        Console.line("building (release):")
        let shop: URL
        if let given = options.shop {
            shop = given
            Console.line("  using --shop \(given.path)")
        } else {
            shop = try toolchain.buildRelease(
                package: source, scratch: options.work.appendingPathComponent("shop-build"),
                product: "shop", log: "shop-build.log"
            ).appendingPathComponent("shop")
        }
        let manifest = try AppManifest(dumpPackageJSON: toolchain.dumpPackage(source))
        let linked = LinkedAppPackage(
            folder: options.work.appendingPathComponent("ShopLinkBench"), repository: source,
            manifest: manifest, extraTargets: options.extraTargets)
        try linked.write()
        let bin = try toolchain.buildRelease(
            package: linked.folder, scratch: options.work.appendingPathComponent("linked-build"),
            log: "linked-build.log")
        let base = bin.appendingPathComponent(linked.baseExecutable)
        let extra = bin.appendingPathComponent(linked.extraExecutable)

        let linkedNames = try BinaryScan.numberedNames(prefix: "Target_Extra", in: extra)
        let baseNames = try BinaryScan.numberedNames(prefix: "Target_Extra", in: base)
        guard linkedNames.count == options.extraTargets, baseNames.isEmpty else {
            throw BenchError(
                "expected \(options.extraTargets) Target_Extra names in \(extra.lastPathComponent) and none in "
                    + "\(base.lastPathComponent), found \(linkedNames.count) and \(baseNames.count)")
        }
        Console.line(
            "  \(linked.extraExecutable) holds all \(linkedNames.count) Target_Extra types, \(linked.baseExecutable) none; sizes: "
                + "\(megabytes(base)) MB vs \(megabytes(extra)) MB; real shop \(megabytes(shop)) MB")

        let homes = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ShopBench-homes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: homes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: homes) }
        var scenarios = makeScenarios(shop: shop, base: base, extra: extra, label: linked.extraExecutable, homes: homes)
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = homes.path  // nothing may fall back to the user's ~/.shop

        Console.line("\nchecking and seeding every scenario once:")
        try check(scenarios, environment: environment, folder: homes)

        let loadBefore = MachineLoad.averages()
        let started = ContinuousClock.now
        try measure(&scenarios, environment: environment, options: options)
        let elapsed = ContinuousClock.now - started
        let loadAfter = MachineLoad.averages()

        let report = BenchReport(scenarios: scenarios)
        Console.line(
            "\nresults (wall ms of the whole process; runs interleaved across scenarios, \(elapsed.components.seconds) s):"
        )
        Console.line(report.render())
        Console.line(notes(report, label: linked.extraExecutable, extraTargets: options.extraTargets))
        Console.line("load average before timing: \(loadBefore); after: \(loadAfter)")

        if options.probeRuns > 0 {
            let probe = TypeLookupProbe(
                base: bin.appendingPathComponent(linked.baseProbe),
                extra: bin.appendingPathComponent(linked.extraProbe),
                names: linked.probeNames, runs: options.probeRuns)
            Console.line("\n" + (try probe.measure(in: homes)))
        }
    }

    static func makeScenarios(shop: URL, base: URL, extra: URL, label: String, homes: URL) -> [Scenario] {
        let goal = Scenario.Goal.atMost(milliseconds: 50)
        let same = Scenario.Goal.noGrowth(tolerance: 0.05)
        return [
            Scenario(
                "shop goods list (real build)", shop, ["goods", "list"], baseline: "shop-base goods list", goal: goal,
                homes: homes),
            Scenario("shop-base goods list", base, ["goods", "list"], baseline: nil, goal: .baseline, homes: homes),
            Scenario(
                "shop-base goods list (A/A)", base, ["goods", "list"], baseline: "shop-base goods list", goal: same,
                homes: homes),
            Scenario(
                "\(label) goods list", extra, ["goods", "list"], baseline: "shop-base goods list", goal: same,
                homes: homes),
            Scenario("shop-base routes", base, ["routes"], baseline: nil, goal: .baseline, homes: homes),
            Scenario("\(label) routes", extra, ["routes"], baseline: "shop-base routes", goal: same, homes: homes),
            Scenario("shop-base --help (no launch)", base, ["--help"], baseline: nil, goal: .baseline, homes: homes),
            Scenario(
                "\(label) --help (no launch)", extra, ["--help"], baseline: "shop-base --help (no launch)", goal: same,
                homes: homes),
        ]
    }

    /// Runs every scenario once (which also seeds its home) and checks that it succeeds and prints
    /// the same as its baseline: the variants must differ only in what they link.
    static func check(_ scenarios: [Scenario], environment: [String: String], folder: URL) throws {
        var outputs: [String: String] = [:]
        for scenario in scenarios {
            let out = folder.appendingPathComponent("check.out")
            let err = folder.appendingPathComponent("check.err")
            let sample = try scenario.process(environment: environment).run(stdout: out.path, stderr: err.path)
            let text = try String(contentsOf: out, encoding: .utf8)
            guard sample.status == 0, !text.isEmpty else {
                let message = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
                let hint =
                    message.contains("no component answers")
                    ? "\nhint: a release build (whole-module optimization) drops an internal Target_ type that no code "
                        + "references, so the runtime cannot find it; the target type must be public (see README); "
                        + "to measure anyway, add --swiftc -enable-testing"
                    : ""
                throw BenchError(
                    "'\(scenario.label)' exited with \(sample.status) and printed \(text.count) characters: \(message)\(hint)"
                )
            }
            outputs[scenario.label] = text
            let lines = text.split(separator: "\n").count
            Console.line(
                "  \(pad(scenario.label, 34)) exit 0, \(lines) lines, first run \(String(format: "%.1f", sample.wallMs)) ms"
            )
        }
        for scenario in scenarios {
            if let baseline = scenario.baseline, outputs[baseline] != outputs[scenario.label] {
                throw BenchError("'\(scenario.label)' printed something else than '\(baseline)'")
            }
        }
    }

    /// Warm-ups, then the timed rounds. Each round runs every scenario once, in a new shuffled order
    /// (seeded, so reruns shuffle alike): a slow moment hits all scenarios alike, and none keeps a
    /// fixed position or neighbour.
    static func measure(_ scenarios: inout [Scenario], environment: [String: String], options: BenchOptions) throws {
        let processes = scenarios.map { $0.process(environment: environment) }
        var generator = SplitMix64(seed: 0x5709_BE7C)
        for round in 0..<(options.warmups + options.runs) {
            for index in scenarios.indices.shuffled(using: &generator) {
                let sample = try processes[index].run()
                guard sample.status == 0 else {
                    throw BenchError("'\(scenarios[index].label)' exited with \(sample.status) in round \(round)")
                }
                if round >= options.warmups {
                    scenarios[index].samples.append(sample.wallMs)
                    scenarios[index].cpuSamples.append(sample.cpuMs)
                }
            }
        }
    }

    static func notes(_ report: BenchReport, label: String, extraTargets: Int) -> String {
        var lines = [
            "",
            "ms = wall time of the whole process (spawn to exit); CPU = the child's user+sys time.",
            "ratio = this median / its baseline row's median (shop-base, same command, same run); [95%] = bootstrap",
            "interval of that ratio over the runs: the spread noise alone produces.",
        ]
        if let control = report.scenarios.first(where: { $0.label.hasSuffix("(A/A)") }),
            let reference = report.baseline(of: control)
        {
            let spread = (reference.samples.p90 - reference.samples.median) / reference.samples.median * 100
            let aa = control.samples.medianRatio(over: reference.samples)
            let cpu = control.cpuSamples.medianRatio(over: reference.cpuSamples)
            lines.append(
                String(
                    format: "noise: the A/A control (the same binary as two scenarios) gives wall %.2fx [%.2f-%.2f], "
                        + "CPU %.2fx [%.2f-%.2f];", aa.ratio, aa.low, aa.high, cpu.ratio, cpu.low, cpu.high))
            lines.append(
                String(
                    format: "       the baseline's p90 is %.0f%% above its median, its min %.1f ms.", spread,
                    reference.samples.min))
        }
        lines.append(
            "\(label) links \(extraTargets) generated MediatorTarget types (module Extra) that nothing registers or calls."
        )
        return lines.joined(separator: "\n")
    }

    static func megabytes(_ file: URL) -> String {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        return String(format: "%.1f", Double(size) / 1_048_576)
    }
}
