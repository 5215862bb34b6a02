import Foundation

/// Renders a report as a SARIF 2.1.0 log for code-scanning dashboards.
///
/// One run; its driver `check-deps` lists every rule of `RuleCatalog` (with help text in plain text
/// and Markdown), and each finding becomes a result with a rule index, a level (`error` or
/// `warning`), a message that ends with the fix, a repo-relative location (`uriBaseId`
/// `%SRCROOT%`), and a line-independent fingerprint, so moving code does not look like a new
/// finding. Output is pretty-printed with sorted keys and stable for identical input.
public enum SARIFReporter {
    /// The SARIF version written.
    public static let version = "2.1.0"
    /// The JSON schema the log declares.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    private struct Log: Encodable {
        var schema = SARIFReporter.schema
        var version = SARIFReporter.version
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }

    private struct Tool: Encodable {
        var driver: Driver
    }

    private struct Driver: Encodable {
        var name = "check-deps"
        var fullName = "check-deps architecture checker for SwiftPM repositories"
        var rules: [Rule]
    }

    private struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Help
        var defaultConfiguration: Configuration
    }

    private struct Text: Encodable {
        var text: String
    }

    private struct Help: Encodable {
        var text: String
        var markdown: String
    }

    private struct Configuration: Encodable {
        var level: String
    }

    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var partialFingerprints: [String: String]
    }

    private struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    private struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId = "%SRCROOT%"
    }

    private struct Region: Encodable {
        var startLine: Int
    }

    /// The SARIF log, pretty-printed, ending with a newline.
    public static func render(_ report: CheckReport) throws -> String {
        let catalog = RuleCatalog.rules
        var rules = catalog.map(rule)
        var indices = Dictionary(uniqueKeysWithValues: catalog.enumerated().map { ($1.id, $0) })
        var results: [Result] = []
        for finding in report.findings {
            let index: Int
            if let known = indices[finding.rule] {
                index = known
            } else {
                // A rule the catalog does not describe still gets an entry, so ruleIndex stays valid.
                index = rules.count
                indices[finding.rule] = index
                rules.append(
                    Rule(
                        id: finding.rule, name: finding.rule, shortDescription: Text(text: finding.rule),
                        fullDescription: Text(text: finding.rule), help: Help(text: finding.fix, markdown: finding.fix),
                        defaultConfiguration: Configuration(level: finding.severity.rawValue)))
            }
            results.append(
                Result(
                    ruleId: finding.rule, ruleIndex: index, level: finding.severity.rawValue,
                    message: Text(text: "\(finding.message)\nfix: \(finding.fix)"),
                    locations: [
                        Location(
                            physicalLocation: PhysicalLocation(
                                artifactLocation: ArtifactLocation(uri: uri(finding.path)),
                                region: Region(startLine: max(1, finding.line))))
                    ],
                    partialFingerprints: ["checkDepsFinding/v1": fingerprint(finding)]))
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
    }

    private static func rule(_ description: RuleDescription) -> Rule {
        let rationale = unwrapped(description.rationale)
        let fix = unwrapped(description.fix)
        let markdown = """
            \(description.summary)

            **Why.** \(rationale)

            **Violates the rule:**
            ```swift
            \(description.badExample)
            ```

            **Keeps the rule:**
            ```swift
            \(description.goodExample)
            ```

            **How to fix.** \(fix)
            """
        return Rule(
            id: description.id, name: description.name, shortDescription: Text(text: description.summary),
            fullDescription: Text(text: "\(description.summary) \(rationale)"),
            help: Help(text: "\(rationale)\n\nHow to fix: \(fix)", markdown: markdown),
            defaultConfiguration: Configuration(level: description.defaultSeverity.rawValue))
    }

    /// Prose with its hard line breaks turned into spaces.
    private static func unwrapped(_ text: String) -> String {
        text.split(separator: "\n").joined(separator: " ")
    }

    /// A relative URI reference for a repo-relative path (each segment percent-encoded).
    private static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// A fingerprint of rule, path and message (no line), like a baseline entry.
    private static func fingerprint(_ finding: Finding) -> String {
        var hasher = FNV1a128()
        hasher.combine(finding.rule)
        hasher.combine(finding.path)
        hasher.combine(finding.message)
        return hasher.hexDigest
    }
}
