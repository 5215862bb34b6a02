import CheckDepsCore
import Foundation
import XCTest

/// `check-deps register` refuses a name whose modules (the component, its interface, their tests, an
/// example) another module already has: a target or product of any manifest of the repository, or a
/// module of the toolchain. Every refusal exits 2 and leaves every file as it was.
final class RegisterModuleNameTests: FixtureCopyTestCase {
    private let files = ["architecture.json", "Package.swift", "App/Registry.swift"]

    private func register(_ root: URL, _ arguments: [String]) -> CheckDepsCommand.Outcome {
        CheckDepsCommand.run(arguments: ["register"] + arguments + ["--root", root.path], currentDirectory: "/")
    }

    private func contents(_ root: URL) throws -> [String] {
        try files.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
    }

    private func assertRefuses(
        _ root: URL, _ name: String, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = try contents(root)
        let outcome = register(root, [name, "--layer", "common"])
        XCTAssertEqual(outcome.exitCode, 2, outcome.standardOutput, file: file, line: line)
        XCTAssertTrue(
            outcome.standardError.contains(message), "\(outcome.standardError) lacks \(message)", file: file,
            line: line)
        XCTAssertEqual(try contents(root), before, "a refusal changed a file", file: file, line: line)
    }

    func testRegister_refusesTheModuleNamesOfTheRepositorysManifests_toolsIncluded() throws {
        let root = try copy("Register-ModuleNames")
        try assertRefuses(
            root, "CSQLite",
            "'CSQLite' would make a module CSQLite, and the system library target CSQLite of "
                + "Packages/Storage/Package.swift has that name (ignoring case)")
        try assertRefuses(root, "csqlite", "the system library target CSQLite of Packages/Storage/Package.swift")
        // Tools/ is outside the registry, but its packages build in the same repository.
        try assertRefuses(root, "GenTool", "the executable target GenTool of Tools/Gen/Package.swift")
        try assertRefuses(root, "gen-tool", "is not a component name")
        // The derived names: the interface's tests, the component's tests, an example app.
        try assertRefuses(
            root, "Voucher",
            "would make a module VoucherExample, and the executable target VoucherExample of "
                + "Tools/Gen/Package.swift")
        try assertRefuses(
            root, "Ticket",
            "would make a module TicketMediatorTests, and the test target TicketMediatorTests of "
                + "Tools/Gen/Package.swift")
    }

    func testRegister_takesANameOnlyAFixtureOrAHiddenPackageHas() throws {
        let root = try copy("Register-ModuleNames")
        XCTAssertEqual(register(root, ["Beacon", "--layer", "common"]).exitCode, 0)
        XCTAssertEqual(register(root, ["Parcel", "--layer", "common", "--launch", "20"]).exitCode, 0)
    }

    func testRegister_readsPastThePackagesBeingRegistered() throws {
        // Tools/new-component writes Packages/NAME and Packages/NAMEMediator before it registers them.
        let root = try copy("Register-ModuleNames")
        for (package, targets) in [("Coupon", ["Coupon", "CouponTests"]), ("CouponMediator", ["CouponMediator"])] {
            let declared = targets.map { ".target(name: \"\($0)\")" }.joined(separator: ", ")
            try TestSupport.write(
                root, "Packages/\(package)/Package.swift",
                "// swift-tools-version: 6.0\nimport PackageDescription\n\n"
                    + "let package = Package(name: \"\(package)\", targets: [\(declared)])\n")
        }
        let outcome = register(root, ["Coupon", "--layer", "common"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        try TestSupport.write(
            root, "Packages/Other/Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\n\n"
                + "let package = Package(name: \"Other\", targets: [.target(name: \"VoucherMediator\")])\n")
        try assertRefuses(root, "Voucher", "the library target VoucherMediator of Packages/Other/Package.swift")
    }

    func testRegister_refusesTheToolchainsModules() throws {
        let root = try copy("Register-ModuleNames")
        for name in ["Testing", "XCTest", "Foundation", "FoundationEssentials", "Dispatch", "synchronization"] {
            try assertRefuses(root, name, "would make a module \(name), and the toolchain's module")
        }
        try assertRefuses(root, "_Concurrency", "the toolchain's module _Concurrency")
        try assertRefuses(root, "SwiftShims", "the toolchain's C module SwiftShims")
        try assertRefuses(root, "Combine", "the Apple SDK module Combine")
        #if os(Linux)
            try assertRefuses(root, "Glibc", "the toolchain's module Glibc")
        #endif
    }

    func testPlan_refusesEachDerivedModuleName() throws {
        let registry = try ArchitectureConfig.load(
            from: TestSupport.fixtures.appendingPathComponent("Register/architecture.json"),
            displayPath: "architecture.json")
        let request = RegistrationPlan.Request(name: "Coupon", layer: "common")
        XCTAssertNoThrow(try RegistrationPlan(request, registry: registry, taken: TakenModuleNames()))
        for module in ["Coupon", "CouponMediator", "CouponTests", "CouponMediatorTests", "CouponExample"] {
            var taken = TakenModuleNames()
            taken.add(module.uppercased(), owner: "the library target \(module.uppercased()) of X/Package.swift")
            XCTAssertThrowsError(try RegistrationPlan(request, registry: registry, taken: taken), module) { error in
                XCTAssertEqual(
                    "\(error)",
                    "'Coupon' would make a module \(module), and the library target \(module.uppercased()) of "
                        + "X/Package.swift has that name (ignoring case): two modules of one name do not build "
                        + "together; choose another name")
            }
        }
    }

    func testModuleMap_topLevelModulesOnly() {
        let text = """
            // module Commented { }
            module SwiftGlibc [system] {
              header "glibc.h"
              module C { export * }  // a submodule
              export *
            }
            framework module Kit { umbrella header "Kit.h" }
            explicit module "Quoted" {}
            """
        XCTAssertEqual(TakenModuleNames.moduleMapModules(text), ["SwiftGlibc", "Kit", "Quoted"])
    }
}
