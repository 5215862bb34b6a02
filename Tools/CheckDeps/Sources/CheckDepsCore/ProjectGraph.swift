import Foundation

/// All discovered packages with their dependencies resolved to packages, products and modules.
public struct ProjectGraph: Sendable {
    /// Where a module is defined.
    public struct ModuleOwner: Equatable, Sendable {
        /// Index into `packages`.
        public var packageIndex: Int
        /// The defining target's name (its module name is `PackageManifest.Target.moduleName(of:)`).
        public var target: String
    }

    /// Packages sorted by path.
    public let packages: [ProjectPackage]
    /// Every importable project module (targets other than tests and plugins), by module (c99) name.
    public let moduleOwners: [String: ModuleOwner]
    private let indexByDirectory: [String: Int]
    /// SwiftPM identities of the discovered packages (directory name, then manifest name, lowercased)
    /// to the first package by path, so a `url:` dependency on a package of this repository resolves
    /// to it.
    private let indexByIdentity: [String: Int]
    /// For each package, the project package each of its manifest's dependencies names (nil: external),
    /// computed once: the import rules resolve dependencies for every import they check.
    private var dependencyIndices: [[Int?]] = []
    /// For each package, its importable targets by module name.
    private let ownModules: [[String: String]]

    /// Builds the graph from discovered packages.
    public init(packages: [ProjectPackage]) {
        self.packages = packages
        var owners: [String: ModuleOwner] = [:]
        var directories: [String: Int] = [:]
        var byDirectoryName: [String: Int] = [:]
        var byManifestName: [String: Int] = [:]
        var packageModules: [[String: String]] = []
        for (index, package) in packages.enumerated() {
            directories[package.absolutePath] = index
            let directoryName = (package.absolutePath as NSString).lastPathComponent.lowercased()
            if byDirectoryName[directoryName] == nil { byDirectoryName[directoryName] = index }
            if byManifestName[package.name.lowercased()] == nil { byManifestName[package.name.lowercased()] = index }
            var modules: [String: String] = [:]
            for target in package.manifest.targets where Self.isImportable(target) && modules[target.moduleName] == nil
            {
                modules[target.moduleName] = target.name
            }
            packageModules.append(modules)
            // The first package by path owns a module that several define.
            for (module, target) in modules where owners[module] == nil {
                owners[module] = ModuleOwner(packageIndex: index, target: target)
            }
        }
        moduleOwners = owners
        indexByDirectory = directories
        // SwiftPM names a local package by its directory; the manifest name also counts, so a clone
        // into a directory of another name still resolves.
        indexByIdentity = byManifestName.merging(byDirectoryName) { _, directory in directory }
        ownModules = packageModules
        dependencyIndices = packages.map { package in
            package.manifest.dependencies.map { index(of: $0, from: package) }
        }
    }

    /// Whether a target is a module other targets can import: not a test target, not a plugin.
    public static func isImportable(_ target: PackageManifest.Target) -> Bool {
        !target.isTest && target.type != "plugin"
    }

    /// The index of the package named `name`, if discovered.
    public func packageIndex(named name: String) -> Int? {
        packages.firstIndex { $0.name == name }
    }

    /// Resolves each declared dependency of `target` in package `packageIndex`.
    public func resolvedDependencies(of target: PackageManifest.Target, in packageIndex: Int) -> [ResolvedDependency] {
        target.dependencies.map { ResolvedDependency(declared: $0, destination: resolve($0, in: packageIndex)) }
    }

