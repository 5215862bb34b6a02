import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the test cases of an xUnit XML file as `swift test --xunit-output` writes it (for XCTest
/// and for Swift Testing alike).
public enum XUnitReader {
    /// The test cases of the xUnit document `data`; `displayPath` names it in errors.
    public static func cases(in data: Data, displayPath: String) throws -> [JUnitReport.TestCase] {
        let collector = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse(), collector.isComplete else {
            throw CheckDepsError.invalidConfiguration(
                path: displayPath,
                reason:
                    "not a complete xUnit XML file (\(parser.parserError.map { "\($0)" } ?? "no closed <testsuites> or <testsuite>"))"
            )
        }
        return collector.cases
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var cases: [JUnitReport.TestCase] = []
        private var current: JUnitReport.TestCase?
        private var text = ""
        private var failureMessage: String?
        private var depth = 0
        private var rootName: String?
        /// Whether the document's root was `testsuites` or `testsuite` and it was closed.
        private(set) var isComplete = false

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if depth == 0 { rootName = elementName }
            depth += 1
            switch elementName {
            case "testcase":
                current = JUnitReport.TestCase(
                    className: attributes["classname"] ?? "", name: attributes["name"] ?? "",
                    time: Double(attributes["time"] ?? "") ?? 0)
            case "failure", "error":
                failureMessage = attributes["message"] ?? elementName
                text = ""
            case "skipped":
                current?.skipped = attributes["message"] ?? "skipped"
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if failureMessage != nil { text += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            depth -= 1
            if depth == 0, let rootName, ["testsuites", "testsuite"].contains(rootName) { isComplete = true }
            switch elementName {
            case "failure", "error":
                if let message = failureMessage, current?.failure == nil {
                    current?.failure = JUnitReport.Failure(
                        message: message, details: text.trimmingCharacters(in: .whitespacesAndNewlines))
                }
                failureMessage = nil
            case "testcase":
                if let current { cases.append(current) }
                current = nil
            default:
                break
            }
        }
    }
}
