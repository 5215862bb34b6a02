/// R8: every imported project module is a declared direct dependency, and every declared project
/// dependency is imported somewhere (unused ones are warnings). An undeclared import of another
/// package's module is also checked against the layer rules, at the import's line.
struct ImportRules {
    private static let ignoredDependencyTypes: Set<String> = ["macro", "plugin", "binary"]

    let graph: ProjectGraph
    let rules: DependencyRules?

    /// Findings for one target.
    func check(_ context: Checker.TargetContext, locator: ManifestLocator) -> [Finding] {
        let package = graph.packages[context.packageIndex]
        let target = context.target
        var declaredModules: Set<String> = []
        for dependency in context.dependencies {
            switch dependency.destination {
            case .localTarget(let name): declaredModules.insert(name)
            case .project(_, _, let modules): declaredModules.formUnion(modules)
            case .external: break
            }
        }

        var findings: [Finding] = []
        var importedModules: Set<String> = []
        for file in context.files {
            for declaration in file.imports {
                importedModules.insert(declaration.module)
                let module = declaration.module
                guard module != target.name, let owner = graph.owner(of: module, from: context.packageIndex),
                    !declaredModules.contains(module)
                else { continue }
                findings.append(
                    Finding(
                        rule: "R8", path: file.path, line: declaration.line,
                        message: "target \(target.name) imports \(module), which is not a declared direct dependency of the target"
                            + (graph.isTransitivelyReachable(module, through: context.dependencies, in: context.packageIndex)
                                ? " (it is reachable only transitively)" : ""),
                        fix: fixForMissing(module: module, owner: owner, target: target.name, package: package)))
                let other = graph.packages[owner.packageIndex]
                if owner.packageIndex != context.packageIndex, let rules, let from = package.entry, let to = other.entry,
                    let violation = rules.evaluate(from: from, targetName: target.name, isTest: target.isTest, to: to)
                {
                    findings.append(
                        Finding(
                            rule: violation.rule, path: file.path, line: declaration.line,
                            message: violation.message + " (through `import \(module)`)", fix: violation.fix))
                }
            }
        }
        guard !context.files.isEmpty else { return findings }
        for dependency in context.dependencies {
            let modules: [String]
            var isIntentionalLink = false
            switch dependency.destination {
            case .localTarget(let name):
                let type = package.manifest.targets.first { $0.name == name }?.type ?? "regular"
                guard !Self.ignoredDependencyTypes.contains(type) else { continue }
                modules = [name]
            case .project(let index, let product, let productModules):
                modules = productModules
                let links = package.entry?.kind == .app ? (package.entry?.links ?? []) : []
                isIntentionalLink = links.contains(product) || links.contains(graph.packages[index].name)
            case .external:
                continue
            }
            guard !isIntentionalLink, importedModules.isDisjoint(with: modules) else { continue }
            let isApp = package.entry?.kind == .app
            findings.append(
                Finding(
                    rule: "R8", severity: .warning, path: package.manifestPath,
                    line: locator.line(ofDependency: dependency.declared.name, inTarget: target.name),
                    message: "target \(target.name) declares dependency \(dependency.declared.name) "
                        + "but none of its sources imports \(modules.joined(separator: ", "))",
                    fix: isApp
                        ? "Remove the unused dependency, or list it in architecture.json \"links\" if the app links it on purpose."
                        : "Remove the unused dependency from target \(target.name)."))
        }
        return findings
    }

    private func fixForMissing(
        module: String, owner: ProjectGraph.ModuleOwner, target: String, package: ProjectPackage
    ) -> String {
        let other = graph.packages[owner.packageIndex]
        if other.path == package.path {
            return "Add \"\(module)\" to the dependencies of target \(target), or remove the import."
        }
        guard let product = other.manifest.products.first(where: { $0.targets.contains(module) }) else {
            return "Remove the import; no product of package \(other.name) exports \(module)."
        }
        return "Add .product(name: \"\(product.name)\", package: \"\(other.name)\") to target \(target) "
            + "if the architecture allows it, or remove the import."
    }
}
