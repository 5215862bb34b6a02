/// R8: every imported project module is a declared direct dependency, and every declared project
/// dependency is imported somewhere (unused ones are warnings). An undeclared import of another
/// package's module is also checked against the layer rules, at the import's line.
///
/// A module that a declared dependency re-exports (`@_exported import M` in its sources, followed
/// transitively) counts as declared, and importing it counts as using that dependency. A dependency
/// with a `condition:` counts as declared everywhere, but importing its module outside any `#if`
/// is a warning: the import breaks on the platforms the condition leaves out.
struct ImportRules {
    private static let ignoredDependencyTypes: Set<String> = ["macro", "plugin", "binary"]

    let graph: ProjectGraph
    let rules: DependencyRules?
    /// The module layer rules, when `architecture.json` layers modules.
    let moduleRules: ModuleRules?
    /// Module name to the modules its sources re-export with `@_exported import`.
    let reexports: [String: Set<String>]

    /// `modules` plus everything they re-export, transitively.
    func visibleModules(through modules: Set<String>) -> Set<String> {
        var visible = modules
        var pending = Array(modules)
        while let module = pending.popLast() {
            for exported in reexports[module] ?? [] where visible.insert(exported).inserted {
                pending.append(exported)
            }
        }
        return visible
    }

    /// Findings for one target.
    func check(_ context: Checker.TargetContext, locator: ManifestLocator) -> [Finding] {
        let package = graph.packages[context.packageIndex]
        let target = context.target
        var declaredModules: Set<String> = []
        for dependency in context.dependencies {
            switch dependency.destination {
            case .localTarget(let name): declaredModules.insert(Self.module(name))
            case .project(_, _, let modules): declaredModules.formUnion(modules.map(Self.module))
            case .external: break
            }
        }

        let visible = visibleModules(through: declaredModules)
        let conditions = Self.conditionsByModule(context.dependencies)
        var findings: [Finding] = []
        var importedModules: Set<String> = []
        let aliases = target.importAliases
        let renamed = aliases.isEmpty ? [:] : target.renamedModules
        for file in context.files {
            for declaration in file.imports {
                let module = aliases[declaration.module] ?? declaration.module
                importedModules.insert(module)
                if let alias = renamed[declaration.module], aliases[declaration.module] == nil {
                    findings.append(
                        Finding(
                            rule: "R8", path: file.path, line: declaration.line,
                            message: "target \(target.name) imports \(module) by its own name, but the target "
                                + "aliases it as \(alias)",
                            fix: "Write `import \(alias)`, or remove the module alias from target \(target.name).",
                            key: Finding.importKey(target: target.name, module: module)))
                    continue
                }
                if !declaration.isConditional,
                    let finding = unguardedImport(
                        declaration, module: module, in: file, of: target.name, conditions)
                {
                    findings.append(finding)
                }
                guard module != target.moduleName, let owner = graph.owner(of: module, from: context.packageIndex),
                    !visible.contains(module)
                else { continue }
                let other = graph.packages[owner.packageIndex]
                var violation: DependencyRules.Violation?
                if owner.packageIndex != context.packageIndex, let rules, let from = package.entry, let to = other.entry
                {
                    violation = rules.evaluate(from: from, targetName: target.name, isTest: target.isTest, to: to)
                }
                if violation == nil, let moduleRules {
                    violation = moduleRules.evaluate(from: target.name, fromType: target.type, to: owner.target)
                }
                // The R8 fix never tells to declare a dependency that the layer rules forbid.
                let fix =
                    violation.map {
                        "Remove the import: declaring \(module) would break \($0.rule) too. \($0.fix)"
                    } ?? fixForMissing(module: module, owner: owner, target: target.name, package: package)
                findings.append(
                    Finding(
                        rule: "R8", path: file.path, line: declaration.line,
                        message:
                            "target \(target.name) imports \(module), which is not a declared direct dependency of the target"
                            + (graph.isTransitivelyReachable(
                                module, through: context.dependencies, in: context.packageIndex)
                                ? " (it is reachable only transitively)" : ""),
                        fix: fix, key: Finding.importKey(target: target.name, module: module)))
                if let violation {
                    findings.append(
                        Finding(
                            rule: violation.rule, path: file.path, line: declaration.line,
                            message: violation.message + " (through `import \(module)`)", fix: violation.fix,
                            key: Finding.importKey(target: target.name, module: module)))
                }
            }
        }
        // A plugin's dependencies are tools it runs, never modules it imports. A target that applies
        // a build-tool plugin compiles generated sources too (swift-openapi-generator's
        // `additionalImports` write `import Types` there), so no dependency of it is known unused.
        guard !context.files.isEmpty, target.type != "plugin", target.plugins.isEmpty else { return findings }
        for dependency in context.dependencies {
            let modules: [String]
            var isIntentionalLink = false
            switch dependency.destination {
            case .localTarget(let name):
                let type = package.manifest.targets.first { $0.name == name }?.type ?? "regular"
                guard !Self.ignoredDependencyTypes.contains(type) else { continue }
                modules = [Self.module(name)]
                // A component's executable (its Example) links the component as the app does, so the
                // mediator finds its targets by name; it need not import it.
                isIntentionalLink =
                    target.type == "executable" && package.entry?.kind == .component
                    && package.entry?.name == name
            case .project(let index, let product, let productModules):
                modules = productModules.map(Self.module)
                let links = package.entry?.kind == .app ? (package.entry?.links ?? []) : []
                isIntentionalLink = links.contains(product) || links.contains(graph.packages[index].name)
            case .external:
                continue
            }
            guard !isIntentionalLink, importedModules.isDisjoint(with: visibleModules(through: Set(modules))) else {
                continue
            }
            let isApp = package.entry?.kind == .app
            findings.append(
                Finding(
                    rule: "R8", severity: .warning, path: package.manifestPath,
                    line: locator.line(ofDependency: dependency.declared.name, inTarget: target.name),
                    message: "target \(target.name) declares dependency \(dependency.declared.name) "
                        + "but none of its sources imports \(modules.joined(separator: ", "))",
                    fix: isApp
                        ? "Remove the unused dependency, or list it in architecture.json \"links\" if the app links it on purpose."
                        : "Remove the unused dependency from target \(target.name).",
                    key: Finding.dependencyKey(target: target.name, dependency: dependency.declared.name)))
        }
        return findings
    }

