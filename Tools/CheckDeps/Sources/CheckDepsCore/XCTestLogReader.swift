import Foundation

/// Reads XCTest's own console lines (`Test Case 'Class.test' passed (0.002 seconds)`) into test cases.
///
/// SwiftPM writes an XCTest xUnit file only for `swift test --parallel`; serial runs get their XCTest
/// cases from the log instead, failure messages included (which the parallel xUnit file lacks).
public enum XCTestLogReader {
    /// The XCTest cases in `log`, in the order they finished.
    public static func cases(in log: String) -> [JUnitReport.TestCase] {
        var cases: [JUnitReport.TestCase] = []
        var errors: [String: [String]] = [:]
        for line in log.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if let (test, message) = errorLine(line) {
                errors[test, default: []].append(message)
                continue
            }
            guard line.hasPrefix("Test Case '"), let close = line.range(of: "' ", options: .backwards) else { continue }
            let test = String(line[line.index(line.startIndex, offsetBy: "Test Case '".count)..<close.lowerBound])
            let rest = line[close.upperBound...]
            let outcome = rest.split(separator: " ").first.map(String.init) ?? ""
            guard ["passed", "failed", "skipped"].contains(outcome) else { continue }
            let (className, name) = split(test)
            var testCase = JUnitReport.TestCase(className: className, name: name, time: seconds(in: rest))
            let messages = errors.removeValue(forKey: test) ?? []
            if outcome == "failed" {
                testCase.failure = JUnitReport.Failure(
                    message: messages.first.map(summary) ?? "failed", details: messages.joined(separator: "\n"))
            } else if outcome == "skipped" {
                testCase.skipped = messages.first.map(summary) ?? "skipped"
            }
            cases.append(testCase)
        }
        return cases
    }

    /// `path:line: error: Class.test : message` -> (`Class.test`, the whole line).
    private static func errorLine(_ line: String) -> (String, String)? {
        for marker in [": error: ", ": Test skipped"] {
            guard let range = line.range(of: marker) else { continue }
            let rest = line[range.upperBound...]
            if marker == ": error: ", let separator = rest.range(of: " : ") {
                return (String(rest[..<separator.lowerBound]), line)
            }
            // `path:line: Class.test : Test skipped - reason`
            let before = line[..<range.lowerBound]
            if let start = before.range(of: ": ", options: .backwards) {
                return (before[start.upperBound...].trimmingCharacters(in: .whitespaces), line)
            }
        }
        return nil
    }

    private static func summary(_ line: String) -> String {
        if let range = line.range(of: " : ") { return String(line[range.upperBound...]) }
        return line
    }

    private static func split(_ test: String) -> (String, String) {
        guard let dot = test.lastIndex(of: ".") else { return ("", test) }
        return (String(test[..<dot]), String(test[test.index(after: dot)...]))
    }

    private static func seconds(in text: Substring) -> Double {
        guard let open = text.firstIndex(of: "("), let space = text[open...].firstIndex(of: " ") else { return 0 }
        return Double(text[text.index(after: open)..<space]) ?? 0
    }
}
