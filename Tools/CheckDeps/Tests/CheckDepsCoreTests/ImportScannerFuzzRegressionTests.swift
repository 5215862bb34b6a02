import CheckDepsCore
import XCTest

/// Inputs `Tools/fuzz SwiftLexer` found, kept as ordinary tests.
final class ImportScannerFuzzRegressionTests: XCTestCase {
    private func imports(_ source: String) -> [ImportDeclaration] {
        ImportScanner.imports(in: SwiftLexer.lex(source))
    }

    func testEmptyBacktickName_isNotAnImportedModule() {
        // `` is an empty backticked identifier: not a module name (this used to report module "").
        XCTAssertEqual(imports("let x = 1\nimport`` After\n"), [])
    }

    func testEmptyBacktickName_endsASubmodulePath() {
        let found = imports("import A.``\nimport B\n")
        XCTAssertEqual(found.map(\.path), [["A"], ["B"]])
    }
}
