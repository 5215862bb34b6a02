/// `check-deps explain [RULE]`: a rule's rationale, a bad and a good example, and how to fix it.
public enum ExplainCommand {
    /// The help text of the subcommand.
    public static let usage = """
        USAGE: check-deps explain [RULE]

        Prints why RULE (R1...R10, baseline or suppression; case-insensitive) exists, an example that
        violates it, the same example fixed, and how to fix a finding. Without RULE, lists the rules.

        """

    /// Runs the subcommand with the arguments after `explain`.
    public static func run(_ arguments: [String]) throws -> CheckDepsCommand.Outcome {
        if arguments.contains("--help") || arguments.contains("-h") {
            return CheckDepsCommand.Outcome(exitCode: 0, standardOutput: usage, standardError: "")
        }
        guard arguments.count <= 1 else {
            throw CheckDepsError.usage("explain takes one rule, got \(arguments.count) arguments")
        }
        guard let id = arguments.first else {
            return CheckDepsCommand.Outcome(exitCode: 0, standardOutput: list(), standardError: "")
        }
        guard let rule = RuleCatalog.rule(id) else {
            let known = RuleCatalog.rules.map(\.id).joined(separator: ", ")
            throw CheckDepsError.usage("unknown rule '\(id)' for explain (rules: \(known))")
        }
        return CheckDepsCommand.Outcome(exitCode: 0, standardOutput: render(rule), standardError: "")
    }

    /// One line per rule: its id, name and summary.
    public static func list() -> String {
        let width = RuleCatalog.rules.map(\.id.count).max() ?? 0
        var output = ""
        for rule in RuleCatalog.rules {
            let padding = String(repeating: " ", count: width - rule.id.count)
            output += "\(rule.id)\(padding)  \(rule.name): \(rule.summary)\n"
        }
        output += "\nRun check-deps explain RULE for the rationale, examples and fix of one rule.\n"
        return output
    }

    /// The full explanation of one rule.
    public static func render(_ rule: RuleDescription) -> String {
        let severity = rule.defaultSeverity == .error ? "error" : "warning"
        return """
            \(rule.id) \(rule.name) (\(severity))
            \(rule.summary)

            Why:
            \(indented(rule.rationale))

            Violates the rule:
            \(indented(rule.badExample))

            Keeps the rule:
            \(indented(rule.goodExample))

            How to fix:
            \(indented(rule.fix))

            """
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
}
