/// One thing the test runner tests on its own: a package of the graph, a tool package, or a
/// follower (an extra check, such as a release smoke test of the app).
public struct TestUnit: Equatable, Sendable {
    /// What kind of unit this is, which decides what its inputs are.
    public enum Kind: String, Codable, Sendable {
        /// A package of the project graph: its own files, its dependencies, the root files.
        case package
        /// A package outside the graph whose suite reads what its `reads` says (e.g. the checker).
        case tool
        /// An extra check: tested when a package it follows is, or when a file it watches changes.
        case follower
    }

    /// What a tool's suite reads of the repository, which decides which changes test it.
    public enum Reads: String, Codable, Sendable, CaseIterable {
        /// Every file: any change tests it.
        case repository
        /// Manifests, every file that is not Swift, and of Swift sources only their
        /// `SourceStructure`: a body-only change of a Swift source does not test it.
        case structure
        /// Its own files and the root files only, like a package without dependencies.
        case own
        /// Its own files, the root files, and the packages its manifest names with
        /// `.package(path:)`, with theirs: like a package of the graph (e.g. a template that builds
        /// on the repository's packages).
        case dependencies
    }

    /// A stable key: the repo-relative path for packages and tools, the name for followers.
    public var id: String
    /// The package name (or the follower's name).
    public var name: String
    /// The repo-relative package directory (for a follower, the first path it was given).
    public var path: String
    /// The kind.
    public var kind: Kind
    /// For a tool: what its suite reads.
    public var reads: Reads
    /// For a tool that reads its dependencies: the `id`s of the units its manifest names by path.
    public var dependsOn: [String]
    /// For a follower: the `id`s of the packages it follows.
    public var follows: [String]
    /// For a follower: repo-relative files or directories whose change tests it.
    public var watches: [String]

    /// Creates a unit.
    public init(
        id: String, name: String, path: String, kind: Kind, reads: Reads = .repository, dependsOn: [String] = [],
        follows: [String] = [], watches: [String] = []
    ) {
        self.id = id
        self.name = name
        self.path = path
        self.kind = kind
        self.reads = reads
        self.dependsOn = dependsOn
        self.follows = follows
        self.watches = watches
    }
}
