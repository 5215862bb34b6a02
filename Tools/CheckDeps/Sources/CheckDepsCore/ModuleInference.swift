/// Infers module layers and the interface/live convention for packages with many modules
/// (`check-deps init`), so a repository written as one manifest with many targets (isowords: 124
/// targets) is layered inside that manifest.
///
/// - Packages with at least `minimumModules` modules (non-test, non-plugin targets) are layered.
/// - Pairing: each known convention with at least one complete pair among those modules is written:
///   `*Client`/`*ClientLive`, `*Client`/`*Live`, `*Interface`/`*`, `*Mediator`/`*`.
/// - A module's own hint: `app` for an executable or a module that depends on a live module (a
///   composition root); `feature` for a name ending in `Feature(s)`; `common` for an interface, a
///   live module or a name ending in `Client`; otherwise `base`.
/// - Its layer is the highest of its hint and its dependencies' layers, so features sit on top,
///   clients in the middle and models at the bottom, and today's dependencies point down or sideways.
/// - Written as patterns (`*Feature`, `*Client`, the live patterns) plus exact names for every
///   module the patterns do not place.
public struct ModuleInference: Sendable {
    /// One module's inferred layer and why.
    public struct Decision: Equatable, Sendable {
        /// The module (target) name.
        public var module: String
        /// The repo-relative path of its package.
        public var packagePath: String
        /// The inferred layer.
        public var layer: String
        /// Why, in a few words.
        public var reason: String
    }

    /// Packages with fewer modules than this are layered as packages only.
    public static let minimumModules = 8

    /// The conventions `init` recognises, in the order they are tried.
    public static let knownPairings = [
        ModuleLayout.Pairing(interface: "*Client", live: "*ClientLive"),
        ModuleLayout.Pairing(interface: "*Client", live: "*Live"),
        ModuleLayout.Pairing(interface: "*Interface", live: "*"),
        ModuleLayout.Pairing(interface: "*Mediator", live: "*"),
    ]

    /// The decisions, ordered by layer (bottom first), then by name.
    public let decisions: [Decision]
    /// The `modules` section to write, or nil when no package has enough modules.
    public let layout: ModuleLayout?

    /// Infers module layers for the packages of `graph` with at least `minimumModules` modules.
    public init(graph: ProjectGraph, minimumModules: Int = ModuleInference.minimumModules) {
        var targets: [String: (package: Int, target: PackageManifest.Target)] = [:]
        for (index, package) in graph.packages.enumerated() {
            let modules = package.manifest.targets.filter(ProjectGraph.isImportable)
            guard modules.count >= minimumModules else { continue }
            for target in modules where targets[target.name] == nil { targets[target.name] = (index, target) }
        }
        guard !targets.isEmpty else {
            decisions = []
            layout = nil
            return
        }
        let names = Set(targets.keys)
        let pairing = Self.knownPairings.filter { pair in
            names.contains { ModuleRules.role(of: $0, among: names, pairing: [pair]) != .plain }
        }
        var dependencies: [String: [String]] = [:]
        for (name, owner) in targets {
            var result: Set<String> = []
            for dependency in graph.resolvedDependencies(of: owner.target, in: owner.package) {
                switch dependency.destination {
                case .localTarget(let other): result.insert(other)
                case .project(_, _, let modules): result.formUnion(modules)
                case .external: break
                }
            }
            dependencies[name] = result.filter { names.contains($0) && $0 != name }.sorted()
        }
        let layers = ArchitectureConfig.standardLayers
        func rank(_ layer: String) -> Int { layers.firstIndex(of: layer) ?? 0 }
        func hint(_ name: String) -> (layer: String, reason: String) {
            let role = ModuleRules.role(of: name, among: names, pairing: pairing)
            if targets[name]?.target.type == "executable" { return ("app", "an executable: a composition root") }
            if let live = dependencies[name, default: []].first(where: {
                if case .live = ModuleRules.role(of: $0, among: names, pairing: pairing) { return true }
                return false
            }) {
                return ("app", "depends on live module \(live): a composition root")
            }
            if name.hasSuffix("Feature") || name.hasSuffix("Features") { return ("feature", "name ends in Feature") }
            switch role {
            case .interface(let live): return ("common", "interface of live module \(live)")
            case .live(let interface): return ("common", "live module of interface \(interface)")
            case .plain: break
            }
            if name.hasSuffix("Client") { return ("common", "name ends in Client") }
            return ("base", "depends on no module above base")
        }
        var placed: [String: (layer: String, reason: String)] = [:]
        var visiting: Set<String> = []
        func place(_ name: String) -> (layer: String, reason: String) {
            if let known = placed[name] { return known }
            guard visiting.insert(name).inserted else { return hint(name) }  // A cycle (R7 reports it).
            var result = hint(name)
            for dependency in dependencies[name, default: []] {
                let below = place(dependency).layer
                if rank(below) > rank(result.layer) {
                    result = (below, "depends on \(below) module \(dependency)")
                }
            }
            visiting.remove(name)
            placed[name] = result
            return result
        }
        var decisions = names.map { name in
            let placement = place(name)
            return Decision(
                module: name, packagePath: graph.packages[targets[name]?.package ?? 0].path, layer: placement.layer,
                reason: placement.reason)
        }
        decisions.sort { (rank($0.layer), $0.module) < (rank($1.layer), $1.module) }
        self.decisions = decisions

        var patterns: [ModuleLayout.Entry] = []
        let patternHints =
            [("*Feature", "feature"), ("*Features", "feature"), ("*Client", "common")]
            + pairing.map { ($0.live, "common") }.filter { $0.0 != "*" }
        for (pattern, layer) in patternHints
        where !patterns.contains(where: { $0.pattern == pattern })
            && names.contains(where: { ModuleLayout.matches($0, pattern: pattern) })
        {
            patterns.append(ModuleLayout.Entry(pattern: pattern, layer: layer))
        }
        let byPattern = ModuleLayout(layers: patterns)
        let exact = decisions.filter { decision in
            ModuleRules.placements(of: [decision.module], layout: byPattern)[decision.module]?.layer != decision.layer
        }.map { ModuleLayout.Entry(name: $0.module, layer: $0.layer) }
        layout = ModuleLayout(layers: exact + patterns, pairing: pairing.isEmpty ? nil : pairing)
    }
}
