import Foundation

/// Finds every package of a repository and loads its manifest.
///
/// Packages are the root `Package.swift`, every `Package.swift` below the root (skipping `.build`,
/// hidden directories and `exclude` prefixes), every package listed in `architecture.json`, and,
/// transitively, every `.package(path:)` dependency of those.
public struct PackageDiscovery {
    private let root: URL
    private let config: ArchitectureConfig?
    private let loader: ManifestLoader
    private let extraExclude: [String]

    /// Creates a discovery for the repository at `root` (absolute); `exclude` adds repo-relative
    /// path prefixes to skip, on top of those in `config`.
    public init(root: URL, config: ArchitectureConfig?, loader: ManifestLoader, exclude: [String] = []) {
        self.root = root.standardizedFileURL
        self.config = config
        self.loader = loader
        self.extraExclude = exclude
    }

    /// Discovers and loads all packages, sorted by path.
    public func discover() throws -> [ProjectPackage] {
        let rootPath = root.path
        var pending = Set(findManifestDirectories().map { absolute($0) })
        for entry in config?.packages ?? [] {
            let directory = absolute(RepoPath.normalize(entry.path))
            guard FileManager.default.fileExists(atPath: directory + "/Package.swift") else {
                throw CheckDepsError.missingPackage(name: entry.name, path: entry.path)
            }
            pending.insert(directory)
        }

        var manifests: [String: PackageManifest] = [:]
        while !pending.isEmpty {
            let loaded: [String: PackageManifest]
            do {
                loaded = try loader.load(packageDirectories: pending.sorted())
            } catch CheckDepsError.dumpPackageFailed(let directory, let reason) {
                let relative = directory.hasPrefix("/") ? RepoPath.relative(directory, to: rootPath) : directory
                throw CheckDepsError.dumpPackageFailed(
                    path: relative, reason: reason.replacingOccurrences(of: rootPath + "/", with: ""))
            }
            manifests.merge(loaded) { current, _ in current }
            pending = []
            for (directory, manifest) in loaded {
                for dependency in manifest.dependencies {
                    guard let relativePath = dependency.path else { continue }
                    let target = URL(fileURLWithPath: directory + "/" + relativePath).standardizedFileURL.path
                    guard manifests[target] == nil, isProjectDirectory(target) else { continue }
                    guard FileManager.default.fileExists(atPath: target + "/Package.swift") else {
                        throw CheckDepsError.invalidConfiguration(
                            path: RepoPath.join(RepoPath.relative(directory, to: rootPath), "Package.swift"),
                            reason: "depends on \(relativePath), which has no Package.swift")
                    }
                    pending.insert(target)
                }
            }
        }

        var packages: [ProjectPackage] = []
        for (directory, manifest) in manifests {
            let path = RepoPath.relative(directory, to: rootPath)
            var entry: ArchitectureConfig.Package?
            if let config {
                guard let listed = config.packages.first(where: { RepoPath.normalize($0.path) == path }) else {
                    throw CheckDepsError.unlistedPackage(name: manifest.name, path: path)
                }
                guard listed.name == manifest.name else {
                    throw CheckDepsError.packageNameMismatch(listed: listed.name, actual: manifest.name, path: path)
                }
                entry = listed
            }
            packages.append(
                ProjectPackage(
                    name: manifest.name, path: path, absolutePath: directory, manifest: manifest, entry: entry))
        }
        return packages.sorted { $0.path < $1.path }
    }

    /// Whether a `.package(path:)` directory belongs to the project: inside the root and not excluded.
    /// Anything else (a checkout of a tool next to the repository, an excluded vendored package) is
    /// external, like a remote dependency.
    private func isProjectDirectory(_ absolutePath: String) -> Bool {
        let relative = RepoPath.relative(absolutePath, to: root.path)
        guard relative != "..", !relative.hasPrefix("../") else { return false }
        return !excludedPrefixes.contains { RepoPath.isUnder(relative, prefix: $0) }
    }

    private var excludedPrefixes: [String] {
        ((config?.exclude ?? []) + extraExclude).map(RepoPath.normalize) + [".build"]
    }

    private func absolute(_ relativePath: String) -> String {
        relativePath == "." ? root.path : root.appendingPathComponent(relativePath).standardizedFileURL.path
    }

    /// Repo-relative directories that contain a `Package.swift`, outside excluded and hidden paths.
    private func findManifestDirectories() -> [String] {
        let excluded = excludedPrefixes
        var result: [String] = []
        var stack = ["."]
        let fileManager = FileManager.default
        while let relative = stack.popLast() {
            let directory = absolute(relative)
            guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { continue }
            for name in names.sorted() {
                if name.hasPrefix(".") { continue }
                if name == "Package.swift" {
                    result.append(relative)
                    continue
                }
                let child = RepoPath.join(relative, name)
                if excluded.contains(where: { RepoPath.isUnder(child, prefix: $0) }) { continue }
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory),
                    isDirectory.boolValue
                {
                    stack.append(child)
                }
            }
        }
        return result
    }
}
