import CheckDepsCore
import XCTest

final class ImportScannerTests: XCTestCase {
    private func imports(_ source: String) -> [ImportDeclaration] {
        ImportScanner.imports(in: SwiftLexer.lex(source))
    }

    func testPlainAndSubmoduleImports() {
        let found = imports("import Foundation\nimport Goods.Models\n")
        XCTAssertEqual(found.map(\.module), ["Foundation", "Goods"])
        XCTAssertEqual(found[1].path, ["Goods", "Models"])
        XCTAssertEqual(found.map(\.line), [1, 2])
    }

    func testAttributes() {
        let found = imports(
            "@testable import Goods\n@_exported import Mediator\n@preconcurrency import Cart\n@_spi(Internal) import Order"
        )
        XCTAssertEqual(found.map(\.module), ["Goods", "Mediator", "Cart", "Order"])
        XCTAssertEqual(found.map(\.attributes), [["testable"], ["_exported"], ["preconcurrency"], ["_spi"]])
    }

    func testAccessLevelImports() {
        let source = """
            public import A
            package import B
            internal import C
            private import D
            fileprivate import E
            @preconcurrency public import F
            """
        let found = imports(source)
        XCTAssertEqual(found.map(\.module), ["A", "B", "C", "D", "E", "F"])
        XCTAssertEqual(found.map(\.accessLevel), ["public", "package", "internal", "private", "fileprivate", "public"])
        XCTAssertEqual(found.last?.attributes, ["preconcurrency"])
    }

    func testKindImports() {
        let found = imports(
            "import struct Goods.Item\nimport func Cart.add\nimport class Order.Checkout\nimport enum Member.Level")
        XCTAssertEqual(found.map(\.module), ["Goods", "Cart", "Order", "Member"])
        XCTAssertEqual(found.map(\.kind), ["struct", "func", "class", "enum"])
        XCTAssertEqual(found[0].path, ["Goods", "Item"])
    }

    func testConditionalImports_areCountedWithTheirLines() {
        let source = """
            import Always
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #elseif os(Linux)
            import Glibc
            #endif
            import After
            """
        let found = imports(source)
        XCTAssertEqual(found.map(\.module), ["Always", "FoundationNetworking", "Glibc", "After"])
        XCTAssertEqual(found.map(\.isConditional), [false, true, true, false])
        XCTAssertEqual(found.map(\.line), [1, 3, 5, 7])
    }

    func testImportsInCommentsAndStrings_areIgnored() {
        let source = """
            // import InLineComment
            /* import InBlock /* import Nested */ */
            let a = "import InString"
            let b = \"\"\"
            import InMultiline
            \"\"\"
            let c = #"import InRaw"#
            import Real
            """
        XCTAssertEqual(imports(source).map(\.module), ["Real"])
        XCTAssertEqual(imports(source).first?.line, 8)
    }

    func testMemberAndLabelNamedImport_areNotImports() {
        XCTAssertEqual(imports("let x = y.import\nfunc f(import: Int) {}\nf(import: 1)").map(\.module), [])
    }

    func testSemicolonSeparatedImports() {
        XCTAssertEqual(imports("import A; import B").map(\.module), ["A", "B"])
    }
}
