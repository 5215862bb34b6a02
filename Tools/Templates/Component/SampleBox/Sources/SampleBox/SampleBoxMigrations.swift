import Storage

/// The versioned schema of the tables SampleBox owns (migrations owner `"samplebox"`).
enum SampleBoxMigrations {
    static let owner = "samplebox"

    static let all: [Migration] = [
        Migration(
            version: 1,
            sql: """
                CREATE TABLE samplebox_notes (
                    id          INTEGER PRIMARY KEY AUTOINCREMENT,
                    message     TEXT    NOT NULL CHECK (length(message) > 0),
                    received_at INTEGER NOT NULL
                );
                """)
    ]
}
