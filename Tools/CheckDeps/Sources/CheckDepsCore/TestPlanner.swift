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
    private let durations: TestDurations

    /// Creates a planner; `changes` is required when `options.affected` is set; `durations` (from JUnit
    /// reports of earlier runs) take precedence over the state's.
    public init(
        root: URL, options: TestPlanOptions, loader: ManifestLoader, toolchain: ToolchainIdentity, state: TestRunState,
        changes: ChangeSet?, durations: TestDurations = TestDurations()
    ) {
        self.root = root.standardizedFileURL
        self.options = options
        self.loader = loader
        self.toolchain = toolchain
        self.state = state
        self.changes = changes
        self.durations = durations
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
        Self.addToolClosures(units: units, into: &closures)
        let packagePaths = units.filter { $0.kind != .follower }.map(\.path)
        let ownership = InputOwnership(
            packagePaths: packagePaths, rootFiles: InputOwnership.defaultRootFiles + options.rootFiles)
        let digest = InputDigest.compute(
            root: root, files: RepositoryFiles.list(root: root), ownership: ownership, packagePaths: packagePaths,
            structure: units.contains { $0.kind == .tool && $0.reads == .structure })
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
        var rootParts: [TestPlan.Entry]?
        if let shard = options.shard {
            let selected = units.indices.filter { decisions[$0].tested }
            var weights = selected.map { estimates[$0].seconds }
            var split: (index: Int, classes: [(name: String, seconds: Double, measured: Bool)], overhead: Double)?
            if shard.count > 1, let index = selected.first(where: { units[$0].id == "." && units[$0].kind == .package })
            {
                let classes = classEstimates(rootSeconds: estimates[index].seconds)
                // What the suite costs beyond its classes' times (building it, starting the tests) is
                // paid by every shard that runs a part of it.
                let overhead = max(0, estimates[index].seconds - classes.reduce(0) { $0 + $1.seconds })
                if classes.count >= 2 { split = (index, classes, Self.rounded(overhead)) }
            }
            if let split, let position = selected.firstIndex(of: split.index) {
                weights[position] = 0  // its classes stand for it
                weights += split.classes.map(\.seconds)
            }
            let assigned = ShardAssignment.assign(
                estimates: weights, count: shard.count, grouped: Set(selected.count..<weights.count),
                groupOverhead: split?.overhead ?? 0)
            for (position, index) in selected.enumerated() where index != split?.index {
                shards[index] = assigned[position] + 1
                if assigned[position] + 1 != shard.index {
                    decisions[index] = .init(tested: false, reason: "in shard \(assigned[position] + 1)/\(shard.count)")
                }
            }
            if let split {
                let classShards = Array(assigned[selected.count...]).map { $0 + 1 }
                rootParts = splitParts(
                    unit: units[split.index], hash: hashes[split.index], reason: decisions[split.index].reason,
                    classes: split.classes, overhead: split.overhead, classShards: classShards, shard: shard)
                shards[split.index] = nil
            }
        }
        if options.cached {
            for (index, unit) in units.enumerated() where decisions[index].tested {
                decisions[index] = cachedDecision(unit: unit, hash: hashes[index], current: decisions[index])
            }
        }

        var entries: [TestPlan.Entry] = []
        for (index, unit) in units.enumerated() {
            if let rootParts, unit.id == ".", unit.kind == .package {
                for var part in rootParts {
                    part.order = entries.count + 1
                    if options.cached, part.action == .test {
                        let decision = cachedDecision(
                            unit: TestUnit(id: part.id, name: part.name, path: part.path, kind: .package),
                            hash: part.inputHash, current: .init(tested: true, reason: part.reason))
                        part.action = decision.tested ? .test : .skip
                        part.reason = decision.reason
                    }
                    entries.append(part)
                }
                continue
            }
            entries.append(
                TestPlan.Entry(
                    order: entries.count + 1, id: unit.id, name: unit.name, path: unit.path, kind: unit.kind,
                    action: decisions[index].tested ? .test : .skip, reason: decisions[index].reason,
                    estimatedSeconds: estimates[index].seconds, measured: estimates[index].measured,
                    inputHash: hashes[index],
                    shard: shards[index]))
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
        let tools = options.tools.map { TestPlanOptions.Tool(path: RepoPath.normalize($0.path), reads: $0.reads) }
            .filter { $0.path != "." && seen.insert($0.path).inserted }
        let toolDirectories = tools.map(\.path)
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
        let known = Set(graph.packages.map(\.path) + toolDirectories)
        for (tool, path) in zip(tools, absolute) {
            // A path dependency outside the repository's units cannot change with it.
            let dependsOn =
                tool.reads == .dependencies
                ? (manifests[path]?.dependencies ?? []).compactMap(\.path).map { RepoPath.join(tool.path, $0) }
                    .filter(known.contains) : []
            units.append(
                TestUnit(
                    id: tool.path, name: manifests[path]?.name ?? tool.path, path: tool.path, kind: .tool,
                    reads: tool.reads, dependsOn: dependsOn))
        }
        if let app = graph.packages.first(where: { $0.path == "." }) {
            units.append(TestUnit(id: ".", name: app.name, path: ".", kind: .package))
        }
        for follower in options.followers {
            guard !units.contains(where: { $0.id == follower.name || $0.name == follower.name }) else {
                throw CheckDepsError.usage("--follower \(follower.name): that name is taken")
            }
            // A package is followed (its dependencies count); any other path is watched as files.
            let packageIDs = Set(units.filter { $0.kind == .package }.map(\.id))
            let follows = follower.paths.filter { packageIDs.contains($0) }
            let watches = follower.paths.filter { !packageIDs.contains($0) }
            if let missing = watches.first(where: { !FileManager.default.fileExists(atPath: root.path + "/" + $0) }) {
                throw CheckDepsError.usage(
                    "--follower \(follower.name): \(missing) is neither a package nor a file or directory")
            }
            units.append(
                TestUnit(
                    id: follower.name, name: follower.name, path: follower.paths[0], kind: .follower, follows: follows,
                    watches: watches))
        }
        return units
    }

    /// Adds, for each tool that reads its dependencies, the units it depends on directly or
    /// transitively (through packages and other such tools), with their distance, as a package's.
    static func addToolClosures(units: [TestUnit], into closures: inout [String: [String: Int]]) {
        let readers = units.filter { $0.kind == .tool && $0.reads == .dependencies }
        let direct = Dictionary(readers.map { ($0.id, $0.dependsOn) }, uniquingKeysWith: { first, _ in first })
        for reader in readers {
            var distances: [String: Int] = [:]
            var frontier = [(reader.id, 0)]
            while !frontier.isEmpty {
                let (id, distance) = frontier.removeFirst()
                // A package's closure is known; a tool's comes from its own direct dependencies.
                for dependency in direct[id] ?? [] where dependency != reader.id {
                    if distances[dependency].map({ $0 <= distance + 1 }) ?? false { continue }
                    distances[dependency] = distance + 1
                    frontier.append((dependency, distance + 1))
                    for (package, further) in closures[dependency] ?? [:] where package != reader.id {
                        distances[package] = min(distances[package] ?? .max, distance + 1 + further)
                    }
                }
            }
            closures[reader.id] = distances
        }
    }

    // MARK: - Hashes

    /// Each unit's input hash: a package mixes its own files, every package it depends on (directly
    /// or not), the root files, the toolchain and the salt; a tool mixes what its suite reads (the
    /// whole repository; or its own and the root files, plus for `structure` every other file whole
    /// except Swift sources, of which only their `SourceStructure`); a follower mixes the hashes of
    /// the packages it follows and, when it watches files, those files and the root files.
    private func inputHashes(units: [TestUnit], closures: [String: [String: Int]], digest: InputDigest) -> [String] {
        var byID: [String: String] = [:]
        for unit in units where unit.kind != .follower {
            var hasher = FNV1a128()
            hasher.combine(unit.kind.rawValue)
            hasher.combine(unit.id)
            hasher.combine(unit.name)
            hasher.combine(toolchain.key)
            hasher.combine(options.salt)
            switch (unit.kind, unit.reads) {
            case (.tool, .repository):
                hasher.combine(digest.everything)
            case (.tool, .own), (.tool, .structure):
                hasher.combine(unit.reads.rawValue)
                hasher.combine(digest.rootFiles)
                hasher.combine(digest.packages[unit.id] ?? "")
                if unit.reads == .structure { hasher.combine(digest.structure ?? digest.everything) }
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
            for followed in unit.follows { hasher.combine(byID[followed] ?? "") }
            if !unit.watches.isEmpty {
                hasher.combine(digest.rootFiles)
                for (path, hash) in digest.files
                where unit.watches.contains(where: { RepoPath.isUnder(path, prefix: $0) }) {
                    hasher.combine(path)
                    hasher.combine(hash)
                }
            }
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
        let recorded = units.map { unit in durations.units[unit.name].map(Self.rounded) ?? state.durations[unit.id] }
        let known = recorded.compactMap { $0 }
        let fallback = known.isEmpty ? 1 : Self.rounded(known.reduce(0, +) / Double(known.count))
        return recorded.map { seconds in seconds.map { ($0, true) } ?? (fallback, false) }
    }

    private static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }

    // MARK: - Splitting the root package's suite

    /// The root package's test classes with their estimates: measured class times (JUnit reports, else
    /// the state); an unmeasured class gets the average of the measured ones, or, with none measured,
    /// an equal share of the root package's estimate.
    private func classEstimates(rootSeconds: Double) -> [(name: String, seconds: Double, measured: Bool)] {
        let classes = TestInventory.scan(packageDirectory: root).classes
        let measured = classes.map { testClass -> Double? in
            durations.classes[testClass.qualifiedName] ?? durations.classes[testClass.name]
                ?? state.classDurations?[testClass.qualifiedName]
        }
        let known = measured.compactMap { $0 }
        let fallback =
            known.isEmpty
            ? rootSeconds / Double(max(1, classes.count)) : known.reduce(0, +) / Double(known.count)
        return zip(classes, measured).map { testClass, seconds in
            (testClass.qualifiedName, Self.rounded(max(0.001, seconds ?? fallback)), seconds != nil)
        }
    }

    /// One entry per shard that holds classes of the root suite. The lowest such shard runs everything
    /// but the other shards' classes (so tests the scan did not see still run once); the others run
    /// only their own. A part's estimate is its classes' times plus the suite's overhead.
    private func splitParts(
        unit: TestUnit, hash: String, reason: String, classes: [(name: String, seconds: Double, measured: Bool)],
        overhead: Double, classShards: [Int], shard: TestPlanOptions.Shard
    ) -> [TestPlan.Entry] {
        let used = Set(classShards).sorted()
        guard let anchor = used.first else { return [] }
        if used.count == 1 {  // every class landed on one shard: the suite runs whole there
            return [
                TestPlan.Entry(
                    order: 0, id: unit.id, name: unit.name, path: unit.path, kind: unit.kind,
                    action: anchor == shard.index ? .test : .skip,
                    reason: anchor == shard.index ? reason : "in shard \(anchor)/\(shard.count)",
                    estimatedSeconds: Self.rounded(overhead + classes.reduce(0) { $0 + $1.seconds }),
                    measured: classes.allSatisfy(\.measured), inputHash: hash, shard: anchor)
            ]
        }
        return used.map { part in
            let mine = classes.indices.filter { classShards[$0] == part }
            let selection =
                part == anchor
                ? TestSelection(
                    mode: .except, classes: classes.indices.filter { classShards[$0] != part }.map { classes[$0].name })
                : TestSelection(mode: .only, classes: mine.map { classes[$0].name })
            return TestPlan.Entry(
                order: 0, id: part == anchor ? unit.id : unit.id + "#\(part)", name: unit.name, path: unit.path,
                kind: unit.kind, action: part == shard.index ? .test : .skip,
                reason: part == shard.index ? reason : "in shard \(part)/\(shard.count)",
                estimatedSeconds: Self.rounded(overhead + mine.reduce(0) { $0 + classes[$1].seconds }),
                measured: mine.allSatisfy { classes[$0].measured }, inputHash: hash, shard: part, tests: selection)
        }
    }
}
