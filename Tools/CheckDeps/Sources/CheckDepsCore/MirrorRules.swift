import Foundation

/// R11: a target declared again by a path into another package's directory (see `MirroredTarget`)
/// says what that package's own manifest says: same kind, same sources, same dependencies.
///
/// The nested package's manifest is where a dependency is stated (it builds alone, and the layer
/// rules read it); the copy exists only so the repository can be depended on by URL. A copy that
/// drifts builds something else than what was checked, so every difference is an error at the
/// copy's line, naming the dependencies to add or remove.
///
/// One kind of copy is compared by kind and path only: an example whose package depends back on the
/// package that declares the copy (swift-package-manager's root builds `Examples/package-info` to keep
/// it compiling). Such a package reaches the declaring package's modules through a product, which
/// makes more modules importable than any one target needs, so "lacks" would name modules the copy
/// has no reason to list.
struct MirrorRules {
    let graph: ProjectGraph
    /// The layer rules, when `architecture.json` exists: a dependency that breaks them in the package's
    /// own manifest is not one to copy (that would spread the violation to the copy).
    var rules: DependencyRules? = nil

    /// Findings for every mirrored target of every package.
    func check(locators: [ManifestLocator]) -> [Finding] {
        var findings: [Finding] = []
        for (index, package) in graph.packages.enumerated() where !package.mirrors.isEmpty {
            let tabled = tabledTargets(of: package)
            for mirror in package.mirrors {
                guard let ownerIndex = graph.packages.firstIndex(where: { $0.absolutePath == mirror.ownerDirectory })
                else { continue }  // an excluded package: the checker reads neither copy
                let line = locators[index].line(ofMirror: mirror.target.name)
                findings += compare(
                    mirror, in: index, line: line, owner: ownerIndex, tabled: tabled.contains(mirror.target.name))
            }
        }
        return findings
    }

    /// The targets `package`'s manifest declares again in a `let libraries = [ … ]` table, which
    /// `check-deps sync` writes: a finding there is fixed by running it.
    private func tabledTargets(of package: ProjectPackage) -> Set<String> {
        let url = URL(fileURLWithPath: package.absolutePath).appendingPathComponent(package.manifest.manifestFile)
        guard let text = try? String(contentsOf: url, encoding: .utf8), let table = RegistrationList.libraries(in: text)
        else { return [] }
        return Set(table.entries.map(\.name))
    }

    private func compare(
        _ mirror: MirroredTarget, in packageIndex: Int, line: Int, owner ownerIndex: Int, tabled: Bool
    ) -> [Finding] {
        let package = graph.packages[packageIndex]
        let owner = graph.packages[ownerIndex]
        let name = mirror.target.name
        func finding(_ message: String, _ fix: String, aspect: String) -> Finding {
            Finding(
                rule: "R11", path: package.manifestPath, line: line, message: message, fix: fix,
                key: Finding.subjectKey("copy", "\(name) \(aspect)"))
        }
        guard let original = owner.manifest.targets.first(where: { $0.name == name }) else {
            return [
                finding(
                    "target \(name) has its sources in \(owner.path), whose manifest declares no target \(name)",
                    tabled
                        ? "Run `Tools/check-deps sync`, which writes this table from the packages' manifests."
                        : "Name the target as \(owner.manifestPath) does, or move its sources out of that package.",
                    aspect: "name")
            ]
        }
        var findings: [Finding] = []
        let copyDirectory = RepoPath.relative(
            RepoPath.absolute(
                SourceLocator.targetDirectory(of: mirror.target, packageDirectory: package.absolutePath),
                base: package.absolutePath),
            to: owner.absolutePath)
        let originalDirectory = SourceLocator.targetDirectory(of: original, packageDirectory: owner.absolutePath)
        if copyDirectory != originalDirectory {
            findings.append(
                finding(
                    "target \(name) reads \(RepoPath.join(owner.path, copyDirectory)), but \(owner.manifestPath) "
                        + "builds it from \(RepoPath.join(owner.path, originalDirectory))",
                    tabled
                        ? "Run `Tools/check-deps sync`, which writes this table from the packages' manifests."
                        : "Point the path at \(RepoPath.join(owner.path, originalDirectory)).", aspect: "path"))
        }
        if mirror.target.type != original.type {
            findings.append(
                finding(
                    "target \(name) is declared as \(mirror.target.type) here and as \(original.type) in "
                        + owner.manifestPath,
                    "Declare it with the same kind of target as \(owner.manifestPath).", aspect: "kind"))
        }
        let resolved = graph.resolvedDependencies(of: original, in: ownerIndex)
        let buildsOnTheDeclaringPackage = resolved.contains { dependency in
            if case .project(packageIndex, _, _) = dependency.destination { return true }
            return false
        }
        if buildsOnTheDeclaringPackage { return findings }
        let expected = ResolvedDependency.modules(of: resolved)
        let actual = mirror.target.dependencies.map(\.name)
        let missing = expected.filter { !actual.contains($0) }
        let extra = actual.filter { !expected.contains($0) }
        if !missing.isEmpty || !extra.isEmpty {
            var differences: [String] = []
            if !missing.isEmpty { differences.append("lacks \(missing.joined(separator: ", "))") }
            if !extra.isEmpty { differences.append("adds \(extra.joined(separator: ", "))") }
            // A dependency the layer rules forbid in the package's own manifest is fixed there, not copied.
            let forbidden = forbiddenModules(of: original, resolved: resolved, in: ownerIndex)
            let toCopy = expected.filter { forbidden[$0] == nil }
            var fix =
                tabled
                ? "Run `Tools/check-deps sync`, which writes this table's dependencies from \(owner.manifestPath) "
                    + "(\(expected.isEmpty ? "none" : expected.joined(separator: ", "))); change a dependency there, "
                    + "never here."
                : "Make its dependencies \(toCopy.isEmpty ? "none" : toCopy.joined(separator: ", ")), "
                    + "as \(owner.manifestPath) declares (that manifest states them; this copy repeats them)."
            let forbiddenMissing = missing.filter { forbidden[$0] != nil }
            if !forbiddenMissing.isEmpty {
                let reasons = forbiddenMissing.map { "\($0) breaks \(forbidden[$0] ?? "")" }
                if tabled {
                    fix =
                        "First fix \(owner.manifestPath), where \(reasons.joined(separator: "; ")) (sync copies what "
                        + "that manifest declares), then run `Tools/check-deps sync`, which writes this table from it."
                } else {
                    fix +=
                        " Do not add \(forbiddenMissing.joined(separator: ", ")) here: in \(owner.manifestPath) "
                        + "\(reasons.joined(separator: "; ")); fix that finding there (the copy then agrees)."
                }
            }
            findings.append(
                finding(
                    "target \(name) \(differences.joined(separator: " and ")), unlike \(owner.manifestPath)",
                    fix, aspect: "dependencies"))
        }
        return findings
    }

    /// Each module of `target`'s dependencies (in package `ownerIndex`) whose edge breaks a layer rule,
    /// to that rule (`R2`).
    private func forbiddenModules(
        of target: PackageManifest.Target, resolved: [ResolvedDependency], in ownerIndex: Int
    ) -> [String: String] {
        guard let rules, let from = graph.packages[ownerIndex].entry else { return [:] }
        var result: [String: String] = [:]
        for dependency in resolved {
            guard case .project(let index, _, let modules) = dependency.destination, index != ownerIndex,
                let to = graph.packages[index].entry,
                let violation = rules.evaluate(from: from, targetName: target.name, isTest: target.isTest, to: to)
            else { continue }
            for module in modules { result[module] = violation.rule }
        }
        return result
    }
}
