import Storage

/// The versioned schema of the table Tracking owns (`tracking_events`), applied through Storage.
enum TrackingMigrations {
    static let owner = "tracking"

    static let all: [Migration] = [
        Migration(
            version: 1,
            // A dispatch row has target, action, entry and outcome; an event row has none of them.
            // `id` order is insertion order, which retention uses to find the oldest rows.
            sql: """
                CREATE TABLE tracking_events (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    properties TEXT,
                    username TEXT,
                    at_ms INTEGER NOT NULL,
                    duration_us INTEGER CHECK (duration_us IS NULL OR duration_us >= 0),
                    target TEXT,
                    action TEXT,
                    entry TEXT CHECK (entry IS NULL OR entry IN ('local', 'remote')),
                    outcome TEXT,
                    CHECK ((target IS NULL) = (action IS NULL) AND (target IS NULL) = (outcome IS NULL))
                );
                CREATE INDEX tracking_events_at ON tracking_events (at_ms);
                """),
        Migration(
            version: 2,
            // Every dispatch writes a row, and keeping the `at_ms` index costs each insert and each
            // pruned row more than it saves: a report reads every row anyway and `since` filters
            // scan at most `maxRows` rows.
            sql: "DROP INDEX IF EXISTS tracking_events_at"),
    ]
}
