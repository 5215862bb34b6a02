import Foundation

/// `check-deps plan`: plans a test run over the package graph, records finished runs, and merges
/// their xUnit reports. Returns its output like `CheckDepsCommand`, so tests drive it the same way.
public enum TestPlanCommand {
    /// Runs `check-deps plan` with the arguments after `plan`.
    public static func run(arguments: [String], currentDirectory: String) -> CheckDepsCommand.Outcome {
        do {
            let options = try TestPlanOptions.parse(arguments)
            if options.help {
                return .init(exitCode: 0, standardOutput: TestPlanOptions.usage, standardError: "")
            }
            let base = URL(fileURLWithPath: currentDirectory)
            let root = try CheckDepsCommand.rootDirectory(options.root, base: base)
            let stateURL =
                options.state.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
                ?? TestRunState.defaultURL(root: root)
            switch options.step {
            case .plan: return try plan(options, root: root, base: base, stateURL: stateURL)
            case .record: return try record(options, root: root, base: base, stateURL: stateURL)
            case .junit: return try junit(options, root: root, base: base)
            case .count: return try count(options, base: base)
            }
        } catch {
            return .init(exitCode: 2, standardOutput: "", standardError: "check-deps plan: error: \(error)\n")
        }
    }

    private static func plan(_ options: TestPlanOptions, root: URL, base: URL, stateURL: URL) throws
        -> CheckDepsCommand.Outcome
    {
        let cacheDirectory: URL? =
            options.noCache
            ? nil
            : options.cacheDirectory.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
                ?? root.appendingPathComponent(".build/check-deps-cache")
        let (state, warning) = TestRunState.load(from: stateURL)
        let changes = options.affected ? try ChangeSet.load(root: root, base: options.base) : nil
        let durations = try TestDurations.load(paths: options.durations, relativeTo: base)
        let loader = try ManifestLoader(cacheDirectory: cacheDirectory)
        let toolchain = try ToolchainIdentity.current()
        func plan(_ options: TestPlanOptions) throws -> TestPlan {
            try TestPlanner(
                root: root, options: options, loader: loader, toolchain: toolchain, state: state, changes: changes,
                durations: durations
            ).plan()
        }
        let standardError = warning.map { "check-deps plan: warning: \($0)\n" } ?? ""
        guard let count = options.partition else {
            return .init(
                exitCode: 0, standardOutput: try TestPlanRenderer.render(try plan(options), format: options.format),
                standardError: standardError)
        }
        var whole = options
        whole.partition = nil
        let shards = try (1...count).map { index in
            var one = whole
            one.shard = .init(index: index, count: count)
            return try plan(one)
        }
        let partition = ShardPartition.check(
            full: try plan(whole), shards: shards,
            splitSuiteTests: TestInventory.scan(packageDirectory: root).tests)
        return .init(
            exitCode: partition.problems.isEmpty ? 0 : 1, standardOutput: partition.render(shards: shards),
            standardError: standardError)
    }

    private static func record(_ options: TestPlanOptions, root: URL, base: URL, stateURL: URL) throws
        -> CheckDepsCommand.Outcome
    {
        let results = try readResults(options, base: base)
        var (state, _) = TestRunState.load(from: stateURL)
        let recorded = state.record(
            results, toolchain: try ToolchainIdentity.current().key, durations: !options.hashesOnly)
        if !options.hashesOnly {
            recordClassDurations(results, root: root, base: base, into: &state)
        }
        try state.save(to: stateURL)
        let passed = options.hashesOnly ? 0 : results.filter { $0.status == .passed }.count
        let display = RepoPath.relative(stateURL.path, to: root.path)
        let message =
            results.contains(where: { $0.status.isFailure })
            ? "the run failed, so no input hash was recorded; durations of \(passed) passing units kept in \(display)"
            : "recorded \(recorded) green input hashes and \(passed) durations in \(display)"
        return .init(exitCode: 0, standardOutput: "check-deps plan: \(message)\n", standardError: "")
    }

    /// The root package's test classes' times, from its passing run's XCTest lines (the plan splits
    /// its suite by them).
    private static func recordClassDurations(
        _ results: [TestRunResult], root: URL, base: URL, into state: inout TestRunState
    ) {
        guard let result = results.first(where: { $0.id == "." && $0.status == .passed && !$0.log.isEmpty }),
            let data = FileManager.default.contents(atPath: URL(fileURLWithPath: result.log, relativeTo: base).path)
        else { return }
        let classes = TestInventory.scan(packageDirectory: root).classes
        var seconds: [String: Double] = [:]
        for testCase in XCTestLogReader.cases(in: String(decoding: data, as: UTF8.self)) {
            guard let testClass = classes.first(where: { $0.name == testCase.className }) else { continue }
            seconds[testClass.qualifiedName, default: 0] += testCase.time
        }
        guard !seconds.isEmpty else { return }
        state.classDurations = seconds.mapValues { ($0 * 1000).rounded() / 1000 }
    }

    private static func junit(_ options: TestPlanOptions, root: URL, base: URL) throws -> CheckDepsCommand.Outcome {
        let results = try readResults(options, base: base)
        let report = try JUnitMerger.merge(results, root: base)
        let output = URL(fileURLWithPath: options.output ?? "junit.xml", relativeTo: base).standardizedFileURL
        do {
            try FileManager.default.createDirectory(
                at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(report.xml.utf8).write(to: output, options: .atomic)
        } catch {
            throw CheckDepsError.io(path: output.path, reason: "cannot be written (\(error.localizedDescription))")
        }
        let cases = report.suites.flatMap(\.cases)
        return .init(
            exitCode: 0,
            standardOutput:
                "check-deps plan: wrote \(output.path): \(report.suites.count) suites, \(cases.count) cases, \(cases.filter { $0.failure != nil }.count) failures\n",
            standardError: "")
    }

    private static func count(_ options: TestPlanOptions, base: URL) throws -> CheckDepsCommand.Outcome {
        let path = options.log ?? ""
        guard let data = FileManager.default.contents(atPath: URL(fileURLWithPath: path, relativeTo: base).path) else {
            throw CheckDepsError.io(path: path, reason: "cannot be read")
        }
        let summary = TestLogSummary.parse(String(decoding: data, as: UTF8.self))
        return .init(
            exitCode: 0, standardOutput: "\(summary.executed) \(summary.passed) \(summary.failed) \(summary.skipped)\n",
            standardError: "")
    }

    private static func readResults(_ options: TestPlanOptions, base: URL) throws -> [TestRunResult] {
        let path = options.results ?? ""
        let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CheckDepsError.io(path: path, reason: "cannot be read")
        }
        return try TestRunResult.parse(String(decoding: data, as: UTF8.self), displayPath: path)
    }
}
