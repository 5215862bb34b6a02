import Foundation

/// Which tests of a package one run selects when its suite is split by class across shards: only the
/// listed classes (`swift test --filter`), or everything but them (`--skip`), so that the parts of a
/// split suite together run every test, including any the source scan did not see, exactly once.
public struct TestSelection: Codable, Equatable, Sendable {
    /// Whether the classes are the ones to run or the ones to leave out.
    public enum Mode: String, Codable, Sendable {
        /// Run only these classes.
        case only
        /// Run everything but these classes.
        case except
    }

    /// The mode.
    public var mode: Mode
    /// Qualified class names (`Target.Class`), sorted.
    public var classes: [String]

    /// Creates a selection.
    public init(mode: Mode, classes: [String]) {
        self.mode = mode
        self.classes = classes.sorted()
    }

    /// The regular expression `swift test` matches against `Target.Class/test` ids.
    public var pattern: String {
        "^(" + classes.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|") + ")/"
    }

    /// The `swift test` argument: `--filter=PATTERN` or `--skip=PATTERN` (nothing to skip: none).
    public var argument: String? {
        if classes.isEmpty { return mode == .only ? "--filter=^$" : nil }
        return (mode == .only ? "--filter=" : "--skip=") + pattern
    }

    /// Whether `swift test` with this selection runs the test with id `test` (`Target.Class/name`).
    public func selects(_ test: String) -> Bool {
        let matches = classes.contains { test.hasPrefix($0 + "/") }
        return mode == .only ? matches : !matches
    }
}
