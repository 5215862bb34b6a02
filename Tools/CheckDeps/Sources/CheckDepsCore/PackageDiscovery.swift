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
        try discover(skippingUnloadable: false).packages
    }

    /// Discovers and loads all packages, sorted by path. With `skippingUnloadable`, a manifest found
    /// only by walking the tree that fails to load because it asks for a newer tools version than the
    /// toolchain's is skipped and returned with SwiftPM's reason instead of failing the run: nothing
    /// in the repository can make this toolchain read it. Any other failure still fails the run; the
    /// root package and packages listed in `architecture.json` are never skipped.
    public func discover(
        skippingUnloadable: Bool
    ) throws -> (packages: [ProjectPackage], skipped: [(path: String, reason: String)]) {
        let rootPath = root.path
        let walked = Set(findManifestDirectories().map { absolute($0) })
        var pending = walked
        var listed: Set<String> = []
        for entry in config?.packages ?? [] {
            let directory = absolute(RepoPath.normalize(entry.path))
            guard FileManager.default.fileExists(atPath: directory + "/Package.swift") else {
                throw CheckDepsError.missingPackage(name: entry.name, path: entry.path)
            }
            pending.insert(directory)
            listed.insert(directory)
        }

        var manifests: [String: PackageManifest] = [:]
        var skipped: [(path: String, reason: String)] = []
        var skippedDirectories: Set<String> = []
        while !pending.isEmpty {
            var loaded: [String: PackageManifest] = [:]
            let outcomes = try loader.loadEach(packageDirectories: pending.sorted())
            for (directory, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
                switch outcome {
                case .success(let manifest):
                    loaded[directory] = manifest
                case .failure(.dumpPackageFailed(let failed, let reason)):
                    let relative = failed.hasPrefix("/") ? RepoPath.relative(failed, to: rootPath) : failed
                    let shortReason = reason.replacingOccurrences(of: rootPath + "/", with: "")
                    let excludable = directory != rootPath && !listed.contains(directory)
                    guard skippingUnloadable, excludable, walked.contains(directory),
                        loader.needsNewerToolchain(directory)
                    else {
                        let hint = excludable ? " (skip it with --exclude \(relative))" : ""
                        throw CheckDepsError.dumpPackageFailed(path: relative, reason: shortReason + hint)
                    }
                    skipped.append((relative, shortReason))
                    skippedDirectories.insert(directory)
                case .failure(let error):
                    throw error
                }
            }
            manifests.merge(loaded) { current, _ in current }
            pending = []
            for (directory, manifest) in loaded {
                for dependency in manifest.dependencies {
                    guard let relativePath = dependency.path else { continue }
                    let target = URL(fileURLWithPath: directory + "/" + relativePath).standardizedFileURL.path
                    guard manifests[target] == nil, !skippedDirectories.contains(target), isProjectDirectory(target)
                    else { continue }
                    guard FileManager.default.fileExists(atPath: target + "/Package.swift") else {
                        throw CheckDepsError.invalidConfiguration(
                            path: RepoPath.join(RepoPath.relative(directory, to: rootPath), "Package.swift"),
                            reason: "depends on \(relativePath), which has no Package.swift")
                    }
                    pending.insert(target)
                }
            }
        }

        let (folded, mirrors) = MirrorFolding.fold(manifests)
        var packages: [ProjectPackage] = []
        for (directory, manifest) in folded {
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
                    name: manifest.name, path: path, absolutePath: directory, manifest: manifest, entry: entry,
                    mirrors: mirrors[directory] ?? []))
        }
        return (packages.sorted { $0.path < $1.path }, skipped.sorted { $0.path < $1.path })
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
                if FileKind(path: directory + "/" + name) == .directory {
                    stack.append(child)
                }
            }
        }
        return result
    }
}
