/// Module levels as `check-deps init` recorded them (`modules.levels`): a dependency may only point
/// to a lower level.
///
/// A recorded module at level L may depend on a module only if that module's level is below L: a
/// recorded dependency at its recorded level, a module added since at the level it has on top of
/// what was recorded. Any other dependency raises the module's level (and so its dependents'),
/// cycle or not, and is reported as R1 at its manifest line. Only the edge that raises a level is
/// reported, never the dependents it would lift with it.
struct LevelRules {
    private let recorded: [String: Int]
    private let levels: [String: Int]

    /// The rules for `config`, or nil when it records no levels.
    init?(config: ArchitectureConfig, graph: ProjectGraph) {
        guard let recorded = config.modules?.levels, !recorded.isEmpty else { return nil }
        self.recorded = recorded
        let dependencies = ModuleLevels.moduleGraph(of: graph)
        self.levels = ModuleLevels(dependencies: dependencies, fixed: recorded).levels
    }

    /// The violation, if any, of target `from` (of type `fromType`) depending on module `to`.
    func evaluate(from: String, fromType: String, to: String) -> DependencyRules.Violation? {
        guard from != to, fromType != "test", fromType != "plugin", let fromLevel = recorded[from],
            let toLevel = levels[to], toLevel >= fromLevel
        else { return nil }
        let direction = toLevel == fromLevel ? "its own level" : "a higher level"
        return DependencyRules.Violation(
            rule: "R1",
            message:
                "module \(from) (level \(fromLevel)) now depends on module \(to) (level \(toLevel)): \(from) would "
                + "rise to level \(toLevel + 1); a module may depend only on modules of a lower level, and "
                + "\(to) is at \(direction)",
            fix:
                "Remove the dependency, or move what \(from) needs from \(to) into a module below level \(fromLevel); "
                + "if \(from) belongs higher, raise its level (and its dependents') in architecture.json's "
                + "modules.levels.")
    }
}