    private func resolve(_ dependency: PackageManifest.TargetDependency, in packageIndex: Int)
        -> ResolvedDependency.Destination
    {
        let package = packages[packageIndex]
        switch dependency.kind {
        case .target:
            return .localTarget(dependency.name)
        case .byName:
            if package.manifest.targets.contains(where: { $0.name == dependency.name }) {
                return .localTarget(dependency.name)
            }
            for index in dependencyIndices[packageIndex].compactMap({ $0 }) {
                if let product = packages[index].manifest.products.first(where: { $0.name == dependency.name }) {
                    return .project(packageIndex: index, product: product.name, modules: product.targets)
                }
            }
            return .external
        case .product:
            let packageName = (dependency.package ?? dependency.name).lowercased()
            let indices = dependencyIndices[packageIndex]
            guard
                let position = package.manifest.dependencies.indices.first(where: { position in
                    let declared = package.manifest.dependencies[position]
                    return declared.identity.lowercased() == packageName || declared.name?.lowercased() == packageName
                        || (indices[position].map { packages[$0].name.lowercased() == packageName } ?? false)
                }),
                let index = indices[position],
                let product = packages[index].manifest.products.first(where: { $0.name == dependency.name })
            else { return .external }
            return .project(packageIndex: index, product: product.name, modules: product.targets)
        }
    }

    /// The project package a package dependency names: a `.package(path:)` inside the project, or a
    /// `.package(url:)` whose identity is a package of this repository (swift-syntax's
    /// `CodeGeneration` depends on `https://github.com/swiftlang/swift-syntax`, the repository's own
    /// root package: SwiftPM uses the local root for it, so its products are project modules).
    func index(of dependency: PackageManifest.Dependency, from package: ProjectPackage) -> Int? {
        if let path = dependency.path {
            return indexByDirectory[RepoPath.absolute(path, base: package.absolutePath)]
        }
        guard let location = dependency.location, let identity = Self.urlIdentity(of: location) else { return nil }
        guard let index = indexByIdentity[identity], packages[index].absolutePath != package.absolutePath else {
            return nil
        }
        return index
    }

    /// SwiftPM's identity of a source-control URL: its last path component without `.git`,
    /// lowercased (`https://github.com/swiftlang/swift-syntax.git` is `swift-syntax`); nil for a
    /// location that is not a URL (a registry identity such as `scope.name`).
    public static func urlIdentity(of location: String) -> String? {
        let isURL = location.contains("://") || location.hasPrefix("git@")
        guard isURL else { return nil }
        var last = location
        while last.hasSuffix("/") { last.removeLast() }
        if let slash = last.lastIndex(where: { $0 == "/" || $0 == ":" }) {
            last = String(last[last.index(after: slash)...])
        }
        if last.lowercased().hasSuffix(".git") { last.removeLast(4) }
        return last.isEmpty ? nil : last.lowercased()
    }
}

extension ProjectGraph {
    /// The owner of `module` as seen from package `packageIndex`: its own target if it has one,
    /// otherwise the first package (by path) that defines it.
    public func owner(of module: String, from packageIndex: Int) -> ModuleOwner? {
        if let own = ownModules[packageIndex][module] {
            return ModuleOwner(packageIndex: packageIndex, target: own)
        }
        return moduleOwners[module]
    }

    /// Whether `module` is reachable through `dependencies` (of a target in `packageIndex`) and
    /// their dependencies in turn, i.e. whether SwiftPM would let an undeclared import of it compile.
    public func isTransitivelyReachable(
        _ module: String, through dependencies: [ResolvedDependency], in packageIndex: Int
    ) -> Bool {
        var visited: Set<String> = []
        var queue: [(package: Int, target: String)] = []
        func enqueue(_ dependencies: [ResolvedDependency], from package: Int) {
            for dependency in dependencies {
                switch dependency.destination {
                case .localTarget(let name): queue.append((package, name))
                case .project(let index, _, let modules): queue += modules.map { (index, $0) }
                case .external: break
                }
            }
        }
        enqueue(dependencies, from: packageIndex)
        while let (package, target) = queue.popLast() {
            if PackageManifest.Target.moduleName(of: target) == module { return true }
            guard visited.insert("\(package)/\(target)").inserted,
                let description = packages[package].manifest.targets.first(where: { $0.name == target })
            else { continue }
            enqueue(resolvedDependencies(of: description, in: package), from: package)
        }
        return false
    }
}
