import Foundation

/// Builds one JUnit report from a finished run: for each unit, the cases of its xUnit files
/// (`swift test --xunit-output`), else XCTest's log lines, plus a case that says why a unit did not
/// build, failed without a failing case, or was skipped.
public enum JUnitMerger {
    /// Lines of a log kept in a failure's details.
    static let logTail = 40

    /// The report for `results`, reading xUnit files and logs relative to `root`.
    public static func merge(_ results: [TestRunResult], root: URL) throws -> JUnitReport {
        var suites: [JUnitReport.Suite] = []
        for result in results {
            let log = read(result.log, root: root)
            var cases: [JUnitReport.TestCase] = []
            var sawXCTestReport = false
            for file in result.xunitFiles {
                let url = URL(fileURLWithPath: file, relativeTo: root)
                // A test run that crashed, or a package without a test framework, leaves no file.
                guard let data = FileManager.default.contents(atPath: url.path) else { continue }
                cases += try XUnitReader.cases(in: data, displayPath: file)
                sawXCTestReport = sawXCTestReport || !file.hasSuffix("-swift-testing.xml")
            }
            if !sawXCTestReport, let log {
                cases += XCTestLogReader.cases(in: log)
            }
            let tail = log.map(Self.tail) ?? ""
            switch result.status {
            case .skipped:
                cases = [JUnitReport.TestCase(className: result.name, name: "skipped", time: 0, skipped: result.reason)]
            case .buildFailed:
                cases = [
                    JUnitReport.TestCase(
                        className: result.name, name: "build", time: result.seconds,
                        failure: .init(message: "\(result.name) did not build; see \(result.log)", details: tail))
                ]
            case .noTests:
                cases.append(
                    JUnitReport.TestCase(
                        className: result.name, name: "tests", time: 0,
                        failure: .init(message: "\(result.name) has a Tests directory but ran no test", details: tail)))
            case .failed where !cases.contains(where: { $0.failure != nil }):
                cases.append(
                    JUnitReport.TestCase(
                        className: result.name, name: "test run", time: result.seconds,
                        failure: .init(
                            message: "\(result.name) failed outside any test case; see \(result.log)", details: tail)))
            case .passed where cases.isEmpty:
                cases.append(JUnitReport.TestCase(className: result.name, name: "build", time: result.seconds))
            default:
                break
            }
            suites.append(
                JUnitReport.Suite(
                    name: result.name, time: result.seconds,
                    reason: (result.status == .skipped ? "skipped: " : "tested: ") + result.reason, cases: cases))
        }
        return JUnitReport(suites: suites)
    }

    private static func read(_ path: String, root: URL) -> String? {
        guard !path.isEmpty,
            let data = FileManager.default.contents(atPath: URL(fileURLWithPath: path, relativeTo: root).path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func tail(_ log: String) -> String {
        log.split(separator: "\n", omittingEmptySubsequences: false).suffix(logTail).joined(separator: "\n")
    }
}
