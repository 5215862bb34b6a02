import Storage

/// The SQL side of Tracking: batch inserts, retention and the reads behind reports and exports.
///
/// Only this type knows the `tracking_events` columns.
struct EventStore: Sendable {
    /// Rows per multi-row `INSERT`, largest first. A fixed set of sizes keeps the statement cache
    /// small (one prepared statement per size) while a batch of 256 is a single statement.
    /// The last size is 1, so every remainder has a chunk.
    static let chunks: [(size: Int, sql: String)] = [256, 64, 16, 4, 1].map { size in
        let values = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?)", count: size).joined(separator: ", ")
        return (size, "INSERT INTO tracking_events (\(columns)) VALUES \(values)")
    }
    private static let columns = "name, properties, username, at_ms, duration_us, target, action, entry, outcome"

    /// The lowest and highest id as two scalar subqueries: SQLite answers a lone `MIN(id)` or
    /// `MAX(id)` with one b-tree seek, but `SELECT MIN(id), MAX(id)` scans the whole table.
    static let boundsSQL = """
        SELECT (SELECT MIN(id) FROM tracking_events) AS low, (SELECT MAX(id) FROM tracking_events) AS high
        """

    let storage: StorageFacade

    /// Inserts `records` in order; call inside a transaction so the batch is all or nothing.
    func insert(_ records: [TrackingRecord]) throws {
        var start = 0
        while start < records.count {
            let remaining = records.count - start
            let chunk = Self.chunks.first { $0.size <= remaining } ?? Self.chunks[Self.chunks.count - 1]
            let size = chunk.size
            var bindings: [SQLValue] = []
            bindings.reserveCapacity(size * 9)
            for index in start..<(start + size) {
                bindings.append(.text(records[index].name))
                bindings.append(SQLValue(records[index].properties))
                bindings.append(SQLValue(records[index].username))
                bindings.append(.integer(records[index].atMs))
                bindings.append(records[index].durationMicros.map { .integer($0) } ?? .null)
                bindings.append(SQLValue(records[index].target))
                bindings.append(SQLValue(records[index].action))
                bindings.append(SQLValue(records[index].entry))
                bindings.append(SQLValue(records[index].outcome))
            }
            try storage.execute(chunk.sql, bindings)
            start += size
        }
    }

    /// Deletes the oldest rows (lowest ids) until at most `maxRows` remain; returns how many went.
    @discardableResult
    func prune(maxRows: Int) throws -> Int {
        // Only when the id span exceeds the cap can there be too many rows, and only then is the
        // exact count (a walk over the table's pages) worth taking.
        guard let bounds = try storage.queryOne(Self.boundsSQL),
            let low = try bounds.optionalInt64("low"), let high = try bounds.optionalInt64("high"),
            high - low + 1 > Int64(maxRows)
        else { return 0 }
        let count = try storage.queryOne("SELECT COUNT(*) AS n FROM tracking_events")?.int("n") ?? 0
        let excess = count - maxRows
        guard excess > 0 else { return 0 }
        return try storage.execute(
            "DELETE FROM tracking_events WHERE id IN (SELECT id FROM tracking_events ORDER BY id LIMIT ?)",
            [SQLValue(excess)])
    }

    /// Explicit events since `sinceMs` as (name, duration) rows, ordered by name then duration.
    func eventDurations(sinceMs: Int64?) throws -> [Row] {
        try storage.query(
            """
            SELECT name, duration_us FROM tracking_events
            WHERE target IS NULL AND at_ms >= ?
            ORDER BY name, duration_us
            """, [.integer(sinceMs ?? Int64.min)])
    }

    /// Dispatches since `sinceMs` as (target, action, outcome, duration) rows, grouped and by duration.
    func dispatchDurations(sinceMs: Int64?) throws -> [Row] {
        try storage.query(
            """
            SELECT target, action, outcome, duration_us FROM tracking_events
            WHERE target IS NOT NULL AND at_ms >= ?
            ORDER BY target, action, duration_us
            """, [.integer(sinceMs ?? Int64.min)])
    }

    /// Every row since `sinceMs`, oldest first, with all columns.
    func rows(sinceMs: Int64?) throws -> [Row] {
        try storage.query(
            "SELECT id, \(Self.columns) FROM tracking_events WHERE at_ms >= ? ORDER BY id",
            [.integer(sinceMs ?? Int64.min)])
    }

    /// How many rows the table holds.
    func count() throws -> Int {
        try storage.queryOne("SELECT COUNT(*) AS n FROM tracking_events")?.int("n") ?? 0
    }
}
