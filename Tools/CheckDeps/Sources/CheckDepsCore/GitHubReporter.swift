import Foundation

/// Renders a report as GitHub Actions workflow commands, one annotation per finding.
///
/// Each finding becomes `::error file=PATH,line=N,title=check-deps [RULE]::MESSAGE` (or `::warning`),
/// its fix on a second line of the message; the summary line follows as plain text. Values are
/// escaped as workflow commands require (`%`, CR and LF everywhere; also `:` and `,` in properties).
public enum GitHubReporter {
    /// The annotations followed by the summary line.
    public static func render(_ report: CheckReport) -> String {
        var output = ""
        for finding in report.findings {
            let properties = [
                "file=" + escapeProperty(finding.path),
                "line=\(max(1, finding.line))",
                "title=" + escapeProperty("check-deps [\(finding.rule)]"),
            ].joined(separator: ",")
            let message = escapeData("\(finding.message)\nfix: \(finding.fix)")
            output += "::\(finding.severity.rawValue) \(properties)::\(message)\n"
        }
        output += TextReporter.summaryLine(report) + "\n"
        return output
    }

    /// Escapes a command's message.
    static func escapeData(_ value: String) -> String {
        value.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a command property's value.
    static func escapeProperty(_ value: String) -> String {
        escapeData(value)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
