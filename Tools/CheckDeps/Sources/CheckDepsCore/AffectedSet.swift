/// Which units a change reaches: a unit is affected when one of its own files changed, when a
/// package it depends on (directly or transitively) is affected, or when a root file changed. A
/// tool is affected by what its suite reads (`TestUnit.Reads`); a follower when a package it
/// follows is, or when a file it watches changed.
///
/// Pure: it takes the changed paths and the dependency closures and decides; git and the package
/// graph are read elsewhere.
public struct AffectedSet: Sendable {
    /// The decision for one unit.
    public struct Decision: Equatable, Sendable {
        /// Whether the unit must be tested.
        public var tested: Bool
        /// Why, in a few words (without the `tested:`/`skipped:` prefix).
        public var reason: String
    }

    /// The decision for each unit, by unit id.
    public private(set) var decisions: [String: Decision] = [:]
    /// Facts about the change that belong to no unit (removed packages).
    public private(set) var notes: [String] = []

    /// Decides for every unit of `units` (in order).
    ///
    /// - Parameters:
    ///   - units: every unit of the plan, in plan order.
    ///   - closures: for each package unit id, the ids of the package units it depends on, with
    ///     their distance (1 = direct).
    ///   - ownership: which unit owns each input path.
    ///   - changes: the paths changed since the base revision.
    ///   - exists: whether a repo-relative path exists in the work tree now.
    public init(
        units: [TestUnit], closures: [String: [String: Int]], ownership: InputOwnership, changes: ChangeSet,
        exists: (String) -> Bool
    ) {
        let packageIDs = Set(units.filter { $0.kind != .follower }.map(\.id))
        var rootChanges: [String] = []
        var packageChanges: [String: [String]] = [:]
        var removed: [String: Int] = [:]
        let removedPackages = changes.basePackagePaths.filter { $0 != "." && !packageIDs.contains($0) }
        for path in changes.paths {
            let owner = ownership.owner(of: path)
            let ownedByPackage = owner != .package(".") && owner != .everything
            if !ownedByPackage, ownership.rootFile(containing: path) == nil, !exists(path),
                let gone = Self.innermost(removedPackages, containing: path)
            {
                // A file of a package that no longer exists is no one's input; whoever used that
                // package had to change its own manifest, which makes it affected.
                removed[gone, default: 0] += 1
                continue
            }
            switch owner {
            case .everything: rootChanges.append(path)
            case .package(let directory): packageChanges[directory, default: []].append(path)
            }
        }
        for (directory, count) in removed.sorted(by: { $0.key < $1.key }) {
            notes.append(
                "package \(directory) was removed since \(changes.baseDescription) (\(count) file\(count == 1 ? "" : "s")); its files are no input any more"
            )
        }

        let since = changes.baseDescription
        let names = Dictionary(units.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        for unit in units where unit.kind != .follower {
            if let first = rootChanges.first {
                decisions[unit.id] = Decision(
                    tested: true,
                    reason: "root file changed: \(Self.list(first, rootChanges.count)) (affects everything)")
                continue
            }
            switch unit.kind {
            case .tool where unit.reads != .dependencies:
                decisions[unit.id] = Self.toolDecision(unit, own: packageChanges[unit.id] ?? [], changes: changes)
            default:
                if let own = packageChanges[unit.id] {
                    let reason =
                        changes.basePackagePaths.contains(unit.id) || unit.kind == .tool
                        ? "inputs changed: \(Self.list(own[0], own.count))"
                        : "new package since \(since)"
                    decisions[unit.id] = Decision(tested: true, reason: reason)
                } else if let nearest = (closures[unit.id] ?? [:])
                    .filter({ packageChanges[$0.key] != nil })
                    .min(by: { ($0.value, $0.key) < ($1.value, $1.key) })
                {
                    decisions[unit.id] = Decision(
                        tested: true, reason: "depends on \(names[nearest.key] ?? nearest.key)")
                } else {
                    decisions[unit.id] = Decision(tested: false, reason: "no input changed since \(since)")
                }
            }
        }
        for unit in units where unit.kind == .follower {
            let followed = unit.follows.compactMap { id in decisions[id].map { (name: names[id] ?? id, decision: $0) } }
            let watched = changes.paths.filter { path in unit.watches.contains { RepoPath.isUnder(path, prefix: $0) } }
            if let first = watched.first {
                decisions[unit.id] = Decision(
                    tested: true, reason: "inputs changed: \(Self.list(first, watched.count))")
            } else if let (name, decision) = followed.first(where: { $0.decision.tested }) {
                decisions[unit.id] = Decision(tested: true, reason: "like \(name), \(decision.reason)")
            } else if let first = rootChanges.first {
                decisions[unit.id] = Decision(
                    tested: true,
                    reason: "root file changed: \(Self.list(first, rootChanges.count)) (affects everything)")
            } else if unit.watches.isEmpty, followed.count == 1 {
                decisions[unit.id] = Decision(
                    tested: false, reason: "like \(followed[0].name), \(followed[0].decision.reason)")
            } else {
                decisions[unit.id] = Decision(tested: false, reason: "no input changed since \(since)")
            }
        }
    }

    /// A tool's decision when no root file changed: `own` are its own changed files.
    private static func toolDecision(_ unit: TestUnit, own: [String], changes: ChangeSet) -> Decision {
        let since = changes.baseDescription
        if let first = own.first {
            return Decision(tested: true, reason: "inputs changed: \(list(first, own.count))")
        }
        switch unit.reads {
        case .repository:
            guard let first = changes.paths.first else {
                return Decision(tested: false, reason: "no input changed since \(since)")
            }
            return Decision(
                tested: true, reason: "reads the whole repository: \(list(first, changes.paths.count)) changed")
        case .own, .dependencies:
            return Decision(tested: false, reason: "reads only its own files, and none changed since \(since)")
        case .structure:
            let structural = changes.paths.filter { changes.structureChange(of: $0) != .bodyOnly }
            if let first = structural.first {
                let more = structural.count == 1 ? "" : " (and \(structural.count - 1) more)"
                return Decision(
                    tested: true,
                    reason:
                        "reads the repository's structure: \(first) \(changes.structureChange(of: first).description)\(more)"
                )
            }
            guard let first = changes.paths.first else {
                return Decision(tested: false, reason: "no input changed since \(since)")
            }
            return Decision(
                tested: false,
                reason:
                    "reads only the repository's structure, and the change is body-only: \(list(first, changes.paths.count))"
            )
        }
    }

    static func innermost(_ directories: Set<String>, containing path: String) -> String? {
        directories.filter { RepoPath.isUnder(path, prefix: $0) }.max { $0.count < $1.count }
    }

    static func list(_ first: String, _ count: Int) -> String {
        count <= 1 ? first : "\(first) and \(count - 1) more file\(count == 2 ? "" : "s")"
    }
}
