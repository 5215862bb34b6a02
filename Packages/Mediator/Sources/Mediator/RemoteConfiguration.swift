import Synchronization

/// What the remote entry accepts: URL schemes, and the targets a URL may name (matched
/// case-insensitively). A URL can reach only these names, never a module or type of its choosing.
public struct RemoteConfiguration: Sendable, Equatable {
    /// Accepted schemes, lowercase, e.g. `["shop"]`.
    public var schemes: Set<String>
    /// Target names a URL may reach.
    public var targets: [String] {
        didSet { index = LazyIndex.for(targets) }
    }
    /// The hashed lookup over `targets`, built on first use and replaced whenever `targets` changes.
    private var index: LazyIndex

    /// Creates a configuration.
    public init(schemes: Set<String> = [], targets: [String] = []) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.targets = targets
        index = LazyIndex.for(targets)
    }

    /// The configured name `host` stands for, compared case-insensitively (as `lowercased()`
    /// strings); the first listed name wins when several match.
    public func canonicalTarget(_ host: String) -> String? {
        targetIndex.canonical(host)
    }

    /// The hashed lookup over `targets`.
    var targetIndex: RemoteTargetIndex { index.index(for: targets) }

    /// Two configurations are equal when they accept the same schemes and list the same targets.
    public static func == (lhs: RemoteConfiguration, rhs: RemoteConfiguration) -> Bool {
        lhs.schemes == rhs.schemes && lhs.targets == rhs.targets
    }

    /// A target index built at most once, shared by copies of a configuration until one changes its
    /// targets.
    private final class LazyIndex: Sendable {
        private let built = AtomicLazyReference<RemoteTargetIndex>()

        /// One shared index for every empty list (every mediator starts with one), a new one otherwise.
        static func `for`(_ targets: [String]) -> LazyIndex {
            targets.isEmpty ? none : LazyIndex()
        }

        private static let none = LazyIndex()

        func index(for targets: [String]) -> RemoteTargetIndex {
            built.load() ?? built.storeIfNil(RemoteTargetIndex(targets: targets))
        }
    }
}
