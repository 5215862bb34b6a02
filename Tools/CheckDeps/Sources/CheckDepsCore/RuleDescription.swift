/// What one rule requires, why, and how to satisfy it: the text of `check-deps explain` and of the
/// rule entries in SARIF output.
public struct RuleDescription: Equatable, Sendable {
    /// The rule's identifier as findings print it: `R1`...`R10`, `baseline` or `suppression`.
    public var id: String
    /// A short UpperCamelCase name (SARIF's `name`), e.g. `NoImplicitImports`.
    public var name: String
    /// One sentence: what must hold.
    public var summary: String
    /// Why the rule exists: what breaks without it.
    public var rationale: String
    /// A manifest or source excerpt that violates the rule.
    public var badExample: String
    /// The same excerpt, fixed.
    public var goodExample: String
    /// How to fix a finding of this rule.
    public var fix: String
    /// The severity its findings have (some rules also report warnings, e.g. R8's unused dependencies).
    public var defaultSeverity: Finding.Severity

    /// Creates a rule description.
    public init(
        id: String, name: String, summary: String, rationale: String, badExample: String, goodExample: String,
        fix: String, defaultSeverity: Finding.Severity = .error
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.badExample = badExample
        self.goodExample = goodExample
        self.fix = fix
        self.defaultSeverity = defaultSeverity
    }
}
