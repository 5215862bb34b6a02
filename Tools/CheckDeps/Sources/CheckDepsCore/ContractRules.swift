/// R9: the contract between each extension package and its component's `Target_<Name>`.
///
/// Actions are read from `.local("x")` / `.remote("x")` / `.localAsync("x")` / `.remoteAsync("x")`
/// calls in the component's non-test targets; calls are read from `target: "T"` / `action: "a"`
/// string-literal pairs in the extension's non-test targets.
struct ContractRules {
    let config: ArchitectureConfig
    let graph: ProjectGraph

    /// Findings for all components and extension packages.
    func check(targets: [Checker.TargetContext]) -> [Finding] {
        var findings: [Finding] = []
        var declarationsByComponent: [String: [ActionDeclaration]] = [:]
        var typeDeclared: [String: Bool] = [:]
        for entry in config.packages where entry.kind == .component {
            guard let index = graph.packageIndex(named: entry.name) else { continue }
            let files = productionFiles(of: index, in: targets)
            let declarations = files.flatMap { ActionScanner.declarations(in: $0.lexed, path: $0.path) }
            declarationsByComponent[entry.name] = declarations
            typeDeclared[entry.name] = files.contains {
                ActionScanner.declaresType("Target_\(entry.name)", in: $0.lexed)
            }
            for file in files {
                for type in ActionScanner.targetTypes(of: entry.name, in: file.lexed) where !type.isPublic {
                    findings.append(
                        Finding(
                            rule: "R9", path: file.path, line: type.line,
                            message:
                                "\(type.name) is not public: a release build drops a type only the runtime lookup reaches, so the app would not find it",
                            fix: "Declare it public (public struct \(type.name): MediatorTarget).",
                            key: Finding.subjectKey("not public", type.name)))
                }
            }
            for declaration in declarations
            where declaration.isRemote && declaration.name.lowercased().hasPrefix("native") {
                findings.append(
                    Finding(
                        rule: "R9", path: declaration.path, line: declaration.line,
                        message:
                            "action \"\(declaration.name)\" of \(entry.name) is declared remote, but native actions are never remote-callable",
                        fix: "Declare it with .local(\"\(declaration.name)\") (or .localAsync).",
                        key: Finding.subjectKey("remote native", "\(entry.name) \(declaration.name)")))
            }
        }

        for entry in config.packages where entry.kind == .extension {
            guard let index = graph.packageIndex(named: entry.name) else { continue }
            let component = config.componentName(of: entry)
            let declarations = declarationsByComponent[component] ?? []
            let targetType = "Target_\(component)"
            let usages = productionFiles(of: index, in: targets).flatMap {
                ActionScanner.usages(in: $0.lexed, path: $0.path)
            }
            if let first = usages.first, typeDeclared[component] != true {
                findings.append(
                    Finding(
                        rule: "R9", path: first.path, line: first.line,
                        message: "\(entry.name) calls component \(component), which declares no type \(targetType)",
                        fix: "Add a \(targetType) type in module \(component) that declares its actions.",
                        key: Finding.subjectKey("no target type", "\(entry.name) \(component)")))
            }
            var reportedTargets: Set<String> = []
            for usage in usages {
                // An `action:` literal with no `target:` literal before it in the file is not a call
                // (e.g. `CallError.unexpectedResult(action: "list", ...)`).
                guard let target = usage.target else { continue }
                guard target == component else {
                    if reportedTargets.insert("\(usage.path):\(usage.targetLine)").inserted {
                        findings.append(
                            Finding(
                                rule: "R9", path: usage.path, line: usage.targetLine,
                                message: "\(entry.name) calls target \"\(target)\", but its component is \(component)",
                                fix: "Use target: \"\(component)\"; an extension package calls only its own component.",
                                key: Finding.subjectKey("wrong target", "\(entry.name) \(target)")))
                    }
                    continue
                }
                if !declarations.contains(where: { $0.name == usage.action }) {
                    findings.append(
                        Finding(
                            rule: "R9", path: usage.path, line: usage.line,
                            message:
                                "\(entry.name) calls action \"\(usage.action)\" of \(component), which \(targetType) does not declare",
                            fix:
                                "Declare .local(\"\(usage.action)\") (or .remote) in \(targetType), or correct the action name.",
                            key: Finding.subjectKey("undeclared action", "\(entry.name) \(usage.action)")))
                }
            }
        }
        return findings
    }

    private func productionFiles(of packageIndex: Int, in targets: [Checker.TargetContext]) -> [SourceFile] {
        targets.filter { $0.packageIndex == packageIndex && !$0.target.isTest }.flatMap(\.files)
    }
}
