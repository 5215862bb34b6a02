/// Renders a report as compiler-style lines (`path:line: error: [R#] message`) plus a summary.
public enum TextReporter {
    /// The findings, each followed by an indented fix line, then the summary line.
    public static func render(_ report: CheckReport) -> String {
        var output = ""
        for finding in report.findings {
            output +=
                "\(finding.path):\(finding.line): \(finding.severity.rawValue): [\(finding.rule)] \(finding.message)\n"
            output += "  fix: \(finding.fix)\n"
        }
        output += summaryLine(report) + "\n"
        return output
    }

    /// `check-deps: N errors, M warnings in P packages (T targets, F files) in X.XXs`.
    public static func summaryLine(_ report: CheckReport) -> String {
        let seconds = (report.duration * 100).rounded() / 100
        let whole = Int(seconds)
        let hundredths = Int(((seconds - Double(whole)) * 100).rounded())
        let time = "\(whole).\(hundredths < 10 ? "0" : "")\(hundredths)s"
        return
            "check-deps: \(report.errorCount) errors, \(report.warningCount) warnings in \(report.packages.count) packages "
            + "(\(report.targetCount) targets, \(report.fileCount) files) in \(time)"
    }
}
