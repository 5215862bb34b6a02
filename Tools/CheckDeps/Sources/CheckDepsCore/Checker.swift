import Dispatch
import Foundation

/// Runs every rule over a repository and returns the findings (before any baseline is applied).
public struct Checker {
    /// A target with its resolved dependencies and lexed sources.
    struct TargetContext {
        var packageIndex: Int
        var target: PackageManifest.Target
        var dependencies: [ResolvedDependency]
        var files: [SourceFile]
    }

    private let root: URL
    private let config: ArchitectureConfig?
    private let loader: ManifestLoader
    private let exclude: [String]

    /// Creates a checker for the repository at `root` with an optional architecture; `exclude` adds
    /// repo-relative path prefixes to skip.
    public init(root: URL, config: ArchitectureConfig?, loader: ManifestLoader, exclude: [String] = []) {
        self.root = root.standardizedFileURL
        self.config = config
        self.loader = loader
        self.exclude = exclude.map(RepoPath.normalize)
    }

    /// Discovers packages, reads sources and applies rules R1-R11 plus inline suppressions.
    public func run() throws -> CheckReport {
        let started = Date()
        let discovery = try PackageDiscovery(root: root, config: config, loader: loader, exclude: exclude)
            .discover(skippingUnloadable: config == nil)
        let packages = discovery.packages
        let graph = ProjectGraph(packages: packages)
        let locators = try packages.map { package -> ManifestLocator in
            let url = URL(fileURLWithPath: package.absolutePath + "/" + package.manifest.manifestFile)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw CheckDepsError.io(path: package.manifestPath, reason: "cannot be read")
            }
            return ManifestLocator(source: text)
        }
        let targets = loadTargets(graph: graph)

        var findings: [Finding] = []
        var edgeSet: Set<Finding.PackageEdge> = []
        var packageCycles = CycleDetector()
        var targetCycles = CycleDetector()
        var edgeLocations: [String: (path: String, line: Int)] = [:]
        let rules = config.map(DependencyRules.init(config:))
        let moduleRules = config.flatMap { ModuleRules(config: $0, graph: graph) }
        let levelRules = config.flatMap { LevelRules(config: $0, graph: graph) }
        let importRules = ImportRules(
            graph: graph, rules: rules, moduleRules: moduleRules, reexports: Self.reexports(of: targets))
        let labels = Self.labels(of: packages)

        for context in targets {
            let package = packages[context.packageIndex]
            let locator = locators[context.packageIndex]
            let label = labels[context.packageIndex]
            let targetNode = Self.node(label, context.target.name)
            for dependency in context.dependencies {
                let line = locator.line(ofDependency: dependency.declared.name, inTarget: context.target.name)
                var packageViolation = false
                defer {
                    if !packageViolation,
                        let violation = moduleRules.flatMap({
                            Self.moduleViolation($0, from: context.target, dependency: dependency.destination)
                        })
                            ?? levelRules.flatMap({
                                Self.levelViolation($0, from: context.target, dependency: dependency.destination)
                            })
                    {
                        findings.append(
                            Finding(
                                rule: violation.rule, path: package.manifestPath, line: line,
                                message: violation.message, fix: violation.fix,
                                key: Finding.dependencyKey(
                                    target: context.target.name, dependency: dependency.declared.name)))
                    }
                }
                switch dependency.destination {
                case .localTarget(let name):
                    let to = Self.node(label, name)
                    targetCycles.addEdge(from: targetNode, to: to)
                    edgeLocations[targetNode + "->" + to] =
                        edgeLocations[targetNode + "->" + to] ?? (package.manifestPath, line)
                case .project(let index, let product, let modules):
                    let other = packages[index]
                    let otherLabel = labels[index]
                    if let finding = Self.testSupportFinding(
                        context.target, product: product, path: package.manifestPath, line: line,
                        edges: [Finding.PackageEdge(from: label, to: otherLabel)])
                    {
                        findings.append(finding)
                    }
                    for module in modules {
                        let to = Self.node(otherLabel, module)
                        targetCycles.addEdge(from: targetNode, to: to)
                        edgeLocations[targetNode + "->" + to] =
                            edgeLocations[targetNode + "->" + to] ?? (package.manifestPath, line)
                    }
                    guard index != context.packageIndex else { continue }
                    let edge = Finding.PackageEdge(from: label, to: otherLabel)
                    edgeSet.insert(edge)
                    packageCycles.addEdge(from: label, to: otherLabel)
                    let key = label + "->" + otherLabel
                    edgeLocations[key] = edgeLocations[key] ?? (package.manifestPath, line)
                    if let rules, let from = package.entry, let to = other.entry,
                        let violation = rules.evaluate(
                            from: from, targetName: context.target.name, isTest: context.target.isTest, to: to)
                    {
                        packageViolation = true
                        findings.append(
                            Finding(
                                rule: violation.rule, path: package.manifestPath, line: line,
                                message: violation.message,
                                fix: violation.fix, edges: [edge],
                                key: Finding.dependencyKey(
                                    target: context.target.name, dependency: dependency.declared.name)))
                    }
                case .external:
                    // A test-support product taken by URL (`MediatorTesting` from this repository) is
                    // a stand-in all the same.
                    if dependency.declared.kind != .target,
                        let finding = Self.testSupportFinding(
                            context.target, product: dependency.declared.name, path: package.manifestPath, line: line)
                    {
                        findings.append(finding)
                    }
                    continue
                }
            }
            findings += importRules.check(context, locator: locator)
        }

