/// Decides which unit a repo-relative file belongs to, for change detection and input hashing alike.
///
/// A file under a root-file prefix (`architecture.json`, `Tools`, `.ci`, ...) belongs to everything;
/// otherwise it belongs to the innermost package directory that contains it; a file in no package
/// directory belongs to the root package when there is one (its end-to-end tests may read anything),
/// else to everything.
public struct InputOwnership: Sendable {
    /// Who a file belongs to.
    public enum Owner: Hashable, Sendable {
        /// A root file: every unit's input.
        case everything
        /// The package at this repo-relative directory (`.` for the root package).
        case package(String)
    }

    /// Root files that every unit depends on, unless the caller names others.
    public static let defaultRootFiles = ["architecture.json", ".ci", "Tools"]

    private let rootFiles: [String]
    private let packagePaths: [String]
    private let hasRootPackage: Bool

    /// Creates the ownership rules from package directories (repo-relative; `.` is the root package)
    /// and root-file prefixes.
    public init(packagePaths: [String], rootFiles: [String]) {
        self.rootFiles = rootFiles.map(RepoPath.normalize)
        self.hasRootPackage = packagePaths.contains(".")
        // Innermost first: a longer directory is never a prefix of a shorter one.
        self.packagePaths = packagePaths.filter { $0 != "." }.sorted { $0.count > $1.count }
    }

    /// The owner of the file at `path` (repo-relative).
    public func owner(of path: String) -> Owner {
        let path = RepoPath.normalize(path)
        if rootFiles.contains(where: { RepoPath.isUnder(path, prefix: $0) }) { return .everything }
        if let package = packagePaths.first(where: { RepoPath.isUnder(path, prefix: $0) }) { return .package(package) }
        return hasRootPackage ? .package(".") : .everything
    }

    /// The root-file prefix `path` lies under, if any.
    public func rootFile(containing path: String) -> String? {
        let path = RepoPath.normalize(path)
        return rootFiles.first { RepoPath.isUnder(path, prefix: $0) }
    }
}
