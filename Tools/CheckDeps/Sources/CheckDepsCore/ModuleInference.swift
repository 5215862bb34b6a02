/// Levels the modules of a repository by its graph (`check-deps init`), for any number of modules.
///
/// - Each module's level is one more than the highest level of the project modules it depends on;
///   a module that depends on none is level 0 (Lakos' levelization, `ModuleLevels`). The levels are
///   recorded, and a later dependency that would raise a recorded level is an R1 finding
///   (`LevelRules`), so a low-level module cannot quietly come to depend on the top of the graph.
/// - A named layer is given only where the graph says why, never by a name alone: `app` for an
///   executable and for a module that depends on a live module of its own package (a composition
///   root of a one-manifest repository). Every other module is placed by its level only.
/// - Pairing: each known convention with at least one complete pair inside one package is written
///   (`*Client`/`*ClientLive`, `*Client`/`*Live`, `*Interface`/`*`, `*Mediator`/`*`), so only
///   composition roots depend on live modules (R6).
public struct ModuleInference: Sendable {
    /// One module's level, its layer if the graph gives one, and why.
    public struct Decision: Equatable, Sendable {
        /// The module (target) name.
        public var module: String
        /// The repo-relative path of its package.
        public var packagePath: String
        /// Its level: 0 depends on no module of the repository.
        public var level: Int
        /// Its named layer, only where the graph gives one (`app` for a composition root).
        public var layer: String?
        /// Why, in a few words.
        public var reason: String
    }

    /// The conventions `init` recognises, in the order they are tried.
    public static let knownPairings = [
        ModuleLayout.Pairing(interface: "*Client", live: "*ClientLive"),
        ModuleLayout.Pairing(interface: "*Client", live: "*Live"),
        ModuleLayout.Pairing(interface: "*Interface", live: "*"),
        ModuleLayout.Pairing(interface: "*Mediator", live: "*"),
    ]

    /// The decisions, ordered by level (bottom first), then by name.
    public let decisions: [Decision]
    /// The `modules` section to write, or nil when the repository has no module.
    public let layout: ModuleLayout?

    /// Levels every module (non-test, non-plugin target) of `graph`.
    public init(graph: ProjectGraph) {
        let dependencies = ModuleLevels.moduleGraph(of: graph)
        guard !dependencies.isEmpty else {
            decisions = []
            layout = nil
            return
        }
        var owners: [String: (path: String, type: String)] = [:]
        for package in graph.packages {
            for target in package.manifest.targets where owners[target.name] == nil {
                owners[target.name] = (package.path, target.type)
            }
        }
        let names = Set(dependencies.keys)
        // A pair counts only inside one package: across packages the package rules (extension
        // packages, R2-R6) already say who may depend on an implementation.
        let pairing = Self.knownPairings.filter { pair in
            names.contains { name in
                switch ModuleRules.role(of: name, among: names, pairing: [pair]) {
                case .interface(let partner), .live(let partner): return owners[partner]?.path == owners[name]?.path
                case .plain: return false
                }
            }
        }
        let levels = ModuleLevels(dependencies: dependencies)
        var decisions: [Decision] = []
        for name in names {
            let level = levels.levels[name] ?? 0
            var reason =
                levels.highestDependency[name].map { "depends on \($0) (level \(level - 1))" }
                ?? "depends on no module of the repository"
            var layer: String?
            if owners[name]?.type == "executable" {
                layer = "app"
                reason += "; app: an executable, a composition root"
            } else if let live = dependencies[name, default: []].first(where: {
                guard owners[$0]?.path == owners[name]?.path else { return false }
                if case .live = ModuleRules.role(of: $0, among: names, pairing: pairing) { return true }
                return false
            }) {
                layer = "app"
                reason += "; app: depends on live module \(live), a composition root"
            }
            decisions.append(
                Decision(
                    module: name, packagePath: owners[name]?.path ?? ".", level: level, layer: layer, reason: reason))
        }
        decisions.sort { ($0.level, $0.module) < ($1.level, $1.module) }
        self.decisions = decisions
        layout = ModuleLayout(
            layers: decisions.compactMap { decision in
                decision.layer.map { ModuleLayout.Entry(name: decision.module, layer: $0) }
            },
            pairing: pairing.isEmpty ? nil : pairing,
            levels: Dictionary(uniqueKeysWithValues: decisions.map { ($0.module, $0.level) }))
    }
}
