import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Measured durations read from JUnit reports of earlier runs (`Tools/test-all --junit`, one file or
/// several, e.g. one per CI shard): seconds per unit (its `<testsuite>`, by name) and per test class
/// (its cases' times, by `classname`). A suite split across shards appears once per part: its
/// cases add up, and what each part spent beyond its cases (building the package) counts once.
public struct TestDurations: Equatable, Sendable {
    /// Seconds per test class as the report names it (`Class` for XCTest, `Target.Suite` for Swift Testing).
    public var classes: [String: Double] = [:]
    private var suiteSeconds: [String: Double] = [:]
    private var caseSeconds: [String: Double] = [:]
    private var parts: [String: Int] = [:]

    /// Seconds per unit name: its cases plus the average time a part of it spent beyond them.
    public var units: [String: Double] {
        suiteSeconds.reduce(into: [:]) { result, entry in
            let cases = caseSeconds[entry.key] ?? 0
            result[entry.key] = cases + max(0, entry.value - cases) / Double(max(1, parts[entry.key] ?? 1))
        }
    }

    /// Empty durations.
    public init() {}

    /// Reads every `.xml` file at `paths` (files, or directories searched recursively), sorted by path.
    public static func load(paths: [String], relativeTo base: URL) throws -> TestDurations {
        var files: [URL] = []
        let fileManager = FileManager.default
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw CheckDepsError.io(path: path, reason: "does not exist")
            }
            if !isDirectory.boolValue {
                files.append(url)
                continue
            }
            for case let relative as String in fileManager.enumerator(atPath: url.path) ?? .init()
            where relative.hasSuffix(".xml") {
                files.append(url.appendingPathComponent(relative))
            }
        }
        var durations = TestDurations()
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let data = fileManager.contents(atPath: file.path) else {
                throw CheckDepsError.io(path: file.path, reason: "cannot be read")
            }
            try durations.add(data, displayPath: file.path)
        }
        return durations
    }

    /// Adds one JUnit document; suites skipped in that run (reason `skipped: …`) count for nothing.
    public mutating func add(_ data: Data, displayPath: String) throws {
        let collector = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse() else {
            throw CheckDepsError.invalidConfiguration(
                path: displayPath, reason: "not a JUnit XML file (\(parser.parserError.map { "\($0)" } ?? "?"))")
        }
        for suite in collector.suites where !suite.skipped {
            suiteSeconds[suite.name, default: 0] += suite.time
            parts[suite.name, default: 0] += 1
            for (name, time) in suite.classes {
                classes[name, default: 0] += time
                caseSeconds[suite.name, default: 0] += time
            }
        }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        struct Suite {
            var name: String
            var time: Double
            var skipped = false
            var classes: [String: Double] = [:]
        }
        var suites: [Suite] = []
        private var current: Suite?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch elementName {
            case "testsuite":
                current = Suite(name: attributes["name"] ?? "", time: Double(attributes["time"] ?? "") ?? 0)
            case "property" where attributes["name"] == "reason":
                current?.skipped = (attributes["value"] ?? "").hasPrefix("skipped: ")
            case "testcase":
                current?.classes[attributes["classname"] ?? "", default: 0] += Double(attributes["time"] ?? "") ?? 0
            default:
                break
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if elementName == "testsuite", let current {
                suites.append(current)
                self.current = nil
            }
        }
    }
}
