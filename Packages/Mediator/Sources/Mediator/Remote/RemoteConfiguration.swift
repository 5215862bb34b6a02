/// What the remote entry accepts: URL schemes, and the targets a URL may name (matched
/// case-insensitively). A URL can reach only these names, never a module or type of its choosing.
public struct RemoteConfiguration: Sendable, Equatable {
    /// Accepted schemes, lowercase, e.g. `["shop"]`.
    public var schemes: Set<String>
    /// Target names a URL may reach.
    public var targets: [String] {
        didSet { byLowercased = Self.index(targets) }
    }
    /// Each target by its lowercased name; the first listed wins.
    private var byLowercased: [String: String]

    /// Creates a configuration.
    public init(schemes: Set<String> = [], targets: [String] = []) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.targets = targets
        byLowercased = Self.index(targets)
    }

    /// The configured name `host` stands for, compared case-insensitively (as `lowercased()`
    /// strings); the first listed name wins when several match.
    public func canonicalTarget(_ host: String) -> String? {
        // A URL's host is ASCII by then: lowercasing it needs no Unicode tables.
        guard host.utf8.allSatisfy({ $0 < 0x80 }) else { return byLowercased[host.lowercased()] }
        return byLowercased[String(decoding: host.utf8.lazy.map { $0 &- 65 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)]
    }

    private static func index(_ targets: [String]) -> [String: String] {
        Dictionary(targets.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }
}
