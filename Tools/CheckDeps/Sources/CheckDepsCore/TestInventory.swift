import Foundation

/// The tests a package's sources declare, read with the lexer (nothing is built): XCTest classes and
/// their `test…` methods, Swift Testing `@Test` functions and the types that hold them. Test ids are
/// what `swift test --filter` matches: `Target.Class/method` (`Target.Type/name()` for Swift Testing,
/// `Target/name()` for a free `@Test` function).
public struct TestInventory: Equatable, Sendable {
    /// A type that holds tests: an XCTest class or a Swift Testing suite.
    public struct TestClass: Equatable, Sendable {
        /// The test target (the folder under `Tests/`).
        public var target: String
        /// The type's name.
        public var name: String
        /// `Target.Type`, the class part of a filter.
        public var qualifiedName: String { target + "." + name }
    }

    /// Every top-level type with tests, sorted by qualified name.
    public var classes: [TestClass]
    /// Every test id, sorted.
    public var tests: [String]

    /// Scans `Tests/<Target>/**/*.swift` of the package at `packageDirectory`.
    public static func scan(packageDirectory: URL) -> TestInventory {
        let testsDirectory = packageDirectory.appendingPathComponent("Tests")
        let fileManager = FileManager.default
        var files: [(target: String, source: String)] = []
        let targets = ((try? fileManager.contentsOfDirectory(atPath: testsDirectory.path)) ?? []).sorted()
        for target in targets {
            let directory = testsDirectory.appendingPathComponent(target)
            guard let walker = fileManager.enumerator(atPath: directory.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                guard let data = fileManager.contents(atPath: directory.appendingPathComponent(path).path) else {
                    continue
                }
                files.append((target, String(decoding: data, as: UTF8.self)))
            }
        }
        return scan(files)
    }

    /// Scans sources given as (test target, text) pairs.
    public static func scan(_ files: [(target: String, source: String)]) -> TestInventory {
        var xctestClasses = Set<String>()  // "Target.Class", across files (extensions may live elsewhere)
        var found: [(target: String, type: String?, method: String, xctest: Bool)] = []
        for file in files {
            let tokens = SwiftLexer.lex(file.source).tokens
            var stack: [(name: String?, depth: Int)] = []  // enclosing type declarations
            var depth = 0
            var pendingType: String?
            var sawTestAttribute = false
            for (index, token) in tokens.enumerated() {
                if token.kind == .punctuation, token.text == "{" {
                    depth += 1
                    if let type = pendingType {
                        stack.append((type, depth))
                        pendingType = nil
                    }
                } else if token.kind == .punctuation, token.text == "}" {
                    if stack.last?.depth == depth { stack.removeLast() }
                    depth -= 1
                } else if token.kind == .attribute, token.text == "Test" {
                    sawTestAttribute = true
                } else if token.kind == .identifier,
                    ["class", "struct", "enum", "actor", "extension"].contains(token.text),
                    index + 1 < tokens.count, tokens[index + 1].kind == .identifier, stack.count == depth
                {
                    let name = tokens[index + 1].text
                    pendingType = name
                    if token.text == "class", isXCTestCase(tokens, after: index + 2) {
                        xctestClasses.insert(file.target + "." + name)
                    }
                } else if token.isIdentifier("func"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    let name = tokens[index + 1].text
                    let type = stack.first?.name
                    if sawTestAttribute {
                        found.append((file.target, type, name + "()", false))
                    } else if name.hasPrefix("test"), stack.count == 1, depth == stack[0].depth, let type {
                        found.append((file.target, type, name, true))
                    }
                    sawTestAttribute = false
                }
            }
        }
        var classes: [String: TestClass] = [:]
        var tests: Set<String> = []
        for test in found {
            guard let type = test.type else {
                tests.insert(test.target + "/" + test.method)
                continue
            }
            let qualified = test.target + "." + type
            // A `test…` method counts only in an XCTestCase subclass (or an extension of one).
            if test.xctest, !xctestClasses.contains(qualified) { continue }
            classes[qualified] = TestClass(target: test.target, name: type)
            tests.insert(qualified + "/" + test.method)
        }
        return TestInventory(
            classes: classes.values.sorted { $0.qualifiedName < $1.qualifiedName }, tests: tests.sorted())
    }

    /// Whether the inheritance clause after a class name names a `…TestCase` superclass.
    private static func isXCTestCase(_ tokens: [Token], after start: Int) -> Bool {
        guard start < tokens.count, tokens[start].kind == .punctuation, tokens[start].text == ":" else { return false }
        var index = start + 1
        while index < tokens.count, !(tokens[index].kind == .punctuation && tokens[index].text == "{") {
            if tokens[index].kind == .identifier, tokens[index].text.hasSuffix("TestCase") { return true }
            index += 1
        }
        return false
    }
}
