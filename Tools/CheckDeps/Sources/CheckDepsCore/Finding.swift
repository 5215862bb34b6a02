/// One problem found by the checker, located at a repo-relative `path:line`.
public struct Finding: Encodable, Equatable, Hashable, Sendable {
    /// How serious a finding is.
    public enum Severity: String, Codable, Sendable {
        /// Fails the check (exit code 1).
        case error
        /// Reported, but the check still passes.
        case warning
    }

    /// The rule: `R1`...`R10`, or `baseline` / `suppression` for problems with those mechanisms.
    public var rule: String
    /// Error or warning.
    public var severity: Severity
    /// The repo-relative file the finding points at.
    public var path: String
    /// The 1-based line in `path`.
    public var line: Int
    /// What is wrong.
    public var message: String
    /// One sentence on how to fix it.
    public var fix: String
    /// For dependency findings: the package edges it is about (for the graph); not part of the output.
    public var edges: [PackageEdge]
    /// What the finding is about, in words no message template changes (`import App Other`: target App
    /// imports module Other): with rule and path, what a baseline entry matches. Not part of the output.
    public var key: String

    /// A package-level dependency edge between two package names.
    public struct PackageEdge: Codable, Equatable, Hashable, Sendable {
        /// The depending package.
        public var from: String
        /// The package depended on.
        public var to: String
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, path, line, message, fix
    }

    /// Creates a finding.
    public init(
        rule: String, severity: Severity = .error, path: String, line: Int, message: String, fix: String,
        edges: [PackageEdge] = [], key: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.line = line
        self.message = message
        self.fix = fix
        self.edges = edges
        self.key = key ?? "message " + message
    }

    /// The key of a finding about target `target` importing `module` (whatever the rule says of it).
    public static func importKey(target: String, module: String) -> String {
        "import \(target) \(module)"
    }

    /// The key of a finding about target `target`'s declared dependency `dependency` (as written).
    public static func dependencyKey(target: String, dependency: String) -> String {
        "dependency \(target) \(dependency)"
    }

    /// The key of a finding about a declaration or name `subject` (a type, an action, a component).
    public static func subjectKey(_ kind: String, _ subject: String) -> String {
        "\(kind) \(subject)"
    }

    /// The deterministic report order: path, line, rule, then message.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
