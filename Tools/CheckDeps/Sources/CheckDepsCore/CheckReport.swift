/// The outcome of one check: findings (sorted) plus what was checked and how long it took.
public struct CheckReport: Sendable {
    /// All findings in report order.
    public var findings: [Finding]
    /// The discovered packages (for the graph): name, path and layer (nil without architecture.json).
    public var packages: [(name: String, path: String, layer: String?)]
    /// Package-level dependency edges from the manifests, sorted.
    public var edges: [Finding.PackageEdge]
    /// Number of targets in all packages.
    public var targetCount: Int
    /// Number of Swift source files read.
    public var fileCount: Int
    /// Whether an `architecture.json` was used.
    public var hasArchitecture: Bool
    /// Wall-clock duration in seconds.
    public var duration: Double
    /// Manifests found without `architecture.json` that `dump-package` cannot load, with SwiftPM's
    /// reason: they are not checked (see `PackageDiscovery.discover(skippingUnloadable:)`).
    public var skippedPackages: [(path: String, reason: String)] = []

    /// Creates a report.
    public init(
        findings: [Finding], packages: [(name: String, path: String, layer: String?)], edges: [Finding.PackageEdge],
        targetCount: Int, fileCount: Int, hasArchitecture: Bool, duration: Double
    ) {
        self.findings = findings
        self.packages = packages
        self.edges = edges
        self.targetCount = targetCount
        self.fileCount = fileCount
        self.hasArchitecture = hasArchitecture
        self.duration = duration
    }

    /// Number of error findings.
    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    /// Number of warning findings.
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// Edges named by at least one error finding (drawn red in graphs).
    public var violatingEdges: Set<Finding.PackageEdge> {
        Set(findings.filter { $0.severity == .error }.flatMap(\.edges))
    }
}
