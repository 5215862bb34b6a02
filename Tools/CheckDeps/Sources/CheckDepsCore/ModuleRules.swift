/// The layer rules R1, R3 and R6 applied to modules (targets), from `architecture.json`'s `modules`
/// section: a module depends on modules of its own or a lower layer (R1; only lower ones with
/// `"sameLayer": "forbid"`), on an interface only if the interface's live module is not in a higher
/// layer (R3), and on a live module only from the app layer, an executable or a test (R6).
///
/// A module without a layer (no entry matches it) is checked only by R6, as a depender.
public struct ModuleRules: Sendable {
    /// What a module is under the pairing convention.
    public enum Role: Equatable, Sendable {
        /// Neither an interface nor a live module.
        case plain
        /// The interface of a pair; `live` is its implementation module.
        case interface(live: String)
        /// The live module of a pair; `interface` is the module callers depend on instead.
        case live(interface: String)
    }

    /// A module's layer and role.
    public struct Placement: Equatable, Sendable {
        /// Its layer, or nil when no entry matches it.
        public var layer: String?
        /// Its role under the pairing convention.
        public var role: Role

        /// Creates a placement.
        public init(layer: String?, role: Role) {
            self.layer = layer
            self.role = role
        }
    }

    private let config: ArchitectureConfig
    private let layout: ModuleLayout
    private let placements: [String: Placement]

    /// Rules for the modules of `graph`; nil when `config` has no `modules` section.
    public init?(config: ArchitectureConfig, graph: ProjectGraph) {
        guard let layout = config.modules else { return nil }
        self.config = config
        self.layout = layout
        let names = graph.packages.flatMap { package in
            package.manifest.targets.filter(ProjectGraph.isImportable).map(\.name)
        }
        placements = Self.placements(of: names, layout: layout)
    }

    /// Layer and role of every module in `names` under `layout`.
    public static func placements(of names: [String], layout: ModuleLayout) -> [String: Placement] {
        let all = Set(names)
        var exact: [String: String] = [:]
        for entry in layout.layers { if let name = entry.name { exact[name] = entry.layer } }
        let patterns = layout.layers.compactMap { entry in entry.pattern.map { ($0, entry.layer) } }
        var result: [String: Placement] = [:]
        for name in all {
            let layer = exact[name] ?? patterns.first { ModuleLayout.matches(name, pattern: $0.0) }?.1
            result[name] = Placement(layer: layer, role: role(of: name, among: all, pairing: layout.pairing ?? []))
        }
        return result
    }

    /// The role of `name` under the first pairing that pairs it with an existing module.
    static func role(of name: String, among modules: Set<String>, pairing: [ModuleLayout.Pairing]) -> Role {
        for pair in pairing {
            if let stem = ModuleLayout.stem(of: name, pattern: pair.interface) {
                let live = ModuleLayout.instantiate(pair.live, stem: stem)
                if live != name, modules.contains(live) { return .interface(live: live) }
            }
            if let stem = ModuleLayout.stem(of: name, pattern: pair.live) {
                let interface = ModuleLayout.instantiate(pair.interface, stem: stem)
                if interface != name, modules.contains(interface) { return .live(interface: interface) }
            }
        }
        return .plain
    }

    /// The placement of module (target) `name`, if it is a project module.
    public func placement(of name: String) -> Placement? {
        placements[name]
    }

    /// The violation, if any, of target `from` (of type `fromType`) depending on module `to`.
    public func evaluate(from: String, fromType: String, to: String) -> DependencyRules.Violation? {
        guard from != to, fromType != "test", fromType != "plugin", let target = placements[to] else { return nil }
        let source = placements[from]
        let fromLayer = source?.layer
        let isComposition = fromType == "executable" || fromLayer == "app"
        if case .live(let interface) = target.role {
            if isComposition { return nil }
            let described = fromLayer.map { "module \(from) (\($0))" } ?? "module \(from)"
            // The suggested edge is checked first: an interface whose live module sits higher is R3.
            let suggested = evaluate(from: from, fromType: fromType, to: interface)
            return DependencyRules.Violation(
                rule: "R6",
                message:
                    "\(described) depends on live module \(to), the implementation of \(interface); "
                    + "only the app, executables and tests may",
                fix: suggested.map {
                    "Do not depend on \(interface) instead: that breaks \($0.rule) (\($0.message)). Move the code "
                        + "\(from) needs down a layer, or invert the call: \(to) observes \(from) instead."
                } ?? "Depend on \(interface), the interface, and let the app provide \(to).")
        }
        guard let fromLayer, let toLayer = target.layer, !isComposition else { return nil }
        let fromIndex = config.layerIndex(fromLayer)
        if case .interface(let live) = target.role {
            if live == from { return nil }
            let liveLayer = placements[live]?.layer ?? toLayer
            let effective = max(config.layerIndex(liveLayer), config.layerIndex(toLayer))
            guard effective > fromIndex else { return nil }
            let higher = config.layers[effective]
            return DependencyRules.Violation(
                rule: "R3",
                message:
                    "module \(from) (\(fromLayer)) depends on interface \(to), but its live module \(live) is in "
                    + "the higher layer \(higher)",
                fix:
                    "Remove the dependency; a \(fromLayer) module never calls a \(higher) module, even through its interface."
            )
        }
        let toIndex = config.layerIndex(toLayer)
        let sameLayerAllowed = (layout.sameLayer ?? .allow) == .allow
        guard toIndex > fromIndex || (toIndex == fromIndex && !sameLayerAllowed) else { return nil }
        return DependencyRules.Violation(
            rule: "R1",
            message:
                "module \(from) (\(fromLayer)) depends on module \(to) (\(toLayer)); a module may depend only on "
                + (sameLayerAllowed ? "modules of its own or a lower layer" : "modules of a lower layer"),
            fix: "Remove the dependency, or move the shared code into a module of a lower layer.")
    }
}
