/// How many tests one `swift test` log says passed, failed and were skipped, read from XCTest's
/// totals line and Swift Testing's closing line.
///
/// XCTest's last total (`Executed 205 tests, with 2 tests skipped and 3 failures (1 unexpected)`)
/// gives the tests run and skipped; its failure count counts assertions, not tests, so failed tests
/// are the `Test Case '…' failed` lines. Swift Testing's closing line (`Test run with 11 tests in 5
/// suites failed after … with 5 issues (including 1 known issue)`) counts skipped tests too; its
/// failed and skipped tests are its `Test … failed after` and `Test … skipped` lines. A test whose
/// only issues are known issues (`withKnownIssue`, an expected failure) passed. A log without a
/// totals line (the test process crashed) is counted from the lines of finished tests.
public struct TestLogSummary: Equatable, Sendable {
    /// Tests that passed (Swift Testing's expected failures included).
    public var passed = 0
    /// Tests that failed.
    public var failed = 0
    /// Tests that were skipped (`XCTSkip`, a disabled Swift Testing test or suite).
    public var skipped = 0
    /// Swift Testing tests that passed with known issues (expected failures).
    public var expectedFailures = 0

    /// Tests that ran or were skipped.
    public var executed: Int { passed + failed + skipped }

    /// Creates a summary.
    public init(passed: Int = 0, failed: Int = 0, skipped: Int = 0, expectedFailures: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
        self.expectedFailures = expectedFailures
    }

    /// The counts of both frameworks in `log`.
    public static func parse(_ log: String) -> TestLogSummary {
        var xctest = FrameworkCounts()
        var swiftTesting = FrameworkCounts()
        for rawLine in log.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if line.hasPrefix("Test Case '") {
                xctest.countCase(line)
            } else if line.hasPrefix("Executed ") {
                xctest.total = xctestTotal(line) ?? xctest.total
            } else if let event = swiftTestingEvent(line) {
                swiftTesting.countEvent(event)
            }
        }
        let both = [xctest.summary, swiftTesting.summary]
        return TestLogSummary(
            passed: both.map(\.passed).reduce(0, +), failed: both.map(\.failed).reduce(0, +),
            skipped: both.map(\.skipped).reduce(0, +), expectedFailures: both.map(\.expectedFailures).reduce(0, +))
    }

    /// One framework's totals line and finished-test lines.
    private struct FrameworkCounts {
        /// (tests, skipped) from the last totals line.
        var total: (tests: Int, skipped: Int)?
        var passedLines = 0
        var failedLines = 0
        var skippedLines = 0
        var expectedFailures = 0

        mutating func countCase(_ line: Substring) {
            guard let close = line.range(of: "' ", options: .backwards) else { return }
            switch line[close.upperBound...].prefix(while: { $0 != " " }) {
            case "passed": passedLines += 1
            case "failed": failedLines += 1
            case "skipped": skippedLines += 1
            default: break
            }
        }

        mutating func countEvent(_ event: SwiftTestingEvent) {
            switch event {
            case .total(let tests): total = (tests, 0)
            case .passed(let knownIssues):
                passedLines += 1
                if knownIssues { expectedFailures += 1 }
            case .failed: failedLines += 1
            case .skipped: skippedLines += 1
            }
        }

        var summary: TestLogSummary {
            guard let total else {
                return TestLogSummary(
                    passed: passedLines, failed: failedLines, skipped: skippedLines, expectedFailures: expectedFailures)
            }
            // XCTest's total names its skipped tests; Swift Testing's only has the skipped lines.
            let skipped = max(total.skipped, skippedLines)
            let failed = min(failedLines, max(0, total.tests - skipped))
            return TestLogSummary(
                passed: max(0, total.tests - skipped - failed), failed: failed, skipped: skipped,
                expectedFailures: expectedFailures)
        }
    }

    /// `Executed 205 tests, with 2 tests skipped and 0 failures (0 unexpected) in …` -> (205, 2).
    private static func xctestTotal(_ line: Substring) -> (tests: Int, skipped: Int)? {
        let words = line.split(separator: " ")
        guard words.count >= 3, let tests = Int(words[1]), words[2].hasPrefix("test") else { return nil }
        var skipped = 0
        if let with = words.firstIndex(of: "with"), with + 3 < words.count, words[with + 3] == "skipped",
            let count = Int(words[with + 1])
        {
            skipped = count
        }
        return (tests, skipped)
    }

    private enum SwiftTestingEvent {
        case total(Int)
        case passed(knownIssues: Bool)
        case failed
        case skipped
    }

    /// A Swift Testing line after its symbol: `Test run with N tests …`, or `Test NAME passed after …`,
    /// `… failed after …`, `… skipped.`/`… skipped: "reason"`. Suites and issue lines are not events.
    private static func swiftTestingEvent(_ line: Substring) -> SwiftTestingEvent? {
        guard let space = line.firstIndex(of: " ") else { return nil }
        let text = line[line.index(after: space)...]
        guard text.hasPrefix("Test ") else { return nil }
        if text.hasPrefix("Test run with "), text.contains(" passed after ") || text.contains(" failed after "),
            let tests = Int(text.dropFirst("Test run with ".count).prefix(while: \.isNumber))
        {
            return .total(tests)
        }
        // The name may be a quoted display name containing anything; the outcome follows it.
        let name = displayNameEnd(text.dropFirst("Test ".count))
        let rest = text[name...]
        if rest.hasPrefix(" passed after ") || rest.contains(" test cases passed after ") {
            return .passed(knownIssues: rest.contains(" known issue"))
        }
        if rest.hasPrefix(" failed after ") || rest.contains(" test cases failed after ") { return .failed }
        if rest == " skipped." || rest.hasPrefix(" skipped: ") { return .skipped }
        return nil
    }

    /// The index after a test's name: a quoted display name ends at its closing quote, a function
    /// name at its closing parenthesis.
    private static func displayNameEnd(_ text: Substring) -> Substring.Index {
        if text.hasPrefix("\""), let close = text.dropFirst().firstIndex(of: "\"") {
            return text.index(after: close)
        }
        return text.firstIndex(of: ")").map { text.index(after: $0) } ?? text.startIndex
    }
}
