/// Infers a starting `architecture.json` from a repository's package graph and package names
/// (`check-deps init`).
///
/// - A package named `Mediator` is the core. Without one, the single leaf package that every
///   extension-shaped package depends on is. Beside a core, a library package that depends on
///   nothing in the project, not even the core, is a kit of the core layer (a component cannot be:
///   its target needs the core), such as a command-line kit.
/// - `<Name>Mediator` and `<Name>Interface` are extension packages of `<Name>` when the shape fits:
///   package `<Name>` exists and the extension depends on nothing in the project but the core and
///   other extension-shaped packages (an interface may use another interface's types).
///   An extension sits in its component's layer.
/// - A package with an executable that no other package depends on is an app (so is a root
///   package without library products that depends on other packages).
/// - Every other package is a component, layered by its depth from the leaves: the longest chain of
///   project dependencies below it, the core not counted. Depth 0 is `base`, 1 is `common`, 2 and
///   more is `feature`; a name ending in `Feature` or `Features` is always `feature`.
/// - An app's dependencies on packages that none of its sources import become its `links`.
public struct ArchitectureInference: Sendable {
    /// One inferred package entry and why it was classified so.
    public struct Decision: Equatable, Sendable {
        /// The entry for `architecture.json`.
        public var package: ArchitectureConfig.Package
        /// Why this layer and kind, in a few words.
        public var reason: String
    }

    /// The inferred entries, ordered by layer (bottom first), then by name.
    public let decisions: [Decision]
    /// The inferred configuration.
    public let config: ArchitectureConfig

