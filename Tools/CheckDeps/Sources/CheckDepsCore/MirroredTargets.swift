import Foundation

/// Targets a manifest declares again by a path into another package's directory.
///
/// SwiftPM refuses a `.package(url:)` dependency whose manifest depends on local packages by path,
/// so a repository that others depend on by URL declares its packages' libraries again in its root
/// manifest (`.target(name: "Mediator", path: "Packages/Mediator/Sources/Mediator")`). Such a target
/// is the nested package's own target: the checker reads it there, and in the declaring manifest
/// treats a dependency on it as a dependency on that package's product. Rule R11 then checks that
/// the two declarations agree, so the package's manifest stays the one that states a dependency.
public struct MirroredTarget: Equatable, Sendable {
    /// The target as the declaring manifest writes it.
    public var target: PackageManifest.Target
    /// The absolute directory of the package whose directory holds the target's sources.
    public var ownerDirectory: String
}

enum MirrorFolding {
    /// Removes from every manifest the targets whose sources lie inside a nested package's directory,
    /// rewrites the manifest's other dependencies on them as product dependencies on that package
    /// (declaring the package by path when the manifest does not), and drops products left without
    /// targets. Returns the folded manifests and, by directory, the targets removed.
    static func fold(_ manifests: [String: PackageManifest]) -> (
        manifests: [String: PackageManifest], mirrors: [String: [MirroredTarget]]
    ) {
        var folded = manifests
        var mirrors: [String: [MirroredTarget]] = [:]
        for (directory, manifest) in manifests {
            var found: [MirroredTarget] = []
            for target in manifest.targets where !target.isTest {
                let relative = SourceLocator.targetDirectory(of: target, packageDirectory: directory)
                guard let owner = nestedPackage(holding: relative, in: directory) else { continue }
                found.append(MirroredTarget(target: target, ownerDirectory: owner))
            }
            guard !found.isEmpty else { continue }
            mirrors[directory] = found
            folded[directory] = rewrite(manifest, at: directory, mirrors: found, manifests: manifests)
        }
        return (folded, mirrors)
    }

    /// The nearest directory between `packageDirectory` (exclusive) and the target's directory
    /// (inclusive) that holds a `Package.swift`, or nil.
    private static func nestedPackage(holding relative: String, in packageDirectory: String) -> String? {
        guard relative != ".", !relative.hasPrefix("../") else { return nil }
        var components = relative.split(separator: "/").map(String.init)
        while !components.isEmpty {
            let candidate = packageDirectory + "/" + components.joined(separator: "/")
            if FileManager.default.fileExists(atPath: candidate + "/Package.swift") { return candidate }
            components.removeLast()
        }
        return nil
    }

    private static func rewrite(
        _ manifest: PackageManifest, at directory: String, mirrors: [MirroredTarget],
        manifests: [String: PackageManifest]
    ) -> PackageManifest {
        var result = manifest
        let mirrored = Dictionary(mirrors.map { ($0.target.name, $0) }, uniquingKeysWith: { first, _ in first })
        result.targets.removeAll { mirrored[$0.name] != nil }
        for index in result.targets.indices {
            result.targets[index].dependencies = result.targets[index].dependencies.map { dependency in
                guard dependency.kind != .product, let mirror = mirrored[dependency.name],
                    let owner = manifests[mirror.ownerDirectory],
                    let product = product(containing: dependency.name, in: owner)
                else { return dependency }
                var rewritten = dependency
                rewritten.kind = .product
                rewritten.package = owner.name
                rewritten.name = product
                return rewritten
            }
        }
        for mirror in mirrors {
            guard let owner = manifests[mirror.ownerDirectory] else { continue }
            let path = RepoPath.relative(mirror.ownerDirectory, to: directory)
            guard !result.dependencies.contains(where: { $0.path.map(RepoPath.normalize) == path }) else { continue }
            let identity = (mirror.ownerDirectory as NSString).lastPathComponent.lowercased()
            result.dependencies.append(.init(identity: identity, name: owner.name, path: path, location: nil))
        }
        result.products = result.products.compactMap { product in
            var kept = product
            kept.targets.removeAll { mirrored[$0] != nil }
            return kept.targets.isEmpty ? nil : kept
        }
        return result
    }

    /// The product of `manifest` that contains `target`: the one named like it, else the first.
    private static func product(containing target: String, in manifest: PackageManifest) -> String? {
        let containing = manifest.products.filter { $0.targets.contains(target) }
        return (containing.first { $0.name == target } ?? containing.first)?.name
    }
}
