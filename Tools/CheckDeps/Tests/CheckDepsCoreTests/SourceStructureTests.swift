@testable import CheckDepsCore
import Foundation
import XCTest

/// `SourceStructure`: what the checker reads of a Swift source, and which edits change it.
final class SourceStructureTests: XCTestCase {
    private let component = """
        import Foundation
        import GoodsMediator
        import Mediator

        /// The Goods target.
        public final class Target_Goods: NSObject {
            static let actions = [
                Action.remote("list"),
                Action.local("show@member"),
            ]

            func list(_ params: [String: Any]) -> Int {
                let limit = params["limit"] as? Int ?? 10
                return limit * 2
            }
        }

        """

    private func parts(_ old: String, _ new: String) -> [String] {
        SourceStructure(source: new).changedParts(since: SourceStructure(source: old))
    }

    private func edit(_ text: String, _ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line)
        -> String
    {
        XCTAssertTrue(text.contains(old), "no '\(old)' to replace", file: file, line: line)
        return text.replacingOccurrences(of: old, with: new)
    }

    func testBodyCommentAndLayoutChanges_keepTheStructure() {
        let edited = edit(component, "return limit * 2", "// twice the limit\n        return limit  *  2 + 0")
        XCTAssertEqual(parts(component, edited), [])
        XCTAssertEqual(parts(component, "\n\n" + component), [], "lines do not count without a suppression")
        XCTAssertEqual(SourceStructure(source: edited).digest, SourceStructure(source: component).digest)
    }

    func testAnAddedOrConditionalImport_changesTheImports() {
        XCTAssertEqual(parts(component, "import Cart\n" + component), ["imports"])
        XCTAssertEqual(
            parts(component, edit(component, "import Mediator\n", "@_exported import Mediator\n")), ["imports"])
        let conditional = edit(component, "import Mediator\n", "#if canImport(Mediator)\nimport Mediator\n#endif\n")
        XCTAssertEqual(parts(component, conditional), ["imports"])
    }

    func testActionDeclarations_countByNameAndRemoteness() {
        XCTAssertEqual(
            parts(
                component,
                edit(
                    component, "Action.local(\"show@member\"),",
                    "Action.local(\"show@member\"),\n        Action.remoteAsync(\"count\"),")),
            ["action declarations"])
        XCTAssertEqual(
            parts(component, edit(component, "Action.remote(\"list\")", "Action.local(\"list\")")),
            ["action declarations"])
        // The declaration's name on the next line is still the declaration.
        XCTAssertEqual(parts(component, edit(component, "Action.remote(\"list\")", "Action.remote(\n\"list\")")), [])
    }

    func testTargetActionCalls_areStructure() {
        let client = "import Mediator\n\nlet goods = ComponentClient(mediator, target: \"Goods\")\n"
        XCTAssertEqual(
            parts(client, client + "func list() { goods.call(action: \"list\") }\n"), ["target:/action: calls"])
        XCTAssertEqual(
            parts(
                client + "func list() { goods.call(action: \"list\") }\n",
                client + "func list() { goods.call(action: \"lists\") }\n"),
            ["target:/action: calls"])
    }

    func testTargetTypeAccess_andNewTypes_areTypeDeclarations() {
        XCTAssertEqual(
            parts(component, edit(component, "public final class Target_Goods", "final class Target_Goods")),
            ["type declarations"])
        XCTAssertEqual(parts(component, component + "struct Helper {}\n"), ["type declarations"])
        XCTAssertEqual(
            parts(component, edit(component, ": NSObject {", ": NSObject, Sendable {")), ["type declarations"])
    }

    func testTestFunctions_andTheirClass_areStructure() {
        let tests = """
            import XCTest

            final class ATests: XCTestCase {
                func testOne() { XCTAssertEqual(1, 1) }
            }

            final class BTests: XCTestCase {
                func testTwo() {}
            }

            """
        XCTAssertEqual(
            parts(
                tests, edit(tests, "func testOne() { XCTAssertEqual(1, 1) }", "func testOne() { XCTAssertEqual(2, 2) }")
            ), [])
        XCTAssertEqual(
            parts(tests, edit(tests, "func testTwo() {}", "func testTwo() {}\n    func testThree() {}")),
            ["test functions"])
        XCTAssertEqual(parts(tests, edit(tests, "func testTwo() {}", "@Test func two() {}")), ["test functions"])
        // The same tests in the same order, but testOne now in BTests: another inventory.
        let moved = edit(
            edit(tests, "    func testOne() { XCTAssertEqual(1, 1) }\n", ""), "func testTwo() {}",
            "func testOne() { XCTAssertEqual(1, 1) }\n    func testTwo() {}")
        XCTAssertEqual(parts(tests, moved), ["declaration order"])
        // A helper that is no test is a body change.
        XCTAssertEqual(parts(tests, edit(tests, "func testTwo() {}", "func testTwo() {}\n    func helper() {}")), [])
    }

    func testCheckDepsComments_andTheRegistrationList_areStructure() {
        let registry = """
            enum ComponentRegistry {
                // check-deps: registrations
                static let all: [Entry] = [
                    .init(name: "Cart", launch: 40, remote: true),
                    .init(name: "Goods", launch: 50, remote: true),
                ]

                static func launch() { all.forEach { $0.start() } }
            }

            """
        XCTAssertEqual(parts(registry, edit(registry, "launch: 50", "launch: 55")), ["registration list"])
        XCTAssertEqual(parts(registry, edit(registry, "all.forEach", "all.reversed().forEach")), [])
        XCTAssertEqual(
            parts(registry, edit(registry, "// check-deps: registrations", "// registrations")),
            ["check-deps comments", "registration list"])
        XCTAssertEqual(
            parts(
                component,
                edit(component, "import GoodsMediator\n", "import GoodsMediator  // check-deps:ignore R8: a reason\n")),
            ["check-deps comments"])
    }

    func testInAFileWithASuppression_linesCount() {
        let suppressed = "import Foundation\nimport Cart  // check-deps:ignore R8: kept for the demo\n\nfunc f() {}\n"
        XCTAssertEqual(parts(suppressed, edit(suppressed, "func f() {}", "func f() { _ = 1 }")), [])
        XCTAssertEqual(
            parts(suppressed, "// a header\n" + suppressed),
            ["lines (a check-deps:ignore comment accepts findings on its own line)"])
    }

    func testBatchContents_readsObjectsInOrder_missingAsNil() {
        let output = Data("abc blob 5\nhello\nrev:./gone.swift missing\ndef blob 0\n\n".utf8)
        XCTAssertEqual(ChangeSet.batchContents(output, count: 3), [Data("hello".utf8), nil, Data()])
        XCTAssertEqual(ChangeSet.batchContents(Data(), count: 2), [nil, nil])
    }
}