    /// Infers the architecture of `packages` (discovered without an `architecture.json`).
    ///
    /// - Parameters:
    ///   - packages: every discovered package.
    ///   - exclude: the repo-relative path prefixes to write as `exclude`.
    ///   - importedModules: the modules the sources of a package's non-test targets import (used to
    ///     find an app's links); called for apps only.
    public init(
        packages: [ProjectPackage], exclude: [String], importedModules: (ProjectPackage) -> Set<String>
    ) {
        let graph = ProjectGraph(packages: packages)
        let count = packages.count
        var dependencies = Array(repeating: Set<Int>(), count: count)
        var dependents = Array(repeating: Set<Int>(), count: count)
        for (index, package) in packages.enumerated() {
            for target in package.manifest.targets where !target.isTest {
                for dependency in graph.resolvedDependencies(of: target, in: index) {
                    if case .project(let other, _, _) = dependency.destination, other != index {
                        dependencies[index].insert(other)
                        dependents[other].insert(index)
                    }
                }
            }
        }
        var firstIndexByName: [String: Int] = [:]
        for (index, package) in packages.enumerated() where firstIndexByName[package.name] == nil {
            firstIndexByName[package.name] = index
        }

        // Extension-shaped names whose component exists.
        var extensionCandidates: [Int: Int] = [:]
        for (index, package) in packages.enumerated() {
            for suffix in ["Mediator", "Interface"] where package.name.hasSuffix(suffix) {
                let stem = String(package.name.dropLast(suffix.count))
                if !stem.isEmpty, let component = firstIndexByName[stem], component != index {
                    extensionCandidates[index] = component
                }
            }
        }

        var core = Set(packages.indices.filter { packages[$0].name == "Mediator" })
        var coreReason = "named Mediator"
        if core.isEmpty, !extensionCandidates.isEmpty {
            let shared = extensionCandidates.keys.map { dependencies[$0] }
            if let first = shared.first, first.count == 1, let only = first.first, shared.allSatisfy({ $0 == first }),
                dependencies[only].isEmpty, extensionCandidates[only] == nil
            {
                core = [only]
                coreReason = "every extension-shaped package depends on it alone"
            }
        }

        var kits: Set<Int> = []
        var builtOnKits: Set<Int> = []
        if !core.isEmpty {
            for (index, package) in packages.enumerated()
            where !core.contains(index) && dependencies[index].isEmpty && extensionCandidates[index] == nil
                && package.manifest.products.contains(where: { $0.type == "library" })
                && !package.manifest.targets.contains(where: { $0.type == "executable" })
            {
                kits.insert(index)
            }
            core.formUnion(kits)
            // A kit built on kits: a library that depends only on core packages, at least one of them a
            // kit (a base component depending on the core alone, or on its interface, stays a component).
            var grew = true
            while grew {
                grew = false
                for (index, package) in packages.enumerated()
                where !core.contains(index) && !dependencies[index].isEmpty
                    && dependencies[index].isSubset(of: core) && !dependencies[index].isDisjoint(with: kits)
                    && extensionCandidates[index] == nil
                    && package.manifest.products.contains(where: { $0.type == "library" })
                    && !package.manifest.targets.contains(where: { $0.type == "executable" })
                {
                    kits.insert(index)
                    core.insert(index)
                    builtOnKits.insert(index)
                    grew = true
                }
            }
        }
        let kitReason = "depends on nothing in the project, not even the core: a kit beside it"
        let builtOnKitsReason = "depends only on the core and kits, at least one a kit: a kit built on them"

        var apps: Set<Int> = []
        var appReasons: [Int: String] = [:]
        for (index, package) in packages.enumerated() where !core.contains(index) && dependents[index].isEmpty {
            let hasExecutable =
                package.manifest.products.contains { $0.type == "executable" }
                || package.manifest.targets.contains { $0.type == "executable" }
            if hasExecutable {
                apps.insert(index)
                appReasons[index] = "has an executable and no package depends on it"
            } else if package.path == ".", !package.manifest.products.contains(where: { $0.type == "library" }),
                !dependencies[index].isEmpty
            {
                apps.insert(index)
                appReasons[index] = "the root package composes the others and vends no library"
            }
        }

        var extensions: [Int: Int] = [:]
        for (index, component) in extensionCandidates
        where !core.contains(index) && !apps.contains(index) && !core.contains(component) && !apps.contains(component)
            && extensionCandidates[component] == nil
            && dependencies[index].subtracting(core).allSatisfy({ extensionCandidates[$0] != nil })
        {
            extensions[index] = component
        }

        // Depth from the leaves over components; a dependency on an extension counts as one on its component.
        var depth: [Int: Int] = [:]
        var visiting: Set<Int> = []
        func depthOf(_ index: Int) -> Int {
            if let known = depth[index] { return known }
            guard visiting.insert(index).inserted else { return 0 }  // A cycle (R7 reports it).
            var result = 0
            for dependency in dependencies[index] where !core.contains(dependency) && !apps.contains(dependency) {
                let below = extensions[dependency] ?? dependency
                if below != index { result = max(result, depthOf(below) + 1) }
            }
            visiting.remove(index)
            depth[index] = result
            return result
        }

        var decisions: [Decision] = []
        for (index, package) in packages.enumerated() {
            var entry = ArchitectureConfig.Package(
                name: package.name, path: package.path, layer: "base", kind: .component, component: nil, links: nil)
            let reason: String
            if core.contains(index) {
                entry.layer = "core"
                entry.kind = .core
                reason = builtOnKits.contains(index) ? builtOnKitsReason : kits.contains(index) ? kitReason : coreReason
            } else if apps.contains(index) {
                entry.layer = "app"
                entry.kind = .app
                let links = Self.links(of: package, graph: graph, index: index, imported: importedModules(package))
                entry.links = links.isEmpty ? nil : links
                reason = appReasons[index] ?? "app"
            } else if let component = extensions[index] {
                entry.kind = .extension
                entry.layer = Self.layer(depth: depthOf(component), name: packages[component].name)
                entry.component = packages[component].name
                reason = "extension of \(packages[component].name): depends on nothing but the core and interfaces"
            } else {
                let level = depthOf(index)
                entry.layer = Self.layer(depth: level, name: package.name)
                reason =
                    package.manifest.targets.isEmpty
                    ? "has no targets (a placeholder manifest)"
                    : Self.reason(depth: level, layer: entry.layer, name: package.name)
            }
            decisions.append(Decision(package: entry, reason: reason))
        }
        let layers = ArchitectureConfig.standardLayers
        decisions.sort {
            let left = layers.firstIndex(of: $0.package.layer) ?? 0
            let right = layers.firstIndex(of: $1.package.layer) ?? 0
            return (left, $0.package.name, $0.package.path) < (right, $1.package.name, $1.package.path)
        }
        self.decisions = decisions
        self.config = ArchitectureConfig(
            schemaVersion: 1, layers: layers, exclude: exclude, packages: decisions.map(\.package))
    }

    private static func isFeatureName(_ name: String) -> Bool {
        name.hasSuffix("Feature") || name.hasSuffix("Features")
    }

    private static func layer(depth: Int, name: String) -> String {
        if isFeatureName(name) { return "feature" }
        switch depth {
        case 0: return "base"
        case 1: return "common"
        default: return "feature"
        }
    }

    private static func reason(depth: Int, layer: String, name: String) -> String {
        if isFeatureName(name) { return "name ends in Feature" }
        if depth == 0 { return "depends on nothing in the project but the core" }
        return "depth \(depth) from the leaves"
    }

    /// The products (or packages) an app depends on without importing any of their modules.
    private static func links(of package: ProjectPackage, graph: ProjectGraph, index: Int, imported: Set<String>)
        -> [String]
    {
        var links: Set<String> = []
        for target in package.manifest.targets where !target.isTest {
            for dependency in graph.resolvedDependencies(of: target, in: index) {
                if case .project(let other, let product, let modules) = dependency.destination, other != index,
                    imported.isDisjoint(with: modules.map(PackageManifest.Target.moduleName(of:)))
                {
                    links.insert(product)
                }
            }
        }
        return links.sorted()
    }
}
