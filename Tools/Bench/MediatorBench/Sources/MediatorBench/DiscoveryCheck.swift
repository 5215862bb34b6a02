import BenchTargets
import Mediator

/// Proves that runtime discovery works in this (release, dead-stripped) binary: a target in another
/// module found by the standard naming, and every generated target found by single-module naming.
enum DiscoveryCheck {
    /// One failed expectation.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs every check; throws on the first failure.
    static func run() async throws {
        let mediator = Mediator()
        let description = try mediator.describe(target: "Catalog")
        try expect(description.typeName == "Catalog.Target_Catalog", "Catalog resolved to \(description.typeName)")
        try expect(
            description.actions.map(\.name) == ["nativePrice", "price"],
            "Catalog actions \(description.actions.map(\.name))")
        let price = try await mediator.perform(target: "Catalog", action: "price", params: ["sku": "A3"])
        try expect(price == 103, "Catalog/price gave \(price)")
        mediator.configureRemote(RemoteConfiguration(schemes: ["bench"], targets: ["Catalog"]))
        let remote = await mediator.open("bench://catalog/price?sku=A4")
        try expect(
            remote.status == 200 && remote.value == 104, "remote Catalog/price gave \(remote.status) \(remote.value)")
        let native = await mediator.open("bench://catalog/nativePrice?sku=A4")
        try expect(native.status == 403, "remote nativePrice gave \(native.status)")

        let generated = Mediator(naming: .benchTargets)
        for index in 0..<generatedTargetCount {
            let value = try await generated.perform(target: "T\(index)", action: "ping")
            try expect(value == .int(index), "T\(index)/ping gave \(value)")
        }
        try expect(
            generated.knownTargets().count == generatedTargetCount,
            "found \(generated.knownTargets().count) generated targets")
        do {
            try await generated.perform(target: "T\(generatedTargetCount)", action: "ping")
            throw Failure(description: "T\(generatedTargetCount) should not exist")
        } catch MediatorError.targetNotFound {}
    }

    /// Whether an internal (non-public) struct target survives this build; reported, not required.
    static func internalStructSurvives() -> Bool {
        (try? Mediator(naming: .singleModule("Catalog")).perform(target: "Hidden", action: "ping")) == "hidden"
    }

    private static func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Failure(description: message()) }
    }
}
