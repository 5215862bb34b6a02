/// A discovered package: where it is, its manifest, and its entry in `architecture.json` (if any).
public struct ProjectPackage: Sendable {
    /// The SwiftPM package name.
    public var name: String
    /// The repo-relative package directory (`.` for the root).
    public var path: String
    /// The absolute, standardized package directory.
    public var absolutePath: String
    /// The parsed manifest.
    public var manifest: PackageManifest
    /// The package's `architecture.json` entry, or nil when there is no architecture file.
    public var entry: ArchitectureConfig.Package?
    /// Targets the manifest declares again by a path into another package's directory; `manifest`
    /// no longer lists them (see `MirroredTarget`).
    public var mirrors: [MirroredTarget]

    /// The repo-relative path of the manifest SwiftPM reads: `Package.swift`, or a version-specific
    /// `Package@swift-X.Y.swift` that the toolchain prefers.
    public var manifestPath: String {
        RepoPath.join(path, manifest.manifestFile)
    }

    /// Creates a project package.
    public init(
        name: String, path: String, absolutePath: String, manifest: PackageManifest, entry: ArchitectureConfig.Package?,
        mirrors: [MirroredTarget] = []
    ) {
        self.mirrors = mirrors
        self.name = name
        self.path = path
        self.absolutePath = absolutePath
        self.manifest = manifest
        self.entry = entry
    }
}
