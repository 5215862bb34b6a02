import Foundation

/// Renders a report as versioned JSON (`schemaVersion` 1) with sorted keys.
///
/// Schema: `{"schemaVersion": 1, "findings": [{"rule", "severity", "path", "line", "message", "fix"}],
/// "summary": {"errors", "warnings", "packages", "targets", "files", "durationMilliseconds", "architecture"}}`.
public enum JSONReporter {
    private struct Document: Encodable {
        var schemaVersion = 1
        var findings: [Finding]
        var summary: Summary
    }

    private struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var packages: Int
        var targets: Int
        var files: Int
        var durationMilliseconds: Int
        var architecture: Bool
    }

    /// The JSON document, pretty-printed, ending with a newline.
    public static func render(_ report: CheckReport) throws -> String {
        let document = Document(
            findings: report.findings,
            summary: Summary(
                errors: report.errorCount, warnings: report.warningCount, packages: report.packages.count,
                targets: report.targetCount, files: report.fileCount,
                durationMilliseconds: Int((report.duration * 1000).rounded()), architecture: report.hasArchitecture))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}
