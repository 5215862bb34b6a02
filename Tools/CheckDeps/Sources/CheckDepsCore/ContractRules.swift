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
            findings += targetNaming(of: entry, packageIndex: index, in: targets)
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

    /// Each type of a component's library targets that conforms to `MediatorTarget` in its declaration
    /// is named as the mediator's discovery looks it up, `<Module>.Target_<Module>` (`TargetNaming.standard`),
    /// `Target_<Module>_<variant>` or `Target_<Module>Commands` (`TargetNaming.commands`); a business
    /// component with command screens (a `Commands/` folder, or a `ComponentCommand` conformance)
    /// declares `Target_<Name>Commands`, or the app never lists them.
    private func targetNaming(
        of entry: ArchitectureConfig.Package, packageIndex: Int, in targets: [Checker.TargetContext]
    ) -> [Finding] {
        var findings: [Finding] = []
        var commandsTargetDeclared = false
        // A misspelled commands target (`Target_CouponCommandz`) is reported once, as misnamed.
        var misnamedCommandsTarget = false
        var screens: (path: String, line: Int)?
        for context in targets
        where context.packageIndex == packageIndex && !context.target.isTest && context.target.type == "regular" {
            let module = context.target.moduleName
            let standard = "Target_\(module)"
            for file in context.files {
                if module == entry.name, screens == nil, file.path.contains("/Commands/") {
                    screens = (file.path, 1)
                }
                if module == entry.name, screens == nil || screens?.line == 1,
                    let command = TypeConformance.declarations(conformingTo: "ComponentCommand", in: file.lexed).first
                {
                    screens = (file.path, command.line)
                }
                for type in TypeConformance.declarations(conformingTo: "MediatorTarget", in: file.lexed) {
                    let name = type.name
                    if name == standard + "Commands" { commandsTargetDeclared = true }
                    guard name != standard, name != standard + "Commands",
                        !(name.hasPrefix(standard + "_") && name.count > standard.count + 1)
                    else { continue }
                    if module == entry.name, name.lowercased().contains("command") { misnamedCommandsTarget = true }
                    findings.append(
                        Finding(
                            rule: "R9", path: file.path, line: type.line,
                            message:
                                "\(name) conforms to MediatorTarget in module \(module), but the mediator looks up "
                                + "only \(module).\(standard), \(module).\(standard)_<variant> and "
                                + "\(module).\(standard)Commands there, so no call reaches it",
                            fix: namingFix(name, module: module),
                            key: Finding.subjectKey("target name", "\(module) \(name)")))
                }
            }
        }
        let isBusiness = entry.layer == "common" || entry.layer == "feature"
        if isBusiness, let screens, !commandsTargetDeclared, !misnamedCommandsTarget {
            findings.append(
                Finding(
                    rule: "R9", path: screens.path, line: screens.line,
                    message: "component \(entry.name) has command screens, but no type Target_\(entry.name)Commands, "
                        + "so the app never lists them",
                    fix: "Declare public struct Target_\(entry.name)Commands: MediatorTarget in module \(entry.name), "
                        + "whose one action is nativeCommands (ComponentCommands' CommandCatalog).",
                    key: Finding.subjectKey("no commands target", entry.name)))
        }
        return findings
    }

    /// How to fix a misnamed target type `name` in `module`.
    private func namingFix(_ name: String, module: String) -> String {
        let standard = "Target_\(module)"
        if name.hasPrefix(standard + "Command") || name.lowercased().hasPrefix(standard.lowercased() + "command") {
            return "Rename it to \(standard)Commands."
        }
        let named = name.hasPrefix("Target_") ? String(name.dropFirst("Target_".count)) : ""
        let other = named.split(separator: "_").first.map(String.init) ?? ""
        let otherComponent = other.hasSuffix("Commands") ? String(other.dropLast("Commands".count)) : other
        if !otherComponent.isEmpty, otherComponent != module,
            config.packages.contains(where: { $0.kind == .component && $0.name == otherComponent })
        {
            return "Move it to module \(otherComponent), where the mediator looks for \(otherComponent).\(name), "
                + "or rename it to \(standard) (a variant: \(standard)_<variant>)."
        }
        return "Rename it to \(standard) (a variant: \(standard)_<variant>; command screens: \(standard)Commands)."
    }

    private func productionFiles(of packageIndex: Int, in targets: [Checker.TargetContext]) -> [SourceFile] {
        targets.filter { $0.packageIndex == packageIndex && !$0.target.isTest }.flatMap(\.files)
    }
}
