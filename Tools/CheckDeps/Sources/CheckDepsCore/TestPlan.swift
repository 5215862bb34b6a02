/// The plan for one test run: every unit in run order, whether it is tested and why, its input hash
/// and its estimated time. Encoded as the `--format json` document (`schemaVersion` 1).
public struct TestPlan: Codable, Equatable, Sendable {
    /// One unit of the plan.
    public struct Entry: Codable, Equatable, Sendable {
        /// 1-based position in run order.
        public var order: Int
        /// The unit id (repo-relative path, or the follower's name).
        public var id: String
        /// The package (or follower) name.
        public var name: String
        /// The repo-relative package directory.
        public var path: String
        /// `package`, `tool` or `follower`.
        public var kind: TestUnit.Kind
        /// `test` or `skip`.
        public var action: Action
        /// Why, in a few words.
        public var reason: String
        /// Seconds the unit is expected to take (its last passing time, else an average).
        public var estimatedSeconds: Double
        /// Whether `estimatedSeconds` comes from a recorded run of this unit.
        public var measured: Bool
        /// The hash of the unit's inputs (files, dependencies, root files, toolchain).
        public var inputHash: String
        /// With `--shard`: the 1-based shard the unit belongs to (nil when it is not selected at all).
        public var shard: Int?
        /// For a part of a suite split by class across shards: the classes it runs (nil: the whole suite).
        public var tests: TestSelection?
    }

    /// What happens to a unit.
    public enum Action: String, Codable, Sendable {
        /// Build and test it.
        case test
        /// Leave it out.
        case skip
    }

    /// The shard this plan is for.
    public struct Shard: Codable, Equatable, Sendable {
        /// 1-based index.
        public var index: Int
        /// Number of shards.
        public var count: Int
    }

    /// The format version.
    public var schemaVersion = 1
    /// With `--affected`: the base revision (full hash), else nil.
    public var baseRevision: String?
    /// With `--affected`: the base as named, else nil.
    public var base: String?
    /// Whether recorded green runs were used (`--cached`).
    public var cached: Bool
    /// With `--shard`: which one.
    public var shard: Shard?
    /// The toolchain's version line.
    public var toolchain: String
    /// Facts about the change that belong to no unit (e.g. removed packages).
    public var notes: [String]
    /// Every unit in run order.
    public var packages: [Entry]

    /// Units to test.
    public var tested: [Entry] { packages.filter { $0.action == .test } }
    /// Estimated seconds of the units to test.
    public var estimatedSeconds: Double { tested.reduce(0) { $0 + $1.estimatedSeconds } }
}
