import BenchSupport
import Foundation

/// What one `shop` command costs from spawn to exit: CPU and wall time, shared libraries loaded and
/// disk syncs, for `--help`, `--version`, `goods list` and `goods show 3`, against hello-world
/// programs compiled in the same run (the floors: what any Swift program with or without Foundation
/// costs to start). Usage: `StartupBench --help`.
@main
struct StartupBench {
    /// The Foundation floor: a program that prints through Foundation, so Foundation is loaded and initialised.
    static let foundationHello = """
        import Foundation

        FileHandle.standardOutput.write(Data("hello from \\(ProcessInfo.processInfo.processIdentifier)\\n".utf8))
        """
    /// The language floor: the standard library only.
    static let swiftHello = """
        print("hello")
        """

    static func main() {
        do {
            guard let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
                Console.line(BenchOptions.usage)
                return
            }
            let misses = try run(options)
            if options.strict && !misses.isEmpty { exit(1) }
        } catch {
            FileHandle.standardError.write(Data("StartupBench: error: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Builds, checks, probes and times every scenario; returns the goals missed.
    static func run(_ options: BenchOptions) throws -> [String] {
        Console.line(
            "StartupBench: whole-process CPU and wall time, \(options.runs) timed runs per scenario after \(options.warmups) warm-ups"
        )
        Console.line("machine: \(MachineLoad.summary())")
        Console.line("work folder: \(options.work.path)\n")
        let builder = Builder(logs: options.work.appendingPathComponent("logs"))
        Console.line("building (release):")
        let floors = options.work.appendingPathComponent("floors")
        let floorBinaries = [
            (
                "hello Foundation (static)",
                try builder.floor("hello-foundation-static", source: foundationHello, in: floors, staticRuntime: true)
            ),
            (
                "hello Foundation (dynamic)",
                try builder.floor("hello-foundation-dynamic", source: foundationHello, in: floors, staticRuntime: false)
            ),
            (
                "hello Swift (static)",
                try builder.floor("hello-swift-static", source: swiftHello, in: floors, staticRuntime: true)
            ),
            (
                "hello Swift (dynamic)",
                try builder.floor("hello-swift-dynamic", source: swiftHello, in: floors, staticRuntime: false)
            ),
        ]
        Console.line("  built the hello-world floors with swiftc -O (with and without -static-stdlib)")
        var shops = options.shops.map { ($0.label, $0.binary) }
        if shops.isEmpty {
            shops.append(
                (
                    "shop",
                    try builder.shop(
                        repository: options.repository, scratch: options.work.appendingPathComponent("shop-static"),
                        staticRuntime: true)
                ))
        }
        if options.dynamic {
            shops.append(
                (
                    "shop-dynamic",
                    try builder.shop(
                        repository: options.repository, scratch: options.work.appendingPathComponent("shop-dynamic"),
                        staticRuntime: false)
                ))
        }

        let homes = FileManager.default.temporaryDirectory.appendingPathComponent("StartupBench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: homes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: homes) }
        var base = ProcessInfo.processInfo.environment
        base["HOME"] = homes.path  // nothing may fall back to the user's ~/.shop
        base["COLUMNS"] = "100"

        var scenarios: [Scenario] = floorBinaries.map { name, binary in
            Scenario(
                name: name, child: ChildProcess(executable: binary.path, arguments: [], environment: base), floor: nil,
                goal: .none, readsOnly: true)
        }
        Console.line("\nseeding each shop's home, checking every scenario once, counting libraries and syncs:")
        for (label, binary) in shops {
            var environment = base
            environment["SHOP_HOME"] = homes.appendingPathComponent(label).path
            let seed = ChildProcess(executable: binary.path, arguments: ["goods", "list"], environment: environment)
            guard try seed.run().status == 0 else { throw BenchError("\(binary.path) goods list failed on a new home") }
            let probe = ChildProcess(executable: binary.path, arguments: ["--help"], environment: environment)
            let isStatic = !(try ProcessProbe.loadedLibraries(probe, scratch: homes) ?? []).contains {
                $0.hasPrefix("libswiftCore")
            }
            let floor = isStatic ? "hello Foundation (static)" : "hello Foundation (dynamic)"
            Console.line(
                "  \(label): \(binary.path) (\(isStatic ? "Swift runtime linked in" : "shared Swift runtime"))")
            let commands: [([String], Scenario.Goal)] = [
                (["--help"], .startup(cpuMs: 6, ratio: 2)),
                (["--version"], .none),
                (["goods", "list"], .startup(cpuMs: 8, ratio: 2)),
                (["goods", "show", "3"], .none),
            ]
            for (arguments, goal) in commands {
                scenarios.append(
                    Scenario(
                        name: "\(label) \(arguments.joined(separator: " "))",
                        child: ChildProcess(executable: binary.path, arguments: arguments, environment: environment),
                        floor: floor, goal: goal, readsOnly: true))
            }
        }
        for index in scenarios.indices {
            let output = homes.appendingPathComponent("check.out")
            let sample = try scenarios[index].child.run(stdout: output.path, stderr: output.path)
            guard sample.status == 0 else {
                let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
                throw BenchError("\(scenarios[index].name) exited \(sample.status):\n\(text.suffix(2000))")
            }
            scenarios[index].libraries = try ProcessProbe.loadedLibraries(scenarios[index].child, scratch: homes)
            scenarios[index].syncs = try ProcessProbe.syncCalls(scenarios[index].child, scratch: homes)
        }
        if scenarios.allSatisfy({ $0.syncs == nil }) {
            Console.line("  (strace is not installed: the syncs column shows ?)")
        }

        let loadBefore = MachineLoad.averages()
        let started = ContinuousClock.now
        for _ in 0..<options.warmups {
            for scenario in scenarios { _ = try scenario.child.run() }
        }
        // Each round runs every scenario once in a new shuffled order: a busy moment hits all alike.
        var generator = SplitMix64(seed: 0x5747_2A11)
        for _ in 0..<options.runs {
            for index in scenarios.indices.shuffled(using: &generator) {
                let sample = try scenarios[index].child.run()
                guard sample.status == 0 else { throw BenchError("\(scenarios[index].name) exited \(sample.status)") }
                scenarios[index].cpu.append(sample.cpuMs)
                scenarios[index].wall.append(sample.wallMs)
            }
        }
        let elapsed = ContinuousClock.now - started

        let report = StartupReport(scenarios: scenarios)
        Console.line(
            "\nresults (milliseconds per whole process; CPU = user + system from wait4; runs interleaved, \(elapsed.components.seconds) s):"
        )
        Console.line(report.render())
        Console.line(
            """

            - CPU / floor: median CPU time over the Foundation hello-world linked the same way as the shop.
            - libs: shared objects the dynamic loader maps in one run (LD_DEBUG=files), the program itself not counted.
            - syncs: fsync + fdatasync calls in one run (strace -f -c); every row here only reads, so the goal is 0.
            """)
        if let list = scenarios.first(where: { $0.name.hasSuffix(" goods list") })?.libraries {
            Console.line("- \(list.count) libraries of the first goods list: \(list.joined(separator: " "))")
        }
        Console.line("load average before timing: \(loadBefore); after: \(MachineLoad.averages())")
        let misses = report.misses
        Console.line(
            misses.isEmpty ? "every goal met" : "goals missed:\n" + misses.map { "  - \($0)" }.joined(separator: "\n"))
        return misses
    }
}
