/// The levels of a module graph (Lakos' levelization): a module that depends on no module of the
/// repository is level 0, and every other module is one level above the highest module it depends on.
///
/// Modules on a cycle share one level, one above the highest module the cycle depends on (R7 reports
/// the cycle itself). `fixed` levels (those `architecture.json` records) are taken as given, so a
/// module added since `init` is levelled against what was recorded.
public struct ModuleLevels: Sendable {
    /// Each module's level.
    public let levels: [String: Int]
    /// For each module above level 0, the dependency that sets its level (the first, by name, of the
    /// highest ones).
    public let highestDependency: [String: String]

    /// Levels for the modules (keys) of `dependencies`; dependencies that are not keys are ignored,
    /// and a module in `fixed` keeps its given level.
    public init(dependencies: [String: [String]], fixed: [String: Int] = [:]) {
        var levels: [String: Int] = [:]
        var highest: [String: String] = [:]
        // Tarjan's strongly connected components; each component is levelled when it closes, after
        // every component it depends on.
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var counter = 0
        func edges(_ module: String) -> [String] {
            (dependencies[module] ?? []).filter { $0 != module && dependencies[$0] != nil }.sorted()
        }
        func connect(_ module: String) {
            index[module] = counter
            lowLink[module] = counter
            counter += 1
            stack.append(module)
            onStack.insert(module)
            if fixed[module] == nil {
                for next in edges(module) {
                    if index[next] == nil {
                        connect(next)
                        lowLink[module] = min(lowLink[module] ?? 0, lowLink[next] ?? 0)
                    } else if onStack.contains(next) {
                        lowLink[module] = min(lowLink[module] ?? 0, index[next] ?? 0)
                    }
                }
            }
            guard lowLink[module] == index[module] else { return }
            var component: [String] = []
            while let top = stack.popLast() {
                onStack.remove(top)
                component.append(top)
                if top == module { break }
            }
            let members = Set(component)
            var level = 0
            var cause: String?
            for member in component.sorted() where fixed[member] == nil {
                for next in edges(member) where !members.contains(next) {
                    let candidate = (levels[next] ?? 0) + 1
                    if candidate > level || (candidate == level && next < (cause ?? next)) {
                        level = candidate
                        cause = next
                    }
                }
            }
            for member in component {
                if let given = fixed[member] {
                    levels[member] = given
                } else {
                    levels[member] = level
                    highest[member] = cause
                }
            }
        }
        for module in dependencies.keys.sorted() where index[module] == nil {
            connect(module)
        }
        self.levels = levels
        self.highestDependency = highest
    }

    /// The module graph of `graph`: every importable (non-test, non-plugin) target, by name (the first
    /// package that declares a name owns it), and the project modules it depends on.
    public static func moduleGraph(of graph: ProjectGraph) -> [String: [String]] {
        var owners: [String: (package: Int, target: PackageManifest.Target)] = [:]
        for (index, package) in graph.packages.enumerated() {
            for target in package.manifest.targets where ProjectGraph.isImportable(target) && owners[target.name] == nil
            {
                owners[target.name] = (index, target)
            }
        }
        var result: [String: [String]] = [:]
        for (name, owner) in owners {
            var modules: Set<String> = []
            for dependency in graph.resolvedDependencies(of: owner.target, in: owner.package) {
                switch dependency.destination {
                case .localTarget(let other): modules.insert(other)
                case .project(_, _, let product): modules.formUnion(product)
                case .external: break
                }
            }
            result[name] = modules.filter { owners[$0] != nil && $0 != name }.sorted()
        }
        return result
    }
}
