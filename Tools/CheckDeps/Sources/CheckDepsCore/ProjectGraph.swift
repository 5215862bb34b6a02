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

    /// Builds the graph from discovered packages.
    public init(packages: [ProjectPackage]) {
        self.packages = packages
        var owners: [String: ModuleOwner] = [:]
        var directories: [String: Int] = [:]
        for (index, package) in packages.enumerated() {
            directories[package.absolutePath] = index
            for target in package.manifest.targets where Self.isImportable(target) && owners[target.moduleName] == nil {
                owners[target.moduleName] = ModuleOwner(packageIndex: index, target: target.name)
            }
        }
        moduleOwners = owners
        indexByDirectory = directories
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
            for index in localDependencyIndices(of: package) {
                if let product = packages[index].manifest.products.first(where: { $0.name == dependency.name }) {
                    return .project(packageIndex: index, product: product.name, modules: product.targets)
                }
            }
            return .external
        case .product:
            let packageName = (dependency.package ?? dependency.name).lowercased()
            guard
                let declaration = package.manifest.dependencies.first(where: { declared in
                    declared.identity.lowercased() == packageName || declared.name?.lowercased() == packageName
                        || (index(of: declared, from: package).map { packages[$0].name.lowercased() == packageName }
                            ?? false)
                }),
                let index = index(of: declaration, from: package),
                let product = packages[index].manifest.products.first(where: { $0.name == dependency.name })
            else { return .external }
            return .project(packageIndex: index, product: product.name, modules: product.targets)
        }
    }

    private func localDependencyIndices(of package: ProjectPackage) -> [Int] {
        package.manifest.dependencies.compactMap { index(of: $0, from: package) }
    }

    private func index(of dependency: PackageManifest.Dependency, from package: ProjectPackage) -> Int? {
        guard let path = dependency.path else { return nil }
        return indexByDirectory[RepoPath.absolute(path, base: package.absolutePath)]
    }
}

extension ProjectGraph {
    /// The owner of `module` as seen from package `packageIndex`: its own target if it has one,
    /// otherwise the first package (by path) that defines it.
    public func owner(of module: String, from packageIndex: Int) -> ModuleOwner? {
        if let own = packages[packageIndex].manifest.targets.first(where: {
            $0.moduleName == module && Self.isImportable($0)
        }) {
            return ModuleOwner(packageIndex: packageIndex, target: own.name)
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
