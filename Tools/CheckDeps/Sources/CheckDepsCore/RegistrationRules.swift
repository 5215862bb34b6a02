import Foundation

/// R10: every hand-kept list of components in the app agrees with `architecture.json`, the registry.
///
/// Two places are checked, each only where it exists: the app manifest's `let components = [ … ]`
/// and every app source file marked `// check-deps: registrations`, whose following array lists
/// `.init(name: "X", launch: 10, remote: true)` entries (launch may be `nil`); `RegistrationList`
/// finds both by lexing, as `check-deps register` does when it adds to them. A component missing
/// from a list, a name the registry does not list, a launch priority or remote flag that differs,
/// and an entry of another shape are errors at the line to fix.
struct RegistrationRules {
    let root: URL
    let config: ArchitectureConfig

    /// Findings for the app packages among `packages`, whose Swift files are `files` (repo-relative).
    func check(packages: [ProjectPackage], files: [Int: [String]]) -> [Finding] {
        let components = config.packages.filter { $0.kind == .component }
        guard !components.isEmpty else { return [] }
        var findings: [Finding] = []
        for (index, package) in packages.enumerated() where package.entry?.kind == .app {
            findings += checkManifest(package.manifestPath, components: components)
            for path in Set(files[index] ?? []).sorted() {
                findings += checkRegistrations(path, components: components)
            }
        }
        return findings
    }

    private func text(of path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    private func checkManifest(_ path: String, components: [ArchitectureConfig.Package]) -> [Finding] {
        guard let list = RegistrationList.components(in: text(of: path)) else { return [] }
        return compare(list, components: components, path: path, listName: "the components list", checkFacts: false)
    }

    private func checkRegistrations(_ path: String, components: [ArchitectureConfig.Package]) -> [Finding] {
        // Most app files have no registration list: skip them before lexing (an app of 369 files,
        // isowords, spent 0.1 s of a 0.3 s warm check reading them).
        let text = text(of: path)
        guard text.contains(RegistrationList.marker) else { return [] }
        switch RegistrationList.registrations(in: text) {
        case .noMarker:
            return []
        case .missing(let line):
            return [
                Finding(
                    rule: "R10", path: path, line: line,
                    message: "the registration marker is not followed by a list (`… = [ … ]`)",
                    fix: "Declare the registration list right after the marker, or remove the marker.",
                    key: Finding.subjectKey("registrations", "no list"))
            ]
        case .found(let list):
            return compare(
                list, components: components, path: path, listName: "the registration list", checkFacts: true)
        }
    }

    private func compare(
        _ list: RegistrationList, components: [ArchitectureConfig.Package], path: String, listName: String,
        checkFacts: Bool
    ) -> [Finding] {
        var findings: [Finding] = list.unreadableLines.map { line in
            Finding(
                rule: "R10", path: path, line: line,
                message: "\(listName) has an entry check-deps cannot read",
                fix:
                    checkFacts
                    ? "Run `Tools/check-deps sync`, which writes each entry as .init(name: \"X\", launch: N or nil, "
                        + "remote: true or false) from architecture.json."
                    : "Run `Tools/check-deps sync`, which writes each entry as a plain string literal, \"X\", "
                        + "from architecture.json.",
                key: Finding.subjectKey("registrations", "\(listName) unreadable"))
        }
        let registered = Dictionary(components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        for item in list.entries {
            guard seen.insert(item.name).inserted else {
                findings.append(
                    Finding(
                        rule: "R10", path: path, line: item.line,
                        message: "\(listName) lists \(item.name) twice",
                        fix:
                            "Run `Tools/check-deps sync`, which writes the list from architecture.json (or remove the second entry).",
                        key: Finding.subjectKey("registrations", "\(listName) twice \(item.name)")))
                continue
            }
            guard let component = registered[item.name] else {
                findings.append(
                    Finding(
                        rule: "R10", path: path, line: item.line,
                        message: "\(listName) lists \(item.name), which architecture.json does not list as a component",
                        fix:
                            "Register it in architecture.json (Tools/new-component does), or run `Tools/check-deps sync` "
                            + "to write the list from architecture.json without it.",
                        key: Finding.subjectKey("registrations", "\(listName) unknown \(item.name)")))
                continue
            }
            guard checkFacts, let facts = item.facts else { continue }
            if facts.launch != component.launch {
                findings.append(
                    Finding(
                        rule: "R10", path: path, line: item.line,
                        message:
                            "\(listName) gives \(item.name) launch \(facts.launch.map(String.init) ?? "nil"), "
                            + "architecture.json \(component.launch.map(String.init) ?? "none")",
                        fix:
                            "Run `Tools/check-deps sync`: it copies the launch priority from architecture.json, the registry.",
                        key: Finding.subjectKey("registrations", "\(listName) launch \(item.name)")))
            }
            if facts.remote != (component.remote ?? false) {
                findings.append(
                    Finding(
                        rule: "R10", path: path, line: item.line,
                        message:
                            "\(listName) gives \(item.name) remote \(facts.remote), architecture.json \(component.remote ?? false)",
                        fix:
                            "Run `Tools/check-deps sync`: it copies the remote flag from architecture.json, the registry.",
                        key: Finding.subjectKey("registrations", "\(listName) remote \(item.name)")))
            }
        }
        for component in components where !seen.contains(component.name) {
            findings.append(
                Finding(
                    rule: "R10", path: path, line: list.openingLine,
                    message: "\(listName) lacks \(component.name), which architecture.json lists as a component",
                    fix:
                        "Run `Tools/check-deps sync`, which writes the list from architecture.json (Tools/new-component "
                        + "registers a new component everywhere).",
                    key: Finding.subjectKey("registrations", "\(listName) lacks \(component.name)")))
        }
        return findings
    }
}
