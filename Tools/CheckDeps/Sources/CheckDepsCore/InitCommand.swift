import Foundation

/// `check-deps init`: writes a starting `architecture.json` for an existing repository, and a
/// baseline of today's findings so that adoption starts green and only new violations fail.
public enum InitCommand {
    /// The help text of the subcommand.
    public static let usage = """
        USAGE: check-deps init [--root DIR] [--force] [--exclude PATH]... [--no-baseline]
                               [--no-modules] [--no-cache] [--cache-dir DIR] [--manifest-timeout SECONDS]

        Writes architecture.json for the repository at DIR, inferred from its package graph and
        package names (see "Adopting check-deps" in Tools/CheckDeps/README.md), then checks the
        repository against it and writes every finding to .check-deps-baseline.json, so that
        check-deps passes today and fails only on new violations. Every module (target) gets a level
        from the graph (0: depends on no module of the repository; otherwise one above its highest
        dependency), recorded in architecture.json: a later dependency that would raise a recorded
        level is an error. Executables and modules that depend on a live module are put in the app
        layer; the interface/live convention is written where a complete pair exists. Packages are keyed by path, so two manifests may share a name;
        a blank package name is refused. Directories named Fixtures are excluded. Refuses to replace
        an existing architecture.json or baseline unless --force is given.

        OPTIONS:
          --root DIR        Repository root (default: current directory).
          --force           Replace an existing architecture.json and baseline.
          --exclude PATH    Skip packages under PATH (repeatable); written to "exclude".
          --no-baseline     Write architecture.json only.
          --no-modules      Layer packages only; record no module levels.
          --no-cache        Do not read or write the manifest cache.
          --cache-dir DIR   Manifest cache directory (default: <root>/.build/check-deps-cache).
          --manifest-timeout SECONDS
                            Deadline for one manifest (default 120, or $CHECK_DEPS_MANIFEST_TIMEOUT).
          -h, --help        Show this help.

        """

    /// The file names `init` writes, relative to the root.
    static let configName = "architecture.json"
    static let baselineName = ".check-deps-baseline.json"

    private struct Options {
        var root: String?
        var force = false
        var exclude: [String] = []
        var writeBaseline = true
        var layerModules = true
        var noCache = false
        var cacheDirectory: String?
        var manifestTimeout: Double?
        var help = false
    }

    /// Runs the subcommand with the arguments after `init`.
    public static func run(_ arguments: [String], currentDirectory: String) throws -> CheckDepsCommand.Outcome {
        let options = try parse(arguments)
        if options.help {
            return CheckDepsCommand.Outcome(exitCode: 0, standardOutput: usage, standardError: "")
        }
        let base = URL(fileURLWithPath: currentDirectory)
        let root = try CheckDepsCommand.rootDirectory(options.root, base: base)
        let configURL = root.appendingPathComponent(configName)
        let baselineURL = root.appendingPathComponent(baselineName)
        if !options.force {
            for url in [configURL] + (options.writeBaseline ? [baselineURL] : [])
            where FileManager.default.fileExists(atPath: url.path) {
                throw CheckDepsError.usage(
                    "\(url.lastPathComponent) already exists in \(root.path); pass --force to replace it")
            }
        }

        let fixtures = fixtureDirectories(root: root, skipping: options.exclude.map(RepoPath.normalize))
        var exclude = [".build"] + options.exclude.map(RepoPath.normalize) + fixtures
        let cacheDirectory: URL? =
            options.noCache
            ? nil
            : options.cacheDirectory.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
                ?? root.appendingPathComponent(".build/check-deps-cache")
        let loader = try ManifestLoader(cacheDirectory: cacheDirectory, manifestTimeout: options.manifestTimeout)
        let discovery = try PackageDiscovery(root: root, config: nil, loader: loader, exclude: exclude)
            .discover(skippingUnloadable: true)
        let packages = discovery.packages
        // A manifest this toolchain cannot load is excluded, so the check that follows skips it too.
        exclude += discovery.skipped.map(\.path)
        guard !packages.isEmpty else {
            throw CheckDepsError.usage("no Package.swift found in \(root.path)")
        }
        try rejectBlankNames(packages)
        let inference = ArchitectureInference(packages: packages, exclude: exclude, importedModules: importedModules)
        let modules = options.layerModules ? ModuleInference(graph: ProjectGraph(packages: packages)) : nil
        var inferred = inference.config
        if let layout = modules?.layout {
            inferred.modules = layout
            inferred.schemaVersion = 2
        }
        let configText = render(inferred)
        let config = try validated(configText)
        let report = try Checker(root: root, config: config, loader: loader).run()

        do {
            try Data(configText.utf8).write(to: configURL)
        } catch {
            throw CheckDepsError.io(path: configURL.path, reason: "cannot be written")
        }
        var output = summary(inference, excludedFixtures: fixtures)
        for skipped in discovery.skipped {
            output += "excluded \(skipped.path) (its manifest does not load: \(skipped.reason))\n"
        }
        if let modules, let layout = modules.layout {
            output += moduleSummary(modules, layout: layout)
        }
        output += "wrote \(configName)\n"
        if options.writeBaseline {
            let baseline = Baseline(findings: report.findings)
            do {
                try baseline.encoded().write(to: baselineURL)
            } catch {
                throw CheckDepsError.io(path: baselineURL.path, reason: "cannot be written")
            }
            output += "wrote \(baselineName): \(describe(baseline))\n"
        } else if report.errorCount > 0 {
            output += "check-deps finds \(report.errorCount) errors against it; without a baseline the check fails\n"
        }
        output += "Review the layers in \(configName), then run check-deps; only new violations fail.\n"
        return CheckDepsCommand.Outcome(exitCode: 0, standardOutput: output, standardError: "")
    }

