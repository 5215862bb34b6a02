import DocCheckCore
import Foundation
import XCTest

final class SymbolCoverageTests: XCTestCase {
    private func symbol(
        _ path: [String], kind: String = "swift.method", access: String = "public", doc: [String]? = nil,
        synthesized: Bool = false, line: Int? = nil
    ) -> [String: Any] {
        var symbol: [String: Any] = [
            "identifier": [
                "precise": "s:4Demo" + path.joined() + (synthesized ? "::SYNTHESIZED::x" : ""),
                "interfaceLanguage": "swift",
            ],
            "kind": ["identifier": kind, "displayName": "Method"],
            "pathComponents": path, "accessLevel": access, "names": ["title": path.last ?? ""],
        ]
        if let doc { symbol["docComment"] = ["lines": doc.map { ["text": $0] }] }
        if let line {
            symbol["location"] = ["uri": "file:///src/Demo/Thing.swift", "position": ["line": line, "character": 4]]
        }
        return symbol
    }

    private func graph(_ symbols: [[String: Any]], module: String = "Demo") throws -> Data {
        try JSONSerialization.data(withJSONObject: [
            "module": ["name": module], "symbols": symbols, "relationships": [],
        ])
    }

    func testUndocumentedPublicSymbols_areGaps_synthesizedAndNonPublicAreNot() throws {
        let data = try graph([
            symbol(["Thing"], kind: "swift.struct", doc: ["A thing."]),
            symbol(["Thing", "run()"], line: 11),
            symbol(["Thing", "stop()"], doc: ["", "   "]),
            symbol(["Thing", "go(_:)"], doc: ["- Parameter x: how far"]),
            symbol(["Thing", "!=(_:_:)"], kind: "swift.func.op", synthesized: true),
            symbol(["Thing", "helper()"], access: "internal"),
            symbol(["Open"], kind: "swift.class", access: "open", doc: ["Subclass me.", "", "More."]),
        ])
        let coverage = try SymbolCoverage.measure(symbolGraph: data, path: "Demo.symbols.json")
        XCTAssertEqual(coverage.symbolCount, 5)
        XCTAssertEqual(
            coverage.gaps,
            [
                .init(module: "Demo", path: "Thing.run()", kind: "method", location: "/src/Demo/Thing.swift:12"),
                .init(module: "Demo", path: "Thing.stop()", kind: "method", location: nil),
                .init(module: "Demo", path: "Thing.go(_:)", kind: "method", location: nil),
            ])
    }

    func testCommand_overADirectory_reportsEachGapAndFails_orPassesWhenComplete() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("doc-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try graph([symbol(["A"], kind: "swift.struct", doc: ["An A."]), symbol(["A", "b()"], line: 2)])
            .write(to: directory.appendingPathComponent("Demo.symbols.json"))
        try graph([symbol(["Int", "c()"], doc: ["Extends Int."])], module: "Demo")
            .write(to: directory.appendingPathComponent("Demo@Swift.symbols.json"))
        try Data("not json".utf8).write(to: directory.appendingPathComponent("notes.txt"))

        let failing = DocCheckCommand.run(arguments: ["coverage", directory.path])
        XCTAssertEqual(failing.exitCode, 1)
        XCTAssertEqual(
            failing.standardOutput,
            "/src/Demo/Thing.swift:3: error: public method Demo.A.b() has no doc comment\n"
                + "doc-check: 1 of 3 public symbols undocumented\n")

        try graph([symbol(["A"], kind: "swift.struct", doc: ["An A."])])
            .write(to: directory.appendingPathComponent("Demo.symbols.json"))
        let passing = DocCheckCommand.run(arguments: ["coverage", directory.path])
        XCTAssertEqual(passing.exitCode, 0)
        XCTAssertEqual(passing.standardOutput, "doc-check: 2 public symbols, all documented\n")
    }

    func testCommand_badInput_exitsTwoWithOneLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("doc-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("X.symbols.json")
        try Data("[1, 2]".utf8).write(to: broken)
        XCTAssertEqual(
            DocCheckCommand.run(arguments: ["coverage", directory.path]),
            .init(
                exitCode: 2, standardOutput: "",
                standardError: "doc-check: error: \(broken.path) is not a symbol graph "
                    + "(expected a JSON object with \"module\" and \"symbols\")\n"))
        try FileManager.default.removeItem(at: broken)
        XCTAssertEqual(
            DocCheckCommand.run(arguments: ["coverage", directory.path]).standardError,
            "doc-check: error: no public symbols in \(directory.path) "
                + "(usage: doc-check coverage DIR... | doc-check snippets ARTICLE.md)\n")
        XCTAssertEqual(DocCheckCommand.run(arguments: ["coverage", "/nonexistent/doc-check"]).exitCode, 2)
        XCTAssertEqual(DocCheckCommand.run(arguments: []).exitCode, 2)
        XCTAssertEqual(DocCheckCommand.run(arguments: ["bogus"]).exitCode, 2)
    }
}
