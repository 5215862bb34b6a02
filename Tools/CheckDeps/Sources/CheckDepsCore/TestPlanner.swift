import Foundation

/// Builds a `TestPlan` from the package graph check-deps reads (the same discovery and manifests),
/// the repository's files, the change since a base revision, and the state of earlier runs.
public struct TestPlanner {
    private let root: URL
    private let options: TestPlanOptions
    private let loader: ManifestLoader
    private let toolchain: ToolchainIdentity
    private let state: TestRunState
    private let changes: ChangeSet?

    /// Creates a planner; `changes` is required when `options.affected` is set.
    public init(
        root: URL, options: TestPlanOptions, loader: ManifestLoader, toolchain: ToolchainIdentity, state: TestRunState,
        changes: ChangeSet?
    ) {
        self.root = root.standardizedFileURL
        self.options = options
        self.loader = loader
        self.toolchain = toolchain
        self.state = state
        self.changes = changes
    }

    /// Plans the run.
    public func plan() throws -> TestPlan {
        let configURL = root.appendingPathComponent("architecture.json")
        let config =
            FileManager.default.fileExists(atPath: configURL.path)
            ? try ArchitectureConfig.load(from: configURL, displayPath: "architecture.json") : nil
        let graph = ProjectGraph(packages: try PackageDiscovery(root: root, config: config, loader: loader).discover())
        let units = try makeUnits(graph: graph, config: config)

        var closures: [String: [String: Int]] = [:]
        for (index, closure) in graph.packageDependencyClosures().enumerated() {
            closures[graph.packages[index].path] = Dictionary(
                uniqueKeysWithValues: closure.map { (graph.packages[$0.key].path, $0.value) })
        }
        let packagePaths = units.filter { $0.kind != .follower }.map(\.path)
        let ownership = InputOwnership(
            packagePaths: packagePaths, rootFiles: InputOwnership.defaultRootFiles + options.rootFiles)
        let digest = InputDigest.compute(
            root: root, files: RepositoryFiles.list(root: root), ownership: ownership, packagePaths: packagePaths)
        let hashes = inputHashes(units: units, closures: closures, digest: digest)

        var decisions = units.map { _ in AffectedSet.Decision(tested: true, reason: "full run") }
        var notes: [String] = []
        if let only = options.only {
            let names = Set(units.map(\.name))
            if let unknown = only.first(where: { !names.contains($0) }) {
                throw CheckDepsError.usage("--only: no package or unit named '\(unknown)'")
            }
            for (index, unit) in units.enumerated() where !only.contains(unit.name) {
                decisions[index] = .init(tested: false, reason: "not in --only")
            }
        }
        if options.affected, let changes {
            let affected = AffectedSet(
                units: units, closures: closures, ownership: ownership, changes: changes,
                exists: { FileManager.default.fileExists(atPath: root.path + "/" + $0) })
            notes += affected.notes
            for (index, unit) in units.enumerated() where decisions[index].tested {
                decisions[index] = affected.decisions[unit.id] ?? decisions[index]
            }
        }

        let estimates = estimatedSeconds(units: units)
        var shards: [Int?] = units.map { _ in nil }
        if let shard = options.shard {
            let selected = units.indices.filter { decisions[$0].tested }
            let assigned = ShardAssignment.assign(estimates: selected.map { estimates[$0].seconds }, count: shard.count)
            for (position, index) in selected.enumerated() {
                shards[index] = assigned[position] + 1
                if assigned[position] + 1 != shard.index {
                    decisions[index] = .init(tested: false, reason: "in shard \(assigned[position] + 1)/\(shard.count)")
                }
            }
        }
        if options.cached {
            for (index, unit) in units.enumerated() where decisions[index].tested {
                decisions[index] = cachedDecision(unit: unit, hash: hashes[index], current: decisions[index])
            }
        }

        let entries = units.enumerated().map { index, unit in
            TestPlan.Entry(
                order: index + 1, id: unit.id, name: unit.name, path: unit.path, kind: unit.kind,
                action: decisions[index].tested ? .test : .skip, reason: decisions[index].reason,
                estimatedSeconds: estimates[index].seconds, measured: estimates[index].measured,
                inputHash: hashes[index],
                shard: shards[index])
        }
        return TestPlan(
            baseRevision: options.affected ? changes?.baseRevision : nil,
            base: options.affected ? changes?.baseName : nil,
            cached: options.cached, shard: options.shard.map { TestPlan.Shard(index: $0.index, count: $0.count) },
            toolchain: toolchain.version, notes: notes, packages: entries)
    }

    // MARK: - Units