    /// The module (c99) name of the target named `target`.
    private static func module(_ target: String) -> String {
        PackageManifest.Target.moduleName(of: target)
    }

    /// For each module a dependency provides: the dependency's condition, or nil if one applies everywhere.
    /// External products are assumed to provide the module of their own name.
    private static func conditionsByModule(_ dependencies: [ResolvedDependency]) -> [String: PackageManifest.Condition?]
    {
        var result: [String: PackageManifest.Condition?] = [:]
        for dependency in dependencies {
            let modules: [String]
            switch dependency.destination {
            case .localTarget(let name): modules = [module(name)]
            case .project(_, _, let productModules): modules = productModules.map(module)
            case .external: modules = [module(dependency.declared.name)]
            }
            for module in modules {
                switch (result[module], dependency.declared.condition) {
                case (.some(.none), _): continue  // Already unconditional.
                case (_, nil): result[module] = .some(nil)
                case (_, let condition?): result[module] = .some(condition)
                }
            }
        }
        return result
    }

    /// A warning for an import outside `#if` of a module that only conditional dependencies provide.
    private func unguardedImport(
        _ declaration: ImportDeclaration, module: String, in file: SourceFile, of target: String,
        _ conditions: [String: PackageManifest.Condition?]
    ) -> Finding? {
        guard case .some(.some(let condition)) = conditions[module] else { return nil }
        let guardExample =
            condition.platforms.count == 1
            ? "#if os(\(Self.osName(condition.platforms[0])))" : "#if canImport(\(module))"
        return Finding(
            rule: "R8", severity: .warning, path: file.path, line: declaration.line,
            message: "target \(target) imports \(module) outside #if, but its dependency on \(module) "
                + "applies only to \(condition.summary)",
            fix:
                "Wrap the import and its uses in \(guardExample) ... #endif, or drop the condition from the dependency.",
            key: Finding.importKey(target: target, module: module))
    }

    /// The `os(...)` spelling of a SwiftPM platform name.
    private static func osName(_ platform: String) -> String {
        let names = [
            "linux": "Linux", "macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS",
            "visionos": "visionOS", "windows": "Windows", "android": "Android", "wasi": "WASI", "openbsd": "OpenBSD",
        ]
        return names[platform] ?? platform
    }

    private func fixForMissing(
        module: String, owner: ProjectGraph.ModuleOwner, target: String, package: ProjectPackage
    ) -> String {
        let other = graph.packages[owner.packageIndex]
        if other.path == package.path {
            return "Add \"\(owner.target)\" to the dependencies of target \(target), or remove the import."
        }
        guard let product = other.manifest.products.first(where: { $0.targets.contains(owner.target) }) else {
            return "Remove the import; no product of package \(other.name) exports \(module)."
        }
        return "Add .product(name: \"\(product.name)\", package: \"\(other.name)\") to target \(target) "
            + "if the architecture allows it, or remove the import."
    }
}
