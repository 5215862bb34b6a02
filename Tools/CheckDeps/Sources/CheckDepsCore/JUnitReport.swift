import Foundation

/// One JUnit XML report for a whole test run: a `<testsuite>` per unit, in run order.
public struct JUnitReport: Equatable, Sendable {
    /// Why a test case failed.
    public struct Failure: Equatable, Sendable {
        /// One line.
        public var message: String
        /// Details (file and line, log lines).
        public var details: String

        /// Creates a failure.
        public init(message: String, details: String) {
            self.message = message
            self.details = details
        }
    }

    /// One test case.
    public struct TestCase: Equatable, Sendable {
        /// The class (or suite) the test belongs to.
        public var className: String
        /// The test's name.
        public var name: String
        /// Seconds.
        public var time: Double
        /// Why the test failed, if it did.
        public var failure: Failure?
        /// Why the test was skipped, if it was.
        public var skipped: String?

        /// Creates a test case.
        public init(className: String, name: String, time: Double, failure: Failure? = nil, skipped: String? = nil) {
            self.className = className
            self.name = name
            self.time = time
            self.failure = failure
            self.skipped = skipped
        }
    }

    /// One unit's test cases.
    public struct Suite: Equatable, Sendable {
        /// The unit's name.
        public var name: String
        /// Wall-clock seconds of the unit (build included).
        public var time: Double
        /// Why the unit was tested or skipped.
        public var reason: String
        /// The cases.
        public var cases: [TestCase]

        /// Creates a suite.
        public init(name: String, time: Double, reason: String, cases: [TestCase]) {
            self.name = name
            self.time = time
            self.reason = reason
            self.cases = cases
        }
    }

    /// The suites in run order.
    public var suites: [Suite]

    /// Creates a report.
    public init(suites: [Suite]) {
        self.suites = suites
    }

    /// The XML document.
    public var xml: String {
        let all = suites.flatMap(\.cases)
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append(
            "<testsuites name=\"test-all\"" + counts(all) + " time=\"\(seconds(suites.reduce(0) { $0 + $1.time }))\">")
        for suite in suites {
            lines.append(
                "  <testsuite name=\"\(Self.escape(suite.name))\"" + counts(suite.cases)
                    + " time=\"\(seconds(suite.time))\">")
            lines.append("    <properties>")
            lines.append("      <property name=\"reason\" value=\"\(Self.escape(suite.reason))\"/>")
            lines.append("    </properties>")
            for test in suite.cases {
                let open =
                    "    <testcase classname=\"\(Self.escape(test.className))\" name=\"\(Self.escape(test.name))\" time=\"\(seconds(test.time))\""
                if let failure = test.failure {
                    lines.append(open + ">")
                    lines.append(
                        "      <failure message=\"\(Self.escape(failure.message))\">\(Self.escape(failure.details, attribute: false))</failure>"
                    )
                    lines.append("    </testcase>")
                } else if let skipped = test.skipped {
                    lines.append(open + ">")
                    lines.append("      <skipped message=\"\(Self.escape(skipped))\"/>")
                    lines.append("    </testcase>")
                } else {
                    lines.append(open + "/>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func counts(_ cases: [TestCase]) -> String {
        let failures = cases.filter { $0.failure != nil }.count
        let skipped = cases.filter { $0.skipped != nil }.count
        return " tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
    }

    private func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// Escapes text for an attribute or element, dropping characters XML 1.0 cannot hold.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += attribute ? "&#10;" : "\n"
            case "\t": result += attribute ? "&#9;" : "\t"
            case "\r": result += attribute ? "&#13;" : "\r"
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
