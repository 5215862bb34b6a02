/// Classifies one package-to-package dependency against the layer rules R1-R6.
///
/// Each violating edge gets exactly one finding, from the most specific rule that applies:
/// R4 (the depender is an extension package), R5 (the depender is a base component),
/// R3 (the dependee is an extension of a higher-layer component), R6 (a test target, or the core,
/// depends on a business implementation package), R2 (a business component depends on another
/// business component's implementation), and finally R1 (any other dependency that does not point
/// to a lower layer). A core package (a kit) may depend on another core package.
public struct DependencyRules: Sendable {
    /// A rule violation: the rule, a message and a fix.
    public struct Violation: Equatable, Sendable {
        /// `R1`...`R6`.
        public var rule: String
        /// What is wrong.
        public var message: String
        /// How to fix it.
        public var fix: String
        /// The package the fix tells the depender to depend on instead, if it names one (R2's
        /// `<Name>Mediator`); `advice(for:…)` checks that edge before the fix is printed.
        public var suggestedDependency: String?
    }

    private let config: ArchitectureConfig

    /// Creates the rules for an architecture.
    public init(config: ArchitectureConfig) {
        self.config = config
    }

    /// Whether a package is a business component (a component in layer common or feature).
    public static func isBusiness(_ package: ArchitectureConfig.Package) -> Bool {
        package.kind == .component && (package.layer == "common" || package.layer == "feature")
    }

    /// The violation, if any, of target `targetName` (a test target if `isTest`) in `from` depending on `to`,
    /// with a fix that leads into no other violation (`advice(for:…)`).
    public func evaluate(
        from: ArchitectureConfig.Package, targetName: String, isTest: Bool, to: ArchitectureConfig.Package
    ) -> Violation? {
        classify(from: from, targetName: targetName, isTest: isTest, to: to).map {
            advice(for: $0, from: from, targetName: targetName, isTest: isTest, to: to)
        }
    }

    /// `violation` with its fix checked against the rules: when the fix names a dependency to take
    /// instead (`suggestedDependency`) and that edge would break a rule too (Cart, common, told to
    /// depend on OrderMediator, whose Order is a feature: R3), the fix says so and what to do instead:
    /// move the code down a layer, or invert the call.
    public func advice(
        for violation: Violation, from: ArchitectureConfig.Package, targetName: String, isTest: Bool,
        to: ArchitectureConfig.Package
    ) -> Violation {
        guard let suggested = violation.suggestedDependency else { return violation }
        let suggestedPackage =
            config.packages.first { $0.name == suggested }
            ?? ArchitectureConfig.Package(
                name: suggested, path: suggested, layer: to.layer, kind: .extension, component: to.name)
        guard let second = classify(from: from, targetName: targetName, isTest: isTest, to: suggestedPackage)
        else { return violation }
        var checked = violation
        checked.suggestedDependency = nil
        checked.fix =
            "Do not depend on \(suggested) instead: that breaks \(second.rule) (\(second.message)). "
            + "Move the code \(from.name) needs from \(to.name) down into \(from.name) or a lower layer, or invert "
            + "the call: \(to.name) observes \(from.name) (an observer or a lifecycle event through the mediator) "
            + "instead of \(from.name) calling \(to.name)."
        return checked
    }

    private func classify(
        from: ArchitectureConfig.Package, targetName: String, isTest: Bool, to: ArchitectureConfig.Package
    ) -> Violation? {
        guard from.name != to.name else { return nil }
        let fromLayer = config.layerIndex(from.layer)
        let toLayer = config.layerIndex(to.layer)
        // Kits may build on kits (ComponentCommands on Mediator and CommandKit); SwiftPM refuses a cycle.
        if from.kind == .core && to.kind == .core { return nil }
        switch from.kind {
        case .app:
            return nil
        case .extension:
            if to.kind == .core { return nil }
            // An interface may take or return another interface's wire types (OrderMediator's `pay`
            // takes PaymentMediator's `PaymentMethod`); R3 below still keeps that interface's layer
            // at or below this one's.
            if to.kind == .extension { break }
            let ownComponent = config.componentName(of: from) == to.name
            return Violation(
                rule: "R4",
                message: "extension package \(from.name) depends on \(to.name)"
                    + (ownComponent ? ", its own component" : "")
                    + "; an extension package may depend only on Mediator and other extension packages",
                fix: ownComponent
                    ? "Remove the dependency; \(from.name) reaches \(to.name) only through Mediator with target/action strings."
                    : "Remove the dependency; an extension package depends on Mediator and other interfaces, never on an implementation."
            )
        case .component where from.layer == "base":
            if to.kind == .core { return nil }
            // Its own interface package declares the wire types and error codes it returns.
            if to.kind == .extension && config.componentName(of: to) == from.name { return nil }
            return Violation(
                rule: "R5",
                message: "base component \(from.name) depends on \(to.name) (\(to.layer) \(to.kind.rawValue)); "
                    + "a base component may depend only on Mediator and its own interface package",
                fix:
                    "Remove the dependency; a base component must not know business packages or other components' interfaces."
            )
        default:
            break
        }
        if to.kind == .extension {
            let component = config.componentName(of: to)
            let componentLayer = config.packages.first { $0.name == component }?.layer ?? to.layer
            guard config.layerIndex(componentLayer) > fromLayer else { return nil }
            return Violation(
                rule: "R3",
                message:
                    "\(from.name) (\(from.layer)) depends on \(to.name), but \(component) is in the higher layer \(componentLayer)",
                fix:
                    "Remove the dependency; a \(from.layer) package never calls a \(componentLayer) component, even through the mediator."
            )
        }
        if Self.isBusiness(to) {
            let mediator = extensionName(of: to.name)
            if isTest {
                return Violation(
                    rule: "R6",
                    message:
                        "test target \(targetName) of \(from.name) depends on business implementation package \(to.name); "
                        + "only the app and a component's own tests may",
                    fix:
                        "Depend on \(mediator) with a fake target instead, or move the test to the app's end-to-end tests.",
                    suggestedDependency: mediator)
            }
            if Self.isBusiness(from) {
                return Violation(
                    rule: "R2",
                    message:
                        "business component \(from.name) depends on the implementation package of business component \(to.name)",
                    fix: "Depend on \(mediator) and call \(to.name) through the mediator instead.",
                    suggestedDependency: mediator)
            }
            return Violation(
                rule: "R6",
                message:
                    "\(from.name) (\(from.kind.rawValue)) depends on business implementation package \(to.name); only the app may",
                fix: "Remove the dependency; only the app links business implementation packages.")
        }
        guard toLayer >= fromLayer else { return nil }
        return Violation(
            rule: "R1",
            message:
                "\(from.name) (\(from.layer)) depends on \(to.name) (\(to.layer)); a package may depend only on lower layers",
            fix: "Remove the dependency, or move the shared code into a package of a lower layer.")
    }

    private func extensionName(of component: String) -> String {
        config.packages.first { $0.kind == .extension && config.componentName(of: $0) == component }?.name
            ?? "\(component)Mediator"
    }
}
