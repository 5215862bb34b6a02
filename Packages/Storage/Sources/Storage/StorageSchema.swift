/// Storage's own migrations (owner `storage`): the settings table.
enum StorageSchema {
    static let migrations: [Migration] = [
        Migration(
            version: 1,
            sql: """
                CREATE TABLE storage_settings (
                    key TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                )
                """)
    ]
}
