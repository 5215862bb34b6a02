import CheckDepsCore
import Foundation
import XCTest

final class SupportTypesTests: XCTestCase {
    func testFNV1a128_matchesReferenceVectors() {
        var empty = FNV1a128()
        empty.combine([UInt8]())
        XCTAssertEqual(empty.hexDigest, "6c62272e07bb014262b821756295c58d")
        var a = FNV1a128()
        a.combine(Array("a".utf8))
        XCTAssertEqual(a.hexDigest, "d228cb696f1a8caf78912b704e4a8964")
        var foobar = FNV1a128()
        foobar.combine(Array("foobar".utf8))
        XCTAssertEqual(foobar.hexDigest, "343e1662793c64bf6f0d3597ba446f18")
    }

    /// A buffer is hashed in one pass and any other sequence byte by byte: both give the same digest.
    func testFNV1a128_givesOneDigestForTheSameBytes_whateverHoldsThem() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        var array = FNV1a128()
        array.combine(bytes)
        var data = FNV1a128()
        data.combine(Data(bytes))
        var lazy = FNV1a128()
        lazy.combine(bytes.lazy.map { $0 })  // no contiguous storage
        var halves = FNV1a128()
        bytes.withUnsafeBytes { buffer in
            halves.combine(UnsafeRawBufferPointer(rebasing: buffer[..<400]))
            halves.combine(UnsafeRawBufferPointer(rebasing: buffer[400...]))
        }
        XCTAssertEqual(Set([array.hexDigest, data.hexDigest, lazy.hexDigest, halves.hexDigest]).count, 1)
        var foobar = FNV1a128()
        foobar.combine("foobar".utf8)
        XCTAssertEqual(foobar.hexDigest, "343e1662793c64bf6f0d3597ba446f18")
    }

    func testBaseline_countsOccurrences_aSecondCopyOfAnAcceptedFindingIsReported() throws {
        func finding(_ line: Int) -> Finding {
            Finding(rule: "R8", path: "A.swift", line: line, message: "target A imports B", fix: "Declare B.")
        }
        let once = Baseline(findings: [finding(1)])
        XCTAssertEqual(once.apply(to: [finding(1), finding(7)], displayPath: "b.json"), [finding(7)])

        let twice = Baseline(findings: [finding(1), finding(2)])
        XCTAssertEqual(twice.entries.count, 2)
        XCTAssertEqual(twice.apply(to: [finding(3), finding(4)], displayPath: "b.json"), [])
        let decoded = try JSONDecoder().decode(Baseline.self, from: twice.encoded())
        XCTAssertEqual(decoded.apply(to: [finding(1), finding(2), finding(3)], displayPath: "b.json"), [finding(3)])
        let stale = twice.apply(to: [finding(5)], displayPath: "b.json")
        XCTAssertEqual(stale.map(\.rule), ["baseline"])
        XCTAssertEqual(stale.first?.message, "stale entry [R8] A.swift: target A imports B")
    }

    func testCycleDetector_reportsEachCycleOnceFromItsSmallestNode() {
        var graph = CycleDetector()
        graph.addEdge(from: "B", to: "C")
        graph.addEdge(from: "C", to: "A")
        graph.addEdge(from: "A", to: "B")
        graph.addEdge(from: "C", to: "D")
        graph.addEdge(from: "E", to: "E")
        XCTAssertEqual(graph.cycles(), [["A", "B", "C", "A"], ["E", "E"]])
    }

    func testCycleDetector_acyclicGraphHasNoCycles() {
        var graph = CycleDetector()
        graph.addEdge(from: "A", to: "B")
        graph.addEdge(from: "A", to: "C")
        graph.addEdge(from: "B", to: "C")
        XCTAssertEqual(graph.cycles(), [])
    }

    func testRepoPath_relativeAndNormalize() {
        XCTAssertEqual(RepoPath.relative("/r/Packages/Goods", to: "/r"), "Packages/Goods")
        XCTAssertEqual(RepoPath.relative("/r/Packages/Goods", to: "/r/Packages/Cart"), "../Goods")
        XCTAssertEqual(RepoPath.relative("/r", to: "/r"), ".")
        XCTAssertEqual(RepoPath.normalize("./Packages//Goods/"), "Packages/Goods")
        XCTAssertTrue(RepoPath.isUnder("Tools/CheckDeps", prefix: "Tools"))
        XCTAssertFalse(RepoPath.isUnder("ToolsX/a", prefix: "Tools"))
    }

    func testSuppression_parsesRulesAndReason() {
        let comments = [
            SourceComment(text: " check-deps:ignore R8: generated code", line: 3),
            SourceComment(text: " check-deps:ignore R2,R6: migration", line: 4),
            SourceComment(text: " check-deps:ignore R8", line: 5),
        ]
        let parsed = Suppression.parse(comments)
        XCTAssertEqual(parsed.map(\.rules), [["R8"], ["R2", "R6"], ["R8"]])
        XCTAssertEqual(parsed.map(\.reason), ["generated code", "migration", nil])
        XCTAssertEqual(parsed.map(\.isValid), [true, true, false])
    }

    func testManifestLocator_findsDependencyInsideItsTarget() {
        let manifest = """
            let package = Package(
                name: "Goods",
                products: [.library(name: "Goods", targets: ["Goods"])],
                targets: [
                    .target(name: "Goods", dependencies: [.target(name: "Models")]),
                    .target(
                        name: "Models",
                        dependencies: ["Goods"]
                    ),
                    .testTarget(name: "GoodsTests", dependencies: ["Goods"]),
                ]
            )
            """
        let locator = ManifestLocator(source: manifest)
        XCTAssertEqual(locator.line(ofDependency: "Models", inTarget: "Goods"), 5)
        XCTAssertEqual(locator.line(ofDependency: "Goods", inTarget: "Models"), 8)
        XCTAssertEqual(locator.line(ofDependency: "Goods", inTarget: "GoodsTests"), 10)
        XCTAssertEqual(locator.line(ofTarget: "Models"), 6)
        XCTAssertEqual(locator.line(ofDependency: "Nowhere", inTarget: "Unknown"), 1)
    }

    func testCommandOptions_parseAndReject() throws {
        let options = try CommandOptions.parse(["--root", "x", "--format=json", "--graph", "dot", "--no-cache"])
        XCTAssertEqual(options.root, "x")
        XCTAssertEqual(options.format, .json)
        XCTAssertEqual(options.graph, .dot)
        XCTAssertTrue(options.noCache)
        XCTAssertThrowsError(try CommandOptions.parse(["--frobnicate"])) { error in
            XCTAssertEqual(error as? CheckDepsError, .usage("unknown option '--frobnicate'"))
        }
        XCTAssertThrowsError(try CommandOptions.parse(["--format", "xml"]))
        XCTAssertThrowsError(try CommandOptions.parse(["--root"]))
    }
}
