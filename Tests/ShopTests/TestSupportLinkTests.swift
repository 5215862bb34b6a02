import Foundation
import XCTest

/// The `shop` binary links no test support: no symbol of the `ComponentCommandsTesting` module (the
/// command runner, help goldens and example shops), nothing that reads `SHOP_UPDATE_GOLDEN`, while the
/// production `ComponentCommands` module it does link shows in the same symbol table.
final class TestSupportLinkTests: XCTestCase {
    /// Where the component kits live, for the source half of the check.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testShopBinary_hasNoTestSupportSymbol_butHasTheProductionKit() throws {
        let binary = try Data(contentsOf: ShopHarness.binary, options: .alwaysMapped)
        func contains(_ text: String) -> Bool { binary.range(of: Data(text.utf8)) != nil }
        // Swift symbols name their module by length and name: `$s17ComponentCommands…`.
        XCTAssertTrue(
            contains("17ComponentCommands"), "the production kit's symbols are in the binary (the scan sees them)")
        XCTAssertTrue(contains("17ComponentCommands13CommandOutputV"), "a production type's symbol")
        for needle in [
            "24ComponentCommandsTesting",  // the test-support module
            "10HelpGoldenO", "13CommandRunnerV", "14ExampleProgramO", "11ExampleShopP",  // its types, wherever declared
            "SHOP_UPDATE_GOLDEN",  // the golden recorder's switch
        ] {
            XCTAssertFalse(contains(needle), "\(ShopHarness.binary.path) contains \(needle)")
        }
    }

    /// The production module has no golden-file or file-writing code at all: that lives in
    /// `ComponentCommandsTesting`, which only tests and example executables link (check-deps rule R6).
    func testComponentCommandsSources_writeNoFile_andReadNoGoldenSwitch() throws {
        let folder = Self.root.appendingPathComponent("Packages/ComponentCommands/Sources/ComponentCommands")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThanOrEqual(files.count, 5, "the scan found the module's sources")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for needle in ["SHOP_UPDATE_GOLDEN", "write(to:", "createDirectory", "FileManager", "HelpGolden"] {
                XCTAssertFalse(text.contains(needle), "ComponentCommands/\(file) contains \(needle)")
            }
        }
    }
}
