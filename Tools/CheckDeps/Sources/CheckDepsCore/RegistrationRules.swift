import Foundation

/// R10: every hand-kept list of components in the app agrees with `architecture.json`, the registry.
///
/// Two places are checked, each only where it exists: the app manifest's `let components = [ … ]`
/// (one name per line) and every app source file marked `// check-deps: registrations`, whose
/// following array lists `.init(name: "X", launch: 10, remote: true)` entries (launch may be `nil`).
/// A component missing from a list, a name the registry does not list, and a launch priority or
/// remote flag that differs are errors at the line to fix.
struct RegistrationRules {
    let root: URL
    let config: ArchitectureConfig

    /// The marker that opens a registration list in an app source file.
    static let marker = "// check-deps: registrations"

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

    private func lines(of path: String) -> [Substring] {
        let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private func checkManifest(_ path: String, components: [ArchitectureConfig.Package]) -> [Finding] {
        let lines = lines(of: path)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("let components = [") }) else { return [] }
        let literal = /"([A-Za-z_][A-Za-z0-9_]*)"/
        var listed: [(name: String, line: Int)] = []
        var index = start
        while index < lines.count {
            for match in lines[index].matches(of: literal) {
                listed.append((String(match.output.1), index + 1))
            }
            if lines[index].contains("]") { break }
            index += 1
        }
        return compare(
            listed.map { ($0.name, $0.line, nil) }, components: components, path: path, openingLine: start + 1,
            listName: "the components list", checkFacts: false)
    }

    private func checkRegistrations(_ path: String, components: [ArchitectureConfig.Package]) -> [Finding] {
        // Most app files have no registration list: skip them before splitting lines (an app of
        // 369 files, isowords, spent 0.1 s of a 0.3 s warm check here).
        let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        guard text.contains(Self.marker) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == Self.marker }) else {
            return []
        }
        let entry = /\.init\(name: "([A-Za-z_][A-Za-z0-9_]*)", launch: (nil|[0-9]+), remote: (true|false)\)/
        var listed: [(name: String, line: Int, facts: (launch: Int?, remote: Bool)?)] = []
        var index = start + 1
        var opened = false
        while index < lines.count {
            let line = lines[index]
            if let match = line.firstMatch(of: entry) {
                listed.append((String(match.output.1), index + 1, (Int(match.output.2), match.output.3 == "true")))
            }
            if line.contains("[") { opened = true }
            if opened && line.trimmingCharacters(in: .whitespaces).hasPrefix("]") { break }
            index += 1
        }
        return compare(
            listed, components: components, path: path, openingLine: start + 1, listName: "the registration list",
            checkFacts: true)
    }

    private func compare(
        _ listed: [(name: String, line: Int, facts: (launch: Int?, remote: Bool)?)],
        components: [ArchitectureConfig.Package], path: String, openingLine: Int, listName: String, checkFacts: Bool
    ) -> [Finding] {
        var findings: [Finding] = []
        let registered = Dictionary(components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        for item in listed {
            guard seen.insert(item.name).inserted else {
                findings.append(
                    Finding(
                        rule: "R10", path: path, line: item.line,
                        message: "\(listName) lists \(item.name) twice",
                        fix: "Remove the second entry."))
                continue
            }
            guard let component = registered[item.name] else {
                findings.append(
                    Finding(
                        rule: "R10", path: path, line: item.line,
                        message: "\(listName) lists \(item.name), which architecture.json does not list as a component",
                        fix: "Remove it here, or register it in architecture.json (Tools/new-component does both)."))
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
                        fix: "Copy the launch priority from architecture.json, the registry."))
            }
            if facts.remote != (component.remote ?? false) {
                findings.append(
                    Finding(
                        rule: "R10", path: path, line: item.line,
                        message:
                            "\(listName) gives \(item.name) remote \(facts.remote), architecture.json \(component.remote ?? false)",
                        fix: "Copy the remote flag from architecture.json, the registry."))
            }
        }
        for component in components where !seen.contains(component.name) {
            findings.append(
                Finding(
                    rule: "R10", path: path, line: openingLine,
                    message: "\(listName) lacks \(component.name), which architecture.json lists as a component",
                    fix: "Add \(component.name) here; Tools/new-component registers a new component everywhere."))
        }
        return findings
    }
}