    private static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var scanner = OptionScanner(arguments, command: "init")
        while let name = scanner.next() {
            let argument = scanner.argument
            switch name {
            case "--root": options.root = try scanner.value()
            case "--exclude": options.exclude.append(try scanner.value())
            case "--cache-dir": options.cacheDirectory = try scanner.value()
            case "--manifest-timeout":
                options.manifestTimeout = try ManifestLoader.parseTimeout(
                    try scanner.value(), source: "--manifest-timeout")
            case "--force": try scanner.flag(); options.force = true
            case "--no-baseline": try scanner.flag(); options.writeBaseline = false
            case "--no-modules": try scanner.flag(); options.layerModules = false
            case "--no-cache": try scanner.flag(); options.noCache = true
            case "--help", "-h": try scanner.flag(); options.help = true
            default:
                throw CheckDepsError.usage(
                    argument.hasPrefix("-")
                        ? "unknown option '\(argument)' for init" : "unexpected argument '\(argument)' for init")
            }
        }
        return options
    }

    /// Repo-relative directories named `Fixtures` or `fixtures` that hold a `Package.swift` below them.
    static func fixtureDirectories(root: URL, skipping excluded: [String]) -> [String] {
        var result: [String] = []
        var stack = ["."]
        let fileManager = FileManager.default
        while let relative = stack.popLast() {
            let directory = relative == "." ? root.path : root.appendingPathComponent(relative).path
            guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = RepoPath.join(relative, name)
                guard FileKind(path: directory + "/" + name) == .directory,
                    !excluded.contains(where: { RepoPath.isUnder(child, prefix: $0) })
                else { continue }
                if name == "Fixtures" || name == "fixtures" {
                    if containsManifest(root.appendingPathComponent(child).path) { result.append(child) }
                } else {
                    stack.append(child)
                }
            }
        }
        return result.sorted()
    }

    private static func containsManifest(_ directory: String) -> Bool {
        var stack = [directory]
        while let current = stack.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            if names.contains("Package.swift") { return true }
            stack += names.map { current + "/" + $0 }.filter { FileKind(path: $0) == .directory }
        }
        return false
    }

    /// The modules the non-test targets of `package` import.
    private static func importedModules(_ package: ProjectPackage) -> Set<String> {
        var modules: Set<String> = []
        for target in package.manifest.targets where !target.isTest {
            for file in SourceLocator.swiftFiles(of: target, packageDirectory: package.absolutePath) {
                let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
                modules.formUnion(ImportScanner.imports(in: SwiftLexer.lex(text)).map(\.module))
            }
        }
        return modules
    }

    /// `architecture.json` text: one package per line, keys in a fixed, readable order.
    static func render(_ config: ArchitectureConfig) -> String {
        let list = ArchitectureConfig.Package.list
        var lines = [
            "{",
            "  \"schemaVersion\": \(config.schemaVersion),",
            "  \"layers\": \(list(config.layers)),",
            "  \"exclude\": \(list(config.exclude ?? [])),",
            "  \"packages\": [",
        ]
        for (index, package) in config.packages.enumerated() {
            let separator = index == config.packages.count - 1 ? "" : ","
            lines.append("    " + package.jsonLine + separator)
        }
        if let modules = config.modules {
            lines += ["  ],", "  \"modules\": {", "    \"layers\": ["]
            for (index, entry) in modules.layers.enumerated() {
                let key = entry.name.map { "\"name\": \(quoted($0))" } ?? "\"pattern\": \(quoted(entry.pattern ?? ""))"
                let separator = index == modules.layers.count - 1 ? "" : ","
                lines.append("      { \(key), \"layer\": \(quoted(entry.layer)) }" + separator)
            }
            let pairing = modules.pairing ?? []
            let levels = (modules.levels ?? [:]).sorted { ($0.value, $0.key) < ($1.value, $1.key) }
            lines.append(pairing.isEmpty && modules.sameLayer == nil && levels.isEmpty ? "    ]" : "    ],")
            if !pairing.isEmpty {
                lines.append("    \"pairing\": [")
                for (index, pair) in pairing.enumerated() {
                    let separator = index == pairing.count - 1 ? "" : ","
                    lines.append(
                        "      { \"interface\": \(quoted(pair.interface)), \"live\": \(quoted(pair.live)) }" + separator
                    )
                }
                lines.append(modules.sameLayer == nil && levels.isEmpty ? "    ]" : "    ],")
            }
            if let sameLayer = modules.sameLayer {
                lines.append("    \"sameLayer\": \(quoted(sameLayer.rawValue))" + (levels.isEmpty ? "" : ","))
            }
            if !levels.isEmpty {
                lines.append("    \"levels\": {")
                for (index, entry) in levels.enumerated() {
                    let separator = index == levels.count - 1 ? "" : ","
                    lines.append("      \(quoted(entry.key)): \(entry.value)" + separator)
                }
                lines.append("    }")
            }
            lines += ["  }", "}"]
        } else {
            lines += ["  ]", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ value: String) -> String {
        ArchitectureConfig.Package.quoted(value)
    }

    /// A package needs a name to be told apart in findings and in `.product(package:)`; SwiftPM
    /// accepts `name: ""`, the checker does not guess one.
    private static func rejectBlankNames(_ packages: [ProjectPackage]) throws {
        guard let blank = packages.first(where: { $0.name.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            return
        }
        throw CheckDepsError.usage(
            "\(blank.manifestPath) names its package \"\(blank.name)\" (blank); give it a name in Package.swift, "
                + "or skip it with --exclude \(blank.path)")
    }

    /// Loads the rendered text back exactly as `check-deps` will, so init never writes a file the
    /// checker rejects (e.g. two packages with one name: exclude one of them).
    private static func validated(_ text: String) throws -> ArchitectureConfig {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-deps-init-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            throw CheckDepsError.io(path: url.path, reason: "cannot be written")
        }
        do {
            return try ArchitectureConfig.load(from: url, displayPath: "inferred \(configName)")
        } catch let CheckDepsError.invalidConfiguration(path, reason) {
            throw CheckDepsError.invalidConfiguration(path: path, reason: reason + " (skip a package with --exclude)")
        }
    }

    private static func summary(_ inference: ArchitectureInference, excludedFixtures: [String]) -> String {
        let layers = ArchitectureConfig.standardLayers
        let counts = layers.compactMap { layer -> String? in
            let count = inference.decisions.filter { $0.package.layer == layer }.count
            return count == 0 ? nil : "\(count) \(layer)"
        }
        var output = "check-deps init: \(inference.decisions.count) packages (\(counts.joined(separator: ", ")))\n"
        let nameWidth = inference.decisions.map(\.package.name.count).max() ?? 0
        for decision in inference.decisions {
            let package = decision.package
            let layer = package.layer.padding(toLength: 8, withPad: " ", startingAt: 0)
            let kind = package.kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            let name = package.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            output += "  \(layer) \(kind) \(name)  \(package.path): \(decision.reason)\n"
        }
        for fixture in excludedFixtures {
            output += "excluded \(fixture) (test fixtures)\n"
        }
        return output
    }

    private static func moduleSummary(_ inference: ModuleInference, layout: ModuleLayout) -> String {
        let top = inference.decisions.map(\.level).max() ?? 0
        let app = inference.decisions.filter { $0.layer == "app" }.count
        var output =
            "check-deps init: \(inference.decisions.count) modules in \(top + 1) levels (0-\(top)), \(app) in app"
        let pairs = (layout.pairing ?? []).map { "\($0.interface)/\($0.live)" }
        output += pairs.isEmpty ? "\n" : ", pairing \(pairs.joined(separator: ", "))\n"
        let nameWidth = inference.decisions.map(\.module.count).max() ?? 0
        let levelWidth = String(top).count
        for decision in inference.decisions {
            let level = String(repeating: " ", count: levelWidth - String(decision.level).count) + "\(decision.level)"
            let layer = (decision.layer ?? "-").padding(toLength: 4, withPad: " ", startingAt: 0)
            let name = decision.module.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            output += "  level \(level)  \(layer) \(name)  \(decision.packagePath): \(decision.reason)\n"
        }
        return output
    }

    private static func describe(_ baseline: Baseline) -> String {
        guard !baseline.entries.isEmpty else { return "no findings to accept" }
        var byRule: [String: Int] = [:]
        for entry in baseline.entries { byRule[entry.rule, default: 0] += 1 }
        let ordered = RuleCatalog.rules.map(\.id).filter { byRule[$0] != nil }
        let parts = ordered.map { "\($0) \(byRule[$0] ?? 0)" }
        return "\(baseline.entries.count) accepted findings (\(parts.joined(separator: ", ")))"
    }
}
