extension ProjectGraph {
    /// The project packages that package `packageIndex` depends on directly: every `.package(path:)`
    /// it declares (and every `.package(url:)` naming a package of this repository) and every project product its targets (test targets included) use.
    ///
    /// Test targets count because their dependencies are inputs of the package's tests; declared but
    /// unused path dependencies count because SwiftPM still loads their manifests.
    public func directPackageDependencies(of packageIndex: Int) -> Set<Int> {
        let package = packages[packageIndex]
        var result = Set(package.manifest.dependencies.compactMap { index(of: $0, from: package) })
        for target in package.manifest.targets {
            for dependency in resolvedDependencies(of: target, in: packageIndex) {
                if case .project(let index, _, _) = dependency.destination {
                    result.insert(index)
                }
            }
        }
        result.remove(packageIndex)
        return result
    }

    /// For every package, each package it depends on directly or transitively, with its distance
    /// (1 for a direct dependency). Cycles are tolerated; a package is never its own dependency.
    public func packageDependencyClosures() -> [[Int: Int]] {
        let direct = packages.indices.map { directPackageDependencies(of: $0).sorted() }
        return packages.indices.map { start in
            var distances: [Int: Int] = [:]
            var frontier = [start]
            var distance = 0
            while !frontier.isEmpty {
                distance += 1
                var next: [Int] = []
                for index in frontier {
                    for dependency in direct[index] where dependency != start && distances[dependency] == nil {
                        distances[dependency] = distance
                        next.append(dependency)
                    }
                }
                frontier = next
            }
            return distances
        }
    }
}
