extension ResolvedDependency {
    /// The modules `dependencies` bring, in manifest order without repeats: a local target by its
    /// name, a project product by the targets it contains, an external product by its own name.
    ///
    /// Rule R11 compares a copy's dependencies with this list, and `check-deps sync` writes it.
    static func modules(of dependencies: [ResolvedDependency]) -> [String] {
        var result: [String] = []
        for dependency in dependencies {
            let names: [String]
            switch dependency.destination {
            case .localTarget(let name): names = [name]
            case .project(_, _, let modules): names = modules
            case .external: names = [dependency.declared.name]
            }
            for name in names where !result.contains(name) { result.append(name) }
        }
        return result
    }
}
