import CheckDepsCore
import Foundation
import XCTest

/// Copies the Shop fixture (shaped like the real repo), injects exactly one violation, and expects
/// exactly the findings that violation should produce.
final class MutationTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try TestSupport.copy(fixture: "Shop")
        let baseline = TestSupport.run(root: root)
        XCTAssertEqual(baseline.exitCode, 0, "the Shop fixture must start clean: \(baseline.standardOutput)")
    }

    override func tearDownWithError() throws {
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    /// The 1-based line of the first line containing `text` in `path`.
    private func line(of text: String, in path: String) throws -> Int {
        let content = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let lines = content.components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    /// Adds `.package(path: "../<dependency>")` and its product to the main target of `package`.
    private func addDependency(_ dependency: String, to package: String) throws {
        let manifest = "Packages/\(package)/Package.swift"
        try TestSupport.edit(
            root, manifest, replacing: #".package(path: "../Mediator"),"#,
            with: ".package(path: \"../Mediator\"),\n        .package(path: \"../\(dependency)\"),")
        try TestSupport.edit(
            root, manifest, replacing: #".product(name: "Mediator", package: "Mediator"),"#,
            with: ".product(name: \"Mediator\", package: \"Mediator\"),\n"
                + "                .product(name: \"\(dependency)\", package: \"\(dependency)\"),")
    }

    private func addImport(_ module: String, to path: String) throws {
        try TestSupport.edit(root, path, replacing: "import Mediator\n", with: "import Mediator\nimport \(module)\n")
    }

    private func findings() -> [String] {
        TestSupport.findingLines(TestSupport.run(root: root))
    }

    /// Order (feature) -> Goods (feature implementation): R2 only. R1 (same layer) and R6 (only the
    /// app depends on implementations) describe the same edge; the most specific rule, R2, is reported once.
    func testOrderDependingOnGoods_isExactlyR2() throws {
        try addDependency("Goods", to: "Order")
        try addImport("Goods", to: "Packages/Order/Sources/Order/OrderFacade.swift")
        let line = try line(of: #".product(name: "Goods""#, in: "Packages/Order/Package.swift")
        XCTAssertEqual(
            findings(),
            [
                "Packages/Order/Package.swift:\(line): error: [R2] business component Order depends on the implementation package of business component Goods"
            ])
    }

    func testCartDependingOnGoodsMediator_isExactlyR3() throws {
        try addDependency("GoodsMediator", to: "Cart")
        try addImport("GoodsMediator", to: "Packages/Cart/Sources/Cart/CartFacade.swift")
        let line = try line(of: #".product(name: "GoodsMediator""#, in: "Packages/Cart/Package.swift")
        XCTAssertEqual(
            findings(),
            [
                "Packages/Cart/Package.swift:\(line): error: [R3] Cart (common) depends on GoodsMediator, but Goods is in the higher layer feature"
            ])
    }

    func testExtensionDependingOnItsComponent_isExactlyR4() throws {
        try addDependency("Goods", to: "GoodsMediator")
        try addImport("Goods", to: "Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift")
        let line = try line(of: #".product(name: "Goods""#, in: "Packages/GoodsMediator/Package.swift")
        XCTAssertEqual(
            findings(),
            [
                "Packages/GoodsMediator/Package.swift:\(line): error: [R4] extension package GoodsMediator depends on Goods, its own component; an extension package may depend only on Mediator and other extension packages"
            ])
    }

    /// An interface may use the wire types of an interface of its own layer or lower: clean.
    func testGoodsMediatorDependingOnCartMediator_isClean() throws {
        try addDependency("CartMediator", to: "GoodsMediator")
        try addImport("CartMediator", to: "Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift")
        XCTAssertEqual(findings(), [])
    }

    /// ...but never of a higher layer's interface: R3.
    func testCartMediatorDependingOnGoodsMediator_isExactlyR3() throws {
        try addDependency("GoodsMediator", to: "CartMediator")
        try addImport("GoodsMediator", to: "Packages/CartMediator/Sources/CartMediator/Mediator+Cart.swift")
        let line = try line(of: #".product(name: "GoodsMediator""#, in: "Packages/CartMediator/Package.swift")
        XCTAssertEqual(
            findings(),
            [
                "Packages/CartMediator/Package.swift:\(line): error: [R3] CartMediator (common) depends on GoodsMediator, but Goods is in the higher layer feature"
            ])
    }

    /// ...and never of an implementation package, even a lower one: R4.
    func testGoodsMediatorDependingOnCart_isExactlyR4() throws {
        try addDependency("Cart", to: "GoodsMediator")
        try addImport("Cart", to: "Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift")
        let line = try line(of: #".product(name: "Cart""#, in: "Packages/GoodsMediator/Package.swift")
        XCTAssertEqual(
            findings(),
            [
                "Packages/GoodsMediator/Package.swift:\(line): error: [R4] extension package GoodsMediator depends on Cart; an extension package may depend only on Mediator and other extension packages"
            ])
    }

    func testNetworkingImportingBusinessPackage_isR5AndR8() throws {
        let path = "Packages/Networking/Sources/Networking/Target_Networking.swift"
        try addImport("Account", to: path)
        XCTAssertEqual(
            findings(),
            [
                "\(path):2: error: [R5] base component Networking depends on Account (common component); a base component may depend only on Mediator and its own interface package (through `import Account`)",
                "\(path):2: error: [R8] target Networking imports Account, which is not a declared direct dependency of the target",
            ])
    }

    func testImportOfTransitiveModule_isExactlyR8() throws {
        // GoodsTests depends on Goods, which depends on Networking: Networking is reachable only transitively.
        let path = "Packages/Goods/Tests/GoodsTests/GoodsTests.swift"
        try TestSupport.edit(root, path, replacing: "import XCTest\n", with: "import XCTest\nimport Networking\n")
        XCTAssertEqual(
            findings(),
            [
                "\(path):3: error: [R8] target GoodsTests imports Networking, which is not a declared direct dependency of the target (it is reachable only transitively)"
            ])
    }

    func testTargetCycleInsideGoods_isExactlyR7() throws {
        let manifest = "Packages/Goods/Package.swift"
        try TestSupport.edit(
            root, manifest, replacing: #".product(name: "Mediator", package: "Mediator"),"#,
            with: ".product(name: \"Mediator\", package: \"Mediator\"),\n                \"GoodsModels\",")
        try TestSupport.edit(
            root, manifest, replacing: "        .testTarget(",
            with: "        .target(name: \"GoodsModels\", dependencies: [\"Goods\"]),\n        .testTarget(")
        try TestSupport.write(
            root, "Packages/Goods/Sources/GoodsModels/Item.swift",
            "import Goods\n\n/// An item.\npublic struct Item {}\n")
        try addImport("GoodsModels", to: "Packages/Goods/Sources/Goods/GoodsFacade.swift")
        let line = try line(of: #""GoodsModels","#, in: manifest)
        XCTAssertEqual(
            findings(),
            [
                "\(manifest):\(line): error: [R7] target dependency cycle in Goods: Goods -> GoodsModels -> Goods"
            ])
    }

    func testActionLabelWithoutTarget_isNotACall() throws {
        // Error payloads name actions too; with no `target:` literal before them they are not calls.
        try TestSupport.write(
            root, "Packages/GoodsMediator/Sources/GoodsMediator/GoodsCallError.swift",
            "/// A failed Goods call.\npublic enum GoodsCallError: Error {\n"
                + "    /// The result did not decode.\n    case unexpected(action: String)\n\n"
                + "    static let sample = GoodsCallError.unexpected(action: \"nonexistent\")\n}\n")
        XCTAssertEqual(findings(), [])
    }

    func testUndeclaredActionInMultilineCall_isReportedAtTheActionLine() throws {
        let path = "Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift"
        try TestSupport.edit(
            root, path, replacing: #"try perform(target: "Goods", action: "detail", params: [:])"#,
            with:
                "try perform(\n            target: \"Goods\",\n            action: \"details\",\n            params: [:])"
        )
        let line = try line(of: #"action: "details""#, in: path)
        XCTAssertEqual(
            findings(),
            [
                "\(path):\(line): error: [R9] GoodsMediator calls action \"details\" of Goods, which Target_Goods does not declare"
            ])
    }

    func testUnusedDependency_isWarningButAppLinksAreNot() throws {
        // The app links Goods, Order, ... without importing them: listed in "links", so no warning.
        try addDependency("Networking", to: "Cart")
        let line = try line(of: #".product(name: "Networking""#, in: "Packages/Cart/Package.swift")
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertEqual(
            TestSupport.findingLines(outcome),
            [
                "Packages/Cart/Package.swift:\(line): warning: [R8] target Cart declares dependency Networking but none of its sources imports Networking"
            ])
    }
}
