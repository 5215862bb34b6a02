import CheckDepsCore
import Foundation
import XCTest

/// `check-deps register`: the new entries go where the registry's order says, every other byte of
/// each file stays, and every refusal leaves all three files as they were.
final class RegisterCommandTests: FixtureCopyTestCase {
    private let files = ["architecture.json", "Package.swift", "App/Registry.swift"]

    private func register(_ root: URL, _ arguments: [String]) -> CheckDepsCommand.Outcome {
        CheckDepsCommand.run(arguments: ["register"] + arguments + ["--root", root.path], currentDirectory: "/")
    }

    private func lines(_ root: URL, _ path: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private func contents(_ root: URL) throws -> [String] {
        try files.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
    }

    private func registry(_ root: URL) throws -> ArchitectureConfig {
        try ArchitectureConfig.load(
            from: root.appendingPathComponent("architecture.json"), displayPath: "architecture.json")
    }

    /// Runs `arguments` and asserts exit 2, `message` on stderr, and no file changed.
    private func assertRefuses(
        _ root: URL, _ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = try contents(root)
        let outcome = register(root, arguments)
        XCTAssertEqual(outcome.exitCode, 2, outcome.standardOutput, file: file, line: line)
        XCTAssertTrue(
            outcome.standardError.contains(message), "\(outcome.standardError) lacks \(message)", file: file,
            line: line)
        XCTAssertEqual(try contents(root), before, "a refusal changed a file", file: file, line: line)
    }

    // MARK: The repository's own files

    func testRegister_onTheRepositorysRegistry_addsTwoLinesAndALink_andKeepsEveryOtherByte() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-deps-register-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["architecture.json", "Package.swift", "App/ShopCommands/ComponentRegistry.swift"] {
            try TestSupport.write(
                root, path,
                try String(contentsOf: TestSupport.repositoryRoot.appendingPathComponent(path), encoding: .utf8))
        }
        let old = try lines(root, "architecture.json")
        let outcome = register(root, ["Coupon", "--layer", "common", "--remote"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)

        var new = try lines(root, "architecture.json")
        let added = try XCTUnwrap(new.firstIndex { $0.contains("\"name\": \"Coupon\"") })
        XCTAssertEqual(
            new[added],
            #"    { "name": "Coupon", "path": "Packages/Coupon", "layer": "common", "kind": "component", "launch": 45, "remote": true },"#
        )
        XCTAssertEqual(
            new[added + 1],
            #"    { "name": "CouponMediator", "path": "Packages/CouponMediator", "layer": "common", "kind": "extension", "component": "Coupon" },"#
        )
        XCTAssertEqual(
            new[added - 1], old.last { $0.contains("\"layer\": \"common\"") }, "after the layer's last package")
        new.removeSubrange(added...(added + 1))
        XCTAssertEqual(new.count, old.count)
        for (before, after) in zip(old, new) where before != after {
            XCTAssertTrue(before.contains("\"links\""), "only the links line changes, not: \(before)")
            XCTAssertEqual(after, before.replacingOccurrences(of: "\"Cart\", ", with: "\"Cart\", \"Coupon\", "))
        }
        XCTAssertEqual(try registry(root).packages.first { $0.kind == .app }?.links?.contains("Coupon"), true)

        // The manifest's components list and its libraries table (the component and its interface,
        // after CartMediator), and the app's registration list.
        for (path, entries) in [
            (
                "Package.swift",
                [
                    #"    "Coupon","#,
                    #"    ("Coupon", "Coupon", ["Mediator", "Storage", "CouponMediator", "CommandKit", "ComponentCommands"]),"#,
                    #"    ("CouponMediator", "CouponMediator", ["Mediator"]),"#,
                ]
            ),
            (
                "App/ShopCommands/ComponentRegistry.swift",
                [#"        .init(name: "Coupon", launch: 45, remote: true),"#]
            ),
        ] {
            let before = try String(
                contentsOf: TestSupport.repositoryRoot.appendingPathComponent(path), encoding: .utf8
            ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var after = try lines(root, path)
            for entry in entries {
                let index = try XCTUnwrap(after.firstIndex(of: entry), "\(path) lacks \(entry)")
                XCTAssertTrue(after[index - 1].contains("\"Cart"), "\(path): after Cart's, in registry order")
                after.remove(at: index)
            }
            XCTAssertEqual(after, before, "\(path): nothing else changes")
        }
    }

    // MARK: Placement and layout

    /// A manifest that declares its libraries again by path (rule R11) gets the two new ones, as the
    /// scaffolded packages declare them, after the previous package's, laid out as swift-format would.
    func testRegister_aManifestWithALibrariesTable_getsBothLibraries_afterThePreviousPackage() throws {
        let root = try copy("Register")
        let manifest = root.appendingPathComponent("Package.swift")
        let table = """

            let libraries: [(name: String, package: String, dependencies: [String])] = [
                ("Storage", "Storage", ["Mediator", "StorageMediator"]),
                ("StorageMediator", "StorageMediator", ["Mediator"]),
                ("Cart", "Cart", ["Mediator", "Storage", "CartMediator"]),
                ("CartMediator", "CartMediator", ["Mediator"]),
            ]

            """
        let original = try String(contentsOf: manifest, encoding: .utf8)
        try original.replacingOccurrences(of: "\nlet package", with: table + "\nlet package")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let outcome = register(root, ["Voucher", "--layer", "common", "--uses", "Cart"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "Package.swift: \"Voucher\" in components, after Cart; Voucher and VoucherMediator in libraries"),
            outcome.standardOutput)
        let tableLines = try lines(root, "Package.swift").drop { !$0.hasPrefix("let libraries") }.prefix(9)
        XCTAssertEqual(
            Array(tableLines),
            [
                "let libraries: [(name: String, package: String, dependencies: [String])] = [",
                "    (\"Storage\", \"Storage\", [\"Mediator\", \"StorageMediator\"]),",
                "    (\"StorageMediator\", \"StorageMediator\", [\"Mediator\"]),",
                "    (\"Cart\", \"Cart\", [\"Mediator\", \"Storage\", \"CartMediator\"]),",
                "    (\"CartMediator\", \"CartMediator\", [\"Mediator\"]),",
                "    (",
                "        \"Voucher\", \"Voucher\",",
                "        [\"Mediator\", \"Storage\", \"VoucherMediator\", \"CartMediator\", \"CommandKit\", \"ComponentCommands\"]",
                "    ),",
            ])
        XCTAssertEqual(
            try lines(root, "Package.swift").first { $0.contains("\"VoucherMediator\", \"VoucherMediator\"") },
            "    (\"VoucherMediator\", \"VoucherMediator\", [\"Mediator\"]),")
    }

    func testRegister_aCommonComponent_takesTheNextPriorityOfItsBand_afterTheLayersLastPackage() throws {
        let root = try copy("Register")
        let outcome = register(root, ["Coupon", "--layer", "common", "--remote"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertEqual(
            outcome.standardOutput,
            """
            check-deps register: registered Coupon (common component, launch 15, remote) and CouponMediator
              architecture.json: Coupon and CouponMediator after CartMediator; Coupon in shop's links
              Package.swift: "Coupon" in components, after Cart
              App/Registry.swift: .init(name: "Coupon", launch: 15, remote: true), after Cart

            """)
        let packages = try registry(root).packages
        XCTAssertEqual(
            packages.map(\.name),
            ["Mediator", "Storage", "StorageMediator", "Cart", "CartMediator", "Coupon", "CouponMediator", "shop"])
        XCTAssertEqual(packages[5].launch, 15)
        XCTAssertEqual(packages[5].remote, true)
        XCTAssertEqual(packages[6].component, "Coupon")
        XCTAssertEqual(packages[7].links, ["Storage", "Cart", "Coupon"])
        XCTAssertEqual(
            try lines(root, "Package.swift")[5...7],
            [#"    "Storage","#, #"    "Cart",  // the only business component so far"#, #"    "Coupon","#])
        XCTAssertEqual(
            try lines(root, "App/Registry.swift")[10...12],
            [
                #"        .init(name: "Storage", launch: nil, remote: false),"#,
                #"        .init(name: "Cart", launch: 10, remote: true),"#,
                #"        .init(name: "Coupon", launch: 15, remote: true),"#,
            ])
        XCTAssertEqual(try lines(root, "App/Registry.swift")[13], "    ]")
    }

    func testRegister_aFeatureInAnEmptyLayer_takesTheBandsFirstPriority_andABaseComponentNone() throws {
        let root = try copy("Register")
        XCTAssertEqual(register(root, ["Goods", "--layer", "feature"]).exitCode, 0)
        XCTAssertEqual(register(root, ["Beacon", "--layer", "base"]).exitCode, 0)
        let packages = try registry(root).packages
        XCTAssertEqual(
            packages.map(\.name),
            [
                "Mediator", "Storage", "StorageMediator", "Beacon", "BeaconMediator", "Cart", "CartMediator", "Goods",
                "GoodsMediator", "shop",
            ])
        XCTAssertEqual(packages[7].launch, 50)
        XCTAssertNil(packages[7].remote, "remote is written only when true")
        XCTAssertNil(packages[3].launch)
        XCTAssertEqual(packages[9].links, ["Storage", "Beacon", "Cart", "Goods"])
        let list = try lines(root, "App/Registry.swift")
        XCTAssertEqual(list[11], #"        .init(name: "Beacon", launch: nil, remote: false),"#)
        XCTAssertEqual(list[13], #"        .init(name: "Goods", launch: 50, remote: false),"#)
        XCTAssertEqual(
            try lines(root, "architecture.json")[9...10].map { $0.contains("Beacon") }, [true, true],
            "base entries follow StorageMediator's line, before the blank line")
    }

    func testRegister_keepsEachListsLayout_inlineWithoutTrailingComma_andWithoutLinks() throws {
        let root = try copy("Register")
        try TestSupport.edit(
            root, "Package.swift",
            replacing: "[\n    \"Storage\",\n    \"Cart\",  // the only business component so far\n]",
            with: "[\"Storage\", \"Cart\"]")
        try TestSupport.edit(
            root, "App/Registry.swift", replacing: "launch: 10, remote: true),\n", with: "launch: 10, remote: true)\n")
        try TestSupport.edit(
            root, "architecture.json", replacing: ",\n      \"links\": [\"Storage\", \"Cart\"]", with: "")
        let outcome = register(root, ["Coupon", "--layer", "common", "--launch", "30"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertTrue(try lines(root, "Package.swift").contains(#"let components = ["Storage", "Cart", "Coupon"]"#))
        let list = try lines(root, "App/Registry.swift")
        XCTAssertEqual(list[11], #"        .init(name: "Cart", launch: 10, remote: true),"#, "a comma is added")
        XCTAssertEqual(
            list[12], #"        .init(name: "Coupon", launch: 30, remote: false)"#, "no trailing comma, as before")
        XCTAssertEqual(try registry(root).packages.last?.links, ["Coupon"])
        XCTAssertTrue(
            try lines(root, "architecture.json").contains(
                #"    { "name": "shop", "path": ".", "layer": "app", "kind": "app", "links": ["Coupon"] }"#))
    }

    func testDryRun_printsThePlan_andWritesNothing() throws {
        let root = try copy("Register")
        let before = try contents(root)
        let outcome = register(root, ["Coupon", "--layer", "common", "--dry-run"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertTrue(
            outcome.standardOutput.hasPrefix("check-deps register: would register Coupon (common component, launch 15)")
        )
        XCTAssertEqual(try contents(root), before)
    }

    // MARK: Refusals

    func testRegister_refusesTakenNamesInAnyCase_andLayeringTheRulesForbid() throws {
        let root = try copy("Register")
        try assertRefuses(root, ["cart", "--layer", "common"], "'cart' exists: architecture.json already lists Cart")
        try assertRefuses(root, ["CART", "--layer", "feature"], "already lists Cart")
        try assertRefuses(root, ["Storage", "--layer", "base"], "already lists Storage")
        try assertRefuses(root, ["Cartmediator", "--layer", "common"], "already lists CartMediator")
        try assertRefuses(root, ["Co-pon", "--layer", "common"], "is not a component name")
        try assertRefuses(root, ["Coupon", "--layer", "middle"], "unknown layer 'middle'")
        try assertRefuses(root, ["Coupon", "--layer", "common", "--uses", "Nope"], "lists no component Nope")
        try assertRefuses(
            root, ["Beacon", "--layer", "base", "--uses", "Cart"],
            "[R5] base component Beacon depends on CartMediator (common extension)")
        XCTAssertEqual(register(root, ["Goods", "--layer", "feature"]).exitCode, 0)
        try assertRefuses(
            root, ["Coupon", "--layer", "common", "--uses", "Cart,Goods"],
            "[R3] Coupon (common) depends on GoodsMediator, but Goods is in the higher layer feature")
    }

    func testRegister_refusesLaunchesOutsideTheBandOrTaken_andAFullBand() throws {
        let root = try copy("Register")
        try assertRefuses(
            root, ["Coupon", "--layer", "common", "--launch", "50"],
            "launch 50 is outside the common band 10-49 (bands: common 10-49, feature 50-89)")
        try assertRefuses(root, ["Coupon", "--layer", "common", "--launch", "10"], "launch 10 is taken")
        try assertRefuses(root, ["Beacon", "--layer", "base", "--launch", "5"], "gets no launch events")
        XCTAssertEqual(register(root, ["Coupon", "--layer", "common", "--launch", "45"]).exitCode, 0)
        try assertRefuses(
            root, ["Voucher", "--layer", "common"],
            "the common launch band 10-49 is full after 45: a new component would launch after every common "
                + "component; pass --launch N with a free priority (15, 20, 25, 30, 35, 40)")
        XCTAssertEqual(register(root, ["Voucher", "--layer", "common", "--launch", "20"]).exitCode, 0)
    }

    func testRegister_refusesWhenAListCannotBeFound() throws {
        let root = try copy("Register")
        try TestSupport.edit(root, "Package.swift", replacing: "\nlet components = [", with: "\nlet linked = [")
        for _ in 1...2 {
            try TestSupport.edit(root, "Package.swift", replacing: "components.map", with: "linked.map")
        }
        try assertRefuses(
            root, ["Coupon", "--layer", "common"], "Package.swift declares no `let components = [ … ]` at its top level"
        )

        let marked = try copy("Register")
        try TestSupport.edit(
            marked, "App/Registry.swift", replacing: "// check-deps: registrations", with: "// the list")
        try assertRefuses(
            marked, ["Coupon", "--layer", "common"],
            "no source file of the app shop has a `// check-deps: registrations` list")

        let unlisted = try copy("Register")
        try TestSupport.edit(
            unlisted, "App/Registry.swift", replacing: "static let all: [Registration] = [",
            with: "static var all: [Registration] { [")
        try TestSupport.edit(unlisted, "App/Registry.swift", replacing: "    ]\n}", with: "    ] }\n}")
        try assertRefuses(
            unlisted, ["Coupon", "--layer", "common"],
            "App/Registry.swift:9: the registration marker is not followed by a list")
    }

    func testUsageErrors_exitTwo() throws {
        let root = try copy("Register")
        try assertRefuses(root, ["--layer", "common"], "register needs a component NAME")
        try assertRefuses(root, ["Coupon"], "register needs --layer")
        try assertRefuses(root, ["Coupon", "--layer", "common", "--launch", "soon"], "--launch needs a whole number")
        try assertRefuses(root, ["Coupon", "Voucher", "--layer", "common"], "unexpected argument 'Voucher'")
        XCTAssertTrue(register(root, ["--help"]).standardOutput.hasPrefix("USAGE: check-deps register NAME"))
    }

    // MARK: Launch bands

    func testLaunchBands_nextIsTheMultipleOfFiveAfterTheBandsHighest() throws {
        let common = try XCTUnwrap(LaunchBand.band(of: "common"))
        let feature = try XCTUnwrap(LaunchBand.band(of: "feature"))
        XCTAssertNil(LaunchBand.band(of: "base"))
        // This repository's priorities: common 10, 20, 30, 40; feature 50, 60, 70.
        let taken = [10, 20, 30, 40, 50, 60, 70]
        XCTAssertEqual(try common.next(taken: taken), 45)
        XCTAssertEqual(try feature.next(taken: taken), 75)
        XCTAssertEqual(try common.next(taken: [50, 60]), 10, "the band's lowest when it is empty")
        XCTAssertEqual(try common.next(taken: [12]), 15)
        XCTAssertEqual(try feature.next(taken: [80]), 85)
        XCTAssertThrowsError(try feature.next(taken: [85])) {
            XCTAssertTrue(String(describing: $0).contains("the feature launch band 50-89 is full after 85"))
        }
        XCTAssertNoThrow(try common.check(35, taken: taken))
        XCTAssertThrowsError(try common.check(40, taken: taken))
        XCTAssertThrowsError(try common.check(9, taken: taken))
    }

    func testReadmesAndHelp_stateTheBandsLaunchBandDefines() throws {
        XCTAssertEqual(LaunchBand.summary, "common 10-49, feature 50-89")
        XCTAssertTrue(RegisterCommand.usage.contains(LaunchBand.summary))
        for readme in ["README.md", "Tools/CheckDeps/README.md"] {
            let text = try String(
                contentsOf: TestSupport.repositoryRoot.appendingPathComponent(readme), encoding: .utf8)
            XCTAssertTrue(text.contains(LaunchBand.summary), "\(readme) does not state \(LaunchBand.summary)")
        }
    }
}
