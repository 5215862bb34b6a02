import CheckDepsCore
import Foundation
import XCTest

/// Every fix is checked against the rules before it is printed: it never leads into another violation.
final class AdviceTests: FixtureCopyTestCase {
    private let config = ArchitectureConfig(
        schemaVersion: 1, layers: ArchitectureConfig.standardLayers, exclude: nil,
        packages: [
            .init(name: "Mediator", path: "Packages/Mediator", layer: "core", kind: .core),
            .init(name: "Cart", path: "Packages/Cart", layer: "common", kind: .component),
            .init(name: "Order", path: "Packages/Order", layer: "feature", kind: .component),
            .init(name: "Goods", path: "Packages/Goods", layer: "feature", kind: .component),
            .init(name: "OrderMediator", path: "Packages/OrderMediator", layer: "feature", kind: .extension),
        ])

    private func package(_ name: String) throws -> ArchitectureConfig.Package {
        try XCTUnwrap(config.packages.first { $0.name == name })
    }

    func testR2_commonComponentImportingAFeature_isNotToldToDependOnTheFeaturesMediator() throws {
        let rules = DependencyRules(config: config)
        let violation = try XCTUnwrap(
            rules.evaluate(from: package("Cart"), targetName: "Cart", isTest: false, to: package("Order")))
        XCTAssertEqual(violation.rule, "R2")
        XCTAssertFalse(violation.fix.hasPrefix("Depend on OrderMediator"), violation.fix)
        XCTAssertEqual(
            violation.fix,
            "Do not depend on OrderMediator instead: that breaks R3 (Cart (common) depends on OrderMediator, but "
                + "Order is in the higher layer feature). Move the code Cart needs from Order down into Cart or a "
                + "lower layer, or invert the call: Order observes Cart (an observer or a lifecycle event through the "
                + "mediator) instead of Cart calling Order.")
        // The suggested edge itself is what the rules reject.
        XCTAssertEqual(
            try rules.evaluate(from: package("Cart"), targetName: "Cart", isTest: false, to: package("OrderMediator"))?
                .rule,
            "R3")
    }

    func testR2_betweenFeatures_keepsTheMediatorAdvice_becauseThatEdgeIsAllowed() throws {
        let violation = try XCTUnwrap(
            DependencyRules(config: config).evaluate(
                from: package("Goods"), targetName: "Goods", isTest: false, to: package("Order")))
        XCTAssertEqual(violation.fix, "Depend on OrderMediator and call Order through the mediator instead.")
    }

    /// A component whose own manifest depends on Goods (R2 there) is not told to copy Goods into the
    /// root's copy of its target.
    func testR11_doesNotTellTheCopyToRepeatADependencyTheLayerRulesForbid() throws {
        let root = try copy("R11-kept")
        try TestSupport.edit(
            root, "architecture.json",
            replacing: "    { \"name\": \"shop\"",
            with:
                "    { \"name\": \"Cart\", \"path\": \"Packages/Cart\", \"layer\": \"common\", \"kind\": \"component\" },\n"
                + "    { \"name\": \"shop\"")
        try TestSupport.write(
            root, "Packages/Cart/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Cart",
                products: [.library(name: "Cart", targets: ["Cart"])],
                dependencies: [.package(path: "../Mediator"), .package(path: "../Goods")],
                targets: [
                    .target(
                        name: "Cart",
                        dependencies: [
                            .product(name: "Mediator", package: "Mediator"),
                            .product(name: "Goods", package: "Goods"),
                        ]
                    )
                ]
            )

            """)
        try TestSupport.write(
            root, "Packages/Cart/Sources/Cart/Cart.swift",
            "import Goods\nimport Mediator\n\n/// A cart.\npublic enum Cart {}\n")
        try TestSupport.edit(
            root, "Package.swift",
            replacing: "        .executableTarget(",
            with:
                "        .target(name: \"Cart\", dependencies: [\"Mediator\"], path: \"Packages/Cart/Sources/Cart\"),\n"
                + "        .executableTarget(")
        let outcome = TestSupport.run(root: root)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        let index = try XCTUnwrap(
            lines.firstIndex { $0.contains("[R11] target Cart lacks Goods") },
            outcome.standardOutput + outcome.standardError)
        XCTAssertEqual(
            lines[index + 1],
            "  fix: Make its dependencies Mediator, as Packages/Cart/Package.swift declares (that manifest states them; "
                + "this copy repeats them). Do not add Goods here: in Packages/Cart/Package.swift Goods breaks R2; fix "
                + "that finding there (the copy then agrees).")
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "Packages/Cart/Package.swift:13: error: [R2] business component Cart depends on the implementation package of business component Goods"
            ), outcome.standardOutput)
    }
}