    /// The graph's packages in `architecture.json` order (path order without it), then the tools,
    /// then the root package, then the followers.
    private func makeUnits(graph: ProjectGraph, config: ArchitectureConfig?) throws -> [TestUnit] {
        let listedOrder = Dictionary(
            (config?.packages ?? []).enumerated().map { (RepoPath.normalize($0.element.path), $0.offset) },
            uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        let toolDirectories = options.tools.map(RepoPath.normalize).filter { $0 != "." && seen.insert($0).inserted }
        // A tool the discovery found too (no architecture.json to exclude it) is still a tool.
        let packages = graph.packages.filter { $0.path != "." && !seen.contains($0.path) }.sorted {
            (listedOrder[$0.path] ?? Int.max, $0.path) < (listedOrder[$1.path] ?? Int.max, $1.path)
        }
        var units = packages.map { TestUnit(id: $0.path, name: $0.name, path: $0.path, kind: .package) }
        for directory in toolDirectories {
            guard FileManager.default.fileExists(atPath: root.path + "/" + directory + "/Package.swift") else {
                throw CheckDepsError.usage("--tool \(directory) has no Package.swift")
            }
        }
        let absolute = toolDirectories.map { root.appendingPathComponent($0).standardizedFileURL.path }
        let manifests = try loader.load(packageDirectories: absolute)
        for (directory, path) in zip(toolDirectories, absolute) {
            units.append(
                TestUnit(id: directory, name: manifests[path]?.name ?? directory, path: directory, kind: .tool))
        }
        if let app = graph.packages.first(where: { $0.path == "." }) {
            units.append(TestUnit(id: ".", name: app.name, path: ".", kind: .package))
        }
        for follower in options.followers {
            guard units.contains(where: { $0.id == follower.path }) else {
                throw CheckDepsError.usage(
                    "--follower \(follower.name) follows \(follower.path), which is not a package")
            }
            guard !units.contains(where: { $0.id == follower.name || $0.name == follower.name }) else {
                throw CheckDepsError.usage("--follower \(follower.name): that name is taken")
            }
            units.append(
                TestUnit(
                    id: follower.name, name: follower.name, path: follower.path, kind: .follower, follows: follower.path
                ))
        }
        return units
    }

    // MARK: - Hashes

    /// Each unit's input hash: a package mixes its own files, every package it depends on (directly
    /// or not), the root files, the toolchain and the salt; a tool mixes the whole repository; a
    /// follower mixes its package's hash.
    private func inputHashes(units: [TestUnit], closures: [String: [String: Int]], digest: InputDigest) -> [String] {
        var byID: [String: String] = [:]
        for unit in units where unit.kind != .follower {
            var hasher = FNV1a128()
            hasher.combine(unit.kind.rawValue)
            hasher.combine(unit.id)
            hasher.combine(unit.name)
            hasher.combine(toolchain.key)
            hasher.combine(options.salt)
            switch unit.kind {
            case .tool:
                hasher.combine(digest.everything)
            default:
                hasher.combine(digest.rootFiles)
                hasher.combine(digest.packages[unit.id] ?? "")
                for dependency in (closures[unit.id] ?? [:]).keys.sorted() {
                    hasher.combine(dependency)
                    hasher.combine(digest.packages[dependency] ?? "")
                }
            }
            byID[unit.id] = hasher.hexDigest
        }
        return units.map { unit in
            guard unit.kind == .follower else { return byID[unit.id] ?? "" }
            var hasher = FNV1a128()
            hasher.combine(unit.kind.rawValue)
            hasher.combine(unit.name)
            hasher.combine(unit.follows.flatMap { byID[$0] } ?? "")
            return hasher.hexDigest
        }
    }

    // MARK: - Cache and estimates

    private func cachedDecision(unit: TestUnit, hash: String, current: AffectedSet.Decision) -> AffectedSet.Decision {
        if state.greenHash(of: unit.id, toolchain: toolchain.key) == hash {
            return .init(tested: false, reason: "inputs unchanged since the last green run")
        }
        // With --affected the change already says why; alone, say what the cache lacked.
        guard !options.affected else { return current }
        if let recorded = state.toolchain, recorded != toolchain.key, state.green[unit.id] != nil {
            return .init(tested: true, reason: "toolchain changed since the last green run")
        }
        if state.green[unit.id] == nil {
            return .init(tested: true, reason: "no green run recorded")
        }
        return .init(tested: true, reason: "inputs changed since the last green run")
    }

    /// Each unit's last passing time, or the average of the known ones (1 s when none is known, so
    /// shards balance by count).
    private func estimatedSeconds(units: [TestUnit]) -> [(seconds: Double, measured: Bool)] {
        let known = units.compactMap { state.durations[$0.id] }
        let fallback = known.isEmpty ? 1 : (known.reduce(0, +) / Double(known.count) * 1000).rounded() / 1000
        return units.map { unit in
            state.durations[unit.id].map { ($0, true) } ?? (fallback, false)
        }
    }
}
