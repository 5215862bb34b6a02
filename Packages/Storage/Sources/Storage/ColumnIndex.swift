/// The column names of one query's result, shared by all its rows so each row stores only values.
final class ColumnIndex: Sendable {
    let names: [String]
    private let positions: [String: Int]

    init(names: [String]) {
        self.names = names
        // A repeated name (e.g. from a join) resolves to its first occurrence, as SQLite's own lookups do.
        var positions: [String: Int] = [:]
        for (index, name) in names.enumerated() where positions[name] == nil {
            positions[name] = index
        }
        self.positions = positions
    }

    func index(of name: String) -> Int? {
        // A handful of short names is faster to compare than to hash (measured by StorageBench).
        if names.count <= 8 {
            return names.firstIndex(of: name)
        }
        return positions[name]
    }
}