        findings += cycleFindings(packageCycles: packageCycles, targetCycles: targetCycles, locations: edgeLocations)
        findings += MirrorRules(graph: graph, rules: rules).check(locators: locators)
        if let config {
            findings += ContractRules(config: config, graph: graph).check(targets: targets)
            var appFiles: [Int: [String]] = [:]
            for context in targets { appFiles[context.packageIndex, default: []] += context.files.map(\.path) }
            findings += RegistrationRules(root: root, config: config).check(packages: packages, files: appFiles)
        }
        findings = applySuppressions(findings, targets: targets, packages: packages, locators: locators)
        findings.sort(by: Finding.reportOrder)

        var report = CheckReport(
            findings: findings,
            packages: packages.indices.map { (labels[$0], packages[$0].path, packages[$0].entry?.layer) },
            edges: edgeSet.sorted { ($0.from, $0.to) < ($1.from, $1.to) },
            targetCount: packages.reduce(0) { $0 + $1.manifest.targets.count },
            fileCount: targets.reduce(0) { $0 + $1.files.count },
            hasArchitecture: config != nil,
            duration: Date().timeIntervalSince(started))
        report.skippedPackages = discovery.skipped
        return report
    }

    /// Whether a product or target is test support by name (`…Testing`, like `MediatorTesting`).
    /// R6's test-support half: a target other than a test or an executable that depends on a
    /// `…Testing` product. An executable may: a feature's Example runs it against scripted
    /// collaborators, and nothing links an executable, so no stand-in reaches a library or the app.
    static func testSupportFinding(
        _ target: PackageManifest.Target, product: String, path: String, line: Int, edges: [Finding.PackageEdge] = []
    ) -> Finding? {
        guard !target.isTest, target.type != "executable", isTestSupport(product), !isTestSupport(target.name)
        else { return nil }
        return Finding(
            rule: "R6", path: path, line: line,
            message:
                "target \(target.name) depends on test-support product \(product); only test targets and executables may",
            fix: "Move the use into a test target or an example executable; a library never links test stand-ins.",
            edges: edges, key: Finding.dependencyKey(target: target.name, dependency: product))
    }

    static func isTestSupport(_ name: String) -> Bool {
        name.hasSuffix("Testing") && name.count > "Testing".count
    }

    /// Module name to the modules its sources re-export with `@_exported import`.
    static func reexports(of targets: [TargetContext]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for context in targets where !context.target.isTest {
            for file in context.files {
                // `@_exported import struct Core.A` re-exports A alone: a client of this module cannot
                // name Core.B, and its `import Core` is an implicit dependency. Only an unscoped
                // `@_exported import Core` re-exports the whole module.
                for declaration in file.imports
                where declaration.attributes.contains("_exported") && declaration.kind == nil
                    && declaration.path.count == 1
                {
                    let module = context.target.importAliases[declaration.module] ?? declaration.module
                    result[context.target.moduleName, default: []].insert(module)
                }
            }
        }
        return result
    }

    /// A package's name in graphs and cycles: its name, or `name (path)` when several packages share it.
    static func labels(of packages: [ProjectPackage]) -> [String] {
        var counts: [String: Int] = [:]
        for package in packages { counts[package.name, default: 0] += 1 }
        return packages.map { (counts[$0.name] ?? 0) > 1 ? "\($0.name) (\($0.path))" : $0.name }
    }

    /// The first module-rule violation of `target` depending on `destination` (each module of a product).
    static func moduleViolation(
        _ rules: ModuleRules, from target: PackageManifest.Target,
        dependency destination: ResolvedDependency.Destination
    ) -> DependencyRules.Violation? {
        let modules: [String]
        switch destination {
        case .localTarget(let name): modules = [name]
        case .project(_, _, let productModules): modules = productModules
        case .external: modules = []
        }
        return modules.lazy.compactMap { rules.evaluate(from: target.name, fromType: target.type, to: $0) }.first
    }

    /// The first level violation of `target` depending on `destination` (each module of a product).
    static func levelViolation(
        _ rules: LevelRules, from target: PackageManifest.Target,
        dependency destination: ResolvedDependency.Destination
    ) -> DependencyRules.Violation? {
        let modules: [String]
        switch destination {
        case .localTarget(let name): modules = [name]
        case .project(_, _, let productModules): modules = productModules
        case .external: modules = []
        }
        return modules.lazy.compactMap { rules.evaluate(from: target.name, fromType: target.type, to: $0) }.first
    }

    static func node(_ package: String, _ target: String) -> String {
        package + "/" + target
    }

    // MARK: - Sources

    /// Resolves every target's dependencies and lexes its Swift sources (in parallel).
    private func loadTargets(graph: ProjectGraph) -> [TargetContext] {
        var contexts: [TargetContext] = []
        var jobs: [(context: Int, absolute: String, relative: String)] = []
        for (packageIndex, package) in graph.packages.enumerated() {
            for target in package.manifest.targets {
                let files = SourceLocator.swiftFiles(of: target, packageDirectory: package.absolutePath)
                for file in files {
                    jobs.append((contexts.count, file, RepoPath.relative(file, to: root.path)))
                }
                contexts.append(
                    TargetContext(
                        packageIndex: packageIndex, target: target,
                        dependencies: graph.resolvedDependencies(of: target, in: packageIndex), files: []))
            }
        }
        let lexed = LockedDictionary<Int, SourceFile>()
        let allJobs = jobs
        DispatchQueue.concurrentPerform(iterations: allJobs.count) { index in
            let job = allJobs[index]
            let text = (try? String(contentsOfFile: job.absolute, encoding: .utf8)) ?? ""
            lexed.set(SourceFile(path: job.relative, lexed: SwiftLexer.lex(text)), for: index)
        }
        let results = lexed.snapshot()
        for (index, job) in jobs.enumerated() {
            if let file = results[index] {
                contexts[job.context].files.append(file)
            }
        }
        return contexts
    }

    // MARK: - R7

    private func cycleFindings(
        packageCycles: CycleDetector, targetCycles: CycleDetector, locations: [String: (path: String, line: Int)]
    ) -> [Finding] {
        var findings: [Finding] = []
        for cycle in packageCycles.cycles() {
            let location = locations[cycle[0] + "->" + cycle[1]] ?? ("Package.swift", 1)
            let edges = zip(cycle, cycle.dropFirst()).map { Finding.PackageEdge(from: $0, to: $1) }
            findings.append(
                Finding(
                    rule: "R7", path: location.path, line: location.line,
                    message: "package dependency cycle: \(cycle.joined(separator: " -> "))",
                    fix:
                        "Break the cycle: remove one of these dependencies and call through a mediator extension instead.",
                    edges: edges, key: Finding.subjectKey("package cycle", cycle.joined(separator: " "))))
        }
        for cycle in targetCycles.cycles() {
            // Cycles spanning packages are reported once, as package cycles.
            let packagesInCycle = Set(cycle.map { $0.split(separator: "/").first.map(String.init) ?? $0 })
            guard packagesInCycle.count == 1, let package = packagesInCycle.first else { continue }
            let location = locations[cycle[0] + "->" + cycle[1]] ?? ("Package.swift", 1)
            let names = cycle.map { String($0.dropFirst(package.count + 1)) }
            findings.append(
                Finding(
                    rule: "R7", path: location.path, line: location.line,
                    message: "target dependency cycle in \(package): \(names.joined(separator: " -> "))",
                    fix: "Break the cycle: move the shared code into one target that the others depend on.",
                    key: Finding.subjectKey("target cycle", cycle.joined(separator: " "))))
        }
        return findings
    }

    // MARK: - Suppressions

    private func applySuppressions(
        _ findings: [Finding], targets: [TargetContext], packages: [ProjectPackage], locators: [ManifestLocator]
    ) -> [Finding] {
        var byPath: [String: [Suppression]] = [:]
        for (index, package) in packages.enumerated() {
            byPath[package.manifestPath] = Suppression.parse(locators[index].lexed.comments)
        }
        for context in targets {
            for file in context.files {
                byPath[file.path] = Suppression.parse(file.lexed.comments)
            }
        }
        var result = findings.filter { finding in
            let suppressions = byPath[finding.path] ?? []
            return !suppressions.contains { $0.isValid && $0.line == finding.line && $0.rules.contains(finding.rule) }
        }
        for (path, suppressions) in byPath {
            for suppression in suppressions where !suppression.isValid {
                let rules = suppression.rules.sorted().joined(separator: ",")
                let example = rules.isEmpty ? "R8" : rules
                let problem = rules.isEmpty ? "names no rule" : "\(rules) has no reason"
                result.append(
                    Finding(
                        rule: "suppression", severity: .warning, path: path, line: suppression.line,
                        message: "\(Suppression.marker) \(problem), so it suppresses nothing",
                        fix: "Write it as // \(Suppression.marker) \(example): why this is acceptable."))
            }
        }
        return result
    }
}
