/// Every rule check-deps reports, in report order, with its rationale and examples.
public enum RuleCatalog {
    /// The rules `R1`...`R10`, then the two mechanism rules `baseline` and `suppression`.
    public static let rules: [RuleDescription] = [
        RuleDescription(
            id: "R1", name: "DependOnLowerLayers",
            summary: "A package depends only on packages of a lower layer (core < base < common < feature < app), "
                + "or on extension packages as R3 allows.",
            rationale: """
                Layers sort code by how often it changes and by how many teams rely on it. A dependency that
                points up or sideways ties stable code to volatile code: every change above rebuilds and
                risks what sits below, and the lower package can no longer be built, tested or released
                on its own.
                """,
            badExample: """
                // Packages/Mediator/Package.swift (layer core)
                .target(name: "Mediator", dependencies: [.product(name: "Storage", package: "Storage")])
                """,
            goodExample: """
                // Packages/Storage/Package.swift (layer base): the dependency points down
                .target(name: "Storage", dependencies: [.product(name: "Mediator", package: "Mediator")])
                """,
            fix: """
                Remove the dependency, or move the shared code into a package of a lower layer. When lower
                code needs a service from above, let the app hand it over (for example in the mediator's
                context) instead of importing it.
                """),
        RuleDescription(
            id: "R2", name: "NoBusinessToBusiness",
            summary: "No business component (common or feature) depends on another business component's "
                + "implementation package.",
            rationale: """
                Business components belong to different teams and ship on their own schedules. Linking
                another component's implementation couples the two builds and exposes internals that its
                owners mean to change. The Mediator and the component's extension package are the one
                sanctioned path, and they keep each component testable against a scripted stand-in.
                """,
            badExample: """
                // Packages/Order/Package.swift
                .target(name: "Order", dependencies: [.product(name: "Goods", package: "Goods")])
                // Order.swift
                import Goods
                try GoodsFacade(storage: storage).reserve(id: 3, quantity: 2)
                """,
            goodExample: """
                // Packages/Order/Package.swift
                .target(name: "Order", dependencies: [.product(name: "GoodsMediator", package: "GoodsMediator")])
                // Order.swift
                import GoodsMediator
                try mediator.goods.reserve(id: 3, quantity: 2)
                """,
            fix: """
                Depend on the component's extension package (<Name>Mediator) and call it through the
                mediator. If the call you need is missing there, ask the component's owners to add it.
                """),
        RuleDescription(
            id: "R3", name: "ExtensionsFromSameLayerOrAbove",
            summary: "A package may depend on <Name>Mediator only if <Name> is in the same layer or a lower one.",
            rationale: """
                The mediator hides the call, not its direction. A common component that calls a feature,
                even through the feature's extension package, depends at run time and in its tests on code
                that changes more often than it does, and the layers stop meaning anything.
                """,
            badExample: """
                // Packages/Cart/Package.swift (Cart is common, Goods is a feature)
                .target(name: "Cart", dependencies: [.product(name: "GoodsMediator", package: "GoodsMediator")])
                """,
            goodExample: """
                // Packages/Order/Package.swift (Order is a feature, Cart is common)
                .target(name: "Order", dependencies: [.product(name: "CartMediator", package: "CartMediator")])
                """,
            fix: """
                Turn the call around: let the higher component call down, or publish an event through the
                mediator's observers that the higher component subscribes to.
                """),
        RuleDescription(
            id: "R4", name: "InterfaceDependsOnCoreAndInterfaces",
            summary: "An interface package (<Name>Mediator) depends on the core and on interface packages of the "
                + "same or a lower layer, never on a component.",
            rationale: """
                Every caller of a component links its interface package. If the interface linked a
                component (its own or another), every caller would link that implementation too and the
                decoupling would be gone. Another interface package is allowed when its wire types cross
                this one's calls (OrderMediator takes PaymentMediator's PaymentMethod); R3 keeps it at the
                same layer or lower, so the dependency never points up. An interface never imports its
                component either.
                """,
            badExample: """
                // Packages/GoodsMediator/Package.swift
                .target(name: "GoodsMediator", dependencies: [.product(name: "Goods", package: "Goods")])
                """,
            goodExample: """
                // Packages/OrderMediator/Package.swift: its calls take PaymentMediator's PaymentMethod
                .target(
                    name: "OrderMediator",
                    dependencies: [
                        .product(name: "Mediator", package: "Mediator"),
                        .product(name: "PaymentMediator", package: "PaymentMediator"),
                    ])
                """,
            fix: """
                Remove the dependency on the component. Declare the value types that cross the mediator in
                an interface package (this one, or an interface of the same or a lower layer), and let the
                component depend on its interface, never the reverse.
                """),
        RuleDescription(
            id: "R5", name: "BaseDependsOnlyOnCoreAndOwnInterface",
            summary: "A base component depends on nothing in the project but the core and its own interface "
                + "package (<Name>Mediator).",
            rationale: """
                Base components (networking, storage, ...) know no business and are used by everything. A
                project dependency would turn them into a hub that drags business code into every build and
                every test of every component. Their own interface package is the exception: it declares
                the wire types and error codes of their mediator calls.
                """,
            badExample: """
                // Packages/Storage/Sources/Storage/Migrations.swift
                import Account
                """,
            goodExample: """
                // Packages/Storage/Package.swift: the core and its own interface only
                .target(
                    name: "Storage",
                    dependencies: [
                        .product(name: "Mediator", package: "Mediator"),
                        .product(name: "StorageMediator", package: "StorageMediator"),
                    ])
                // Packages/Account/Sources/Account/AccountTables.swift: the component owns its tables
                import Storage
                """,
            fix: """
                Remove the dependency and move the business knowledge into the business component, which
                may use the base component (that dependency points down).
                """),
        RuleDescription(
            id: "R6", name: "OnlyTheAppLinksImplementations",
            summary: "Only the app (and a component's own tests) depend on business implementation packages; "
                + "only test targets and executables (a feature's Example) depend on test-support products (…Testing).",
            rationale: """
                The app is the composition root: it links the implementations so the mediator can find their
                targets at run time. Anything else that links an implementation bypasses the mediator, and
                production code that links a test stand-in ships fakes. An executable is linked by nothing, so a
                feature's Example may run the feature against scripted stand-ins.
                """,
            badExample: """
                // Packages/Order/Package.swift
                .testTarget(name: "OrderTests", dependencies: ["Order", .product(name: "Goods", package: "Goods")])
                """,
            goodExample: """
                // Packages/Order/Package.swift: a scripted Goods stands in for the real one
                .testTarget(
                    name: "OrderTests",
                    dependencies: ["Order", .product(name: "MediatorTesting", package: "Mediator")])
                """,
            fix: """
                Depend on the component's extension package and script the component in tests (for example
                with MediatorTesting), or move the test into the app's end-to-end tests.
                """),
        RuleDescription(
            id: "R7", name: "NoCycles",
            summary: "No dependency cycles, between packages or between the targets of one package.",
            rationale: """
                Packages on a cycle are one unit in disguise: none of them builds, tests or ships without
                the others. SwiftPM rejects such cycles too, but only when it resolves or builds, and
                without saying which edge to cut; check-deps prints the whole path.
                """,
            badExample: """
                // Packages/Core/Package.swift
                .target(name: "Core", dependencies: [.product(name: "Feature", package: "Feature")])
                // Packages/Feature/Package.swift
                .target(name: "Feature", dependencies: [.product(name: "Core", package: "Core")])
                """,
            goodExample: """
                // Packages/Feature/Package.swift: only the upper package depends on the lower one
                .target(name: "Feature", dependencies: [.product(name: "Core", package: "Core")])
                """,
            fix: """
                Remove one dependency on the printed path. Move the code both sides need into a lower
                package, or have the lower side call the upper one through the mediator.
                """),
        RuleDescription(
            id: "R8", name: "NoImplicitImports",
            summary: "Every import of a project module is a declared direct dependency of the importing target; "
                + "declared project dependencies that nothing imports are warnings.",
            rationale: """
                SwiftPM lets a target import any module that one of its dependencies depends on, so code
                compiles today and breaks the day an intermediate package drops a dependency. Worse, the
                manifests then understate the real graph, and every other rule checks the manifests. A
                module re-exported with @_exported import by a declared dependency counts as declared.
                """,
            badExample: """
                // Package.swift: App depends on Feature, and Feature depends on Core
                .target(name: "App", dependencies: [.product(name: "Feature", package: "Feature")])
                // Sources/App/App.swift
                import Core
                """,
            goodExample: """
                // Package.swift: the manifest says what the sources import
                .target(
                    name: "App",
                    dependencies: [
                        .product(name: "Feature", package: "Feature"),
                        .product(name: "Core", package: "Core"),
                    ])
                """,
            fix: """
                Declare the dependency on the target that imports the module (if the layers allow it), or
                remove the import. For an unused dependency, remove it from the target.
                """),
        RuleDescription(
            id: "R9", name: "MediatorContract",
            summary: "Every target/action an extension package calls exists on the component's Target_<Name>; "
                + "native* actions are never remote; targets are public.",
            rationale: """
                Target-Action trades compile-time calls for strings. This rule gives the compile-time check
                back: a misspelled action would otherwise fail only at run time with "action not found",
                and an internal Target_<Name> vanishes from release builds, because whole-module
                optimisation drops a type that only the runtime lookup reaches.
                """,
            badExample: """
                // Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift
                let goods = ComponentClient<GoodsErrorCode>(mediator, target: "Goods")
                let page: GoodsPage = try goods.call(action: "lst")
                """,
            goodExample: """
                // Packages/Goods/Sources/Goods/GoodsActions.swift declares .remote("list") { ... }
                let goods = ComponentClient<GoodsErrorCode>(mediator, target: "Goods")
                let page: GoodsPage = try goods.call(action: "list")
                """,
            fix: """
                Call an action the target declares (or declare it in Target_<Name>), keep native* actions
                local, and make every Target_<Name> public.
                """),
        RuleDescription(
            id: "R10", name: "RegistrationsAgree",
            summary: "Registrations agree: every list of components outside architecture.json (the app manifest's "
                + "components, its registration lists) names the same components with the same launch and remote.",
            rationale: """
                architecture.json is the one registry of components. The app cannot read it at run time,
                so it keeps copies: the components its manifest links and the launch priorities and
                remote targets it configures. A component left out of a copy is silently left out of the
                app (never launched, not reachable by URL), so every copy must agree with the registry.
                """,
            badExample: """
                // architecture.json lists Coupon (launch 45, remote); App/ShopCommands/ComponentRegistry.swift:
                // check-deps: registrations
                static let all: [ComponentRegistration] = [
                    .init(name: "Cart", launch: 40, remote: true),
                ]
                """,
            goodExample: """
                // check-deps: registrations
                static let all: [ComponentRegistration] = [
                    .init(name: "Cart", launch: 40, remote: true),
                    .init(name: "Coupon", launch: 45, remote: true),
                ]
                """,
            fix: """
                Run `Tools/check-deps sync`: it writes every list the finding can name from
                architecture.json (only the text between the list's brackets changes). check-deps
                register (which Tools/new-component runs) registers a new component in architecture.json
                and every list at once.
                """),
        RuleDescription(
            id: "R11", name: "CopiesAgree",
            summary: "A target declared again by a path into another package's directory (so the repository "
                + "can be depended on by URL) has that package's kind, sources and dependencies.",
            rationale: """
                SwiftPM refuses a dependency by URL on a package whose manifest depends on local packages
                by path, so a repository others adopt by URL declares its packages' libraries again in
                its root manifest, by path. The package's own manifest states each dependency (it builds
                alone, and the layer rules read it); a copy that drifts builds something else than what
                was checked. An example whose own package depends back on the declaring package (built
                there to keep it compiling) reaches that package's modules through a product, so only
                its kind and sources are compared.
                """,
            badExample: """
                // Packages/Goods/Package.swift: Goods depends on Mediator, Storage and GoodsMediator
                // Package.swift (root):
                .target(name: "Goods", dependencies: ["Mediator"], path: "Packages/Goods/Sources/Goods")
                """,
            goodExample: """
                .target(
                    name: "Goods", dependencies: ["Mediator", "Storage", "GoodsMediator"],
                    path: "Packages/Goods/Sources/Goods")
                """,
            fix: """
                Change a dependency in the package's own manifest only, then run `Tools/check-deps sync`:
                it writes the root manifest's `libraries` table from the packages' manifests. A copy
                outside such a table takes the dependencies the finding lists by hand.
                """),
        RuleDescription(
            id: "baseline", name: "StaleBaselineEntry",
            summary: "Every entry of the baseline still matches a finding.",
            rationale: """
                The baseline accepts the findings a repository had when it adopted check-deps, so that only
                new violations fail. An entry whose finding is gone would silently accept the same
                violation if it ever came back.
                """,
            badExample: """
                // .check-deps-baseline.json accepts an R8 finding that has since been fixed
                { "message" : "target App imports Core, ...", "path" : "Sources/App/App.swift", "rule" : "R8" }
                """,
            goodExample: """
                // the entry is removed, so a regression fails again
                { "entries" : [], "schemaVersion" : 1 }
                """,
            fix: """
                Delete the entry, or run check-deps --write-baseline to rewrite the baseline from today's
                findings.
                """,
            defaultSeverity: .warning),
        RuleDescription(
            id: "suppression", name: "SuppressionNeedsRuleAndReason",
            summary: "An inline // check-deps:ignore comment names the rules it suppresses and a reason.",
            rationale: """
                A suppression is an exception someone will have to revisit; without a rule it could hide
                anything on its line, and without a reason nobody can tell whether it still applies.
                """,
            badExample: """
                import Core // check-deps:ignore
                """,
            goodExample: """
                import Core // check-deps:ignore R8: generated code; the build plugin adds the dependency
                """,
            fix: """
                Write the comment as // check-deps:ignore R8: why this is acceptable (several rules are
                separated by commas).
                """,
            defaultSeverity: .warning),
    ]

    /// The description of `id` (case-insensitive: `r8` finds `R8`), or nil.
    public static func rule(_ id: String) -> RuleDescription? {
        rules.first { $0.id.lowercased() == id.lowercased() }
    }
}
