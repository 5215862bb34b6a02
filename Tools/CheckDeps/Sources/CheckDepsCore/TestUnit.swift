/// One thing the test runner tests on its own: a package of the graph, a tool package, or a
/// follower (an extra check of a package, such as a release smoke test of the app).
public struct TestUnit: Equatable, Sendable {
    /// What kind of unit this is, which decides what its inputs are.
    public enum Kind: String, Codable, Sendable {
        /// A package of the project graph: its own files, its dependencies, the root files.
        case package
        /// A package outside the graph whose tests read the whole repository (e.g. the checker).
        case tool
        /// An extra check of another unit: tested exactly when that unit is.
        case follower
    }

    /// A stable key: the repo-relative path for packages and tools, the name for followers.
    public var id: String
    /// The package name (or the follower's name).
    public var name: String
    /// The repo-relative package directory (for a follower, its package's directory).
    public var path: String
    /// The kind.
    public var kind: Kind
    /// For a follower: the `id` of the unit it follows.
    public var follows: String?

    /// Creates a unit.
    public init(id: String, name: String, path: String, kind: Kind, follows: String? = nil) {
        self.id = id
        self.name = name
        self.path = path
        self.kind = kind
        self.follows = follows
    }
}
