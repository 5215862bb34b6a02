import Storage

/// The versioned schema of the tables Goods owns (owner `goods`).
enum GoodsMigrations {
    /// Every migration, in version order; applied once each by `StorageFacade.migrate`.
    static let all: [Migration] = [
        // `search_text` holds the Unicode-lowercased title and description, because SQLite's
        // LIKE and lower() fold ASCII only and "CAFÉ" must still find "Café".
        Migration(
            version: 1,
            sql: """
                CREATE TABLE goods_items (
                    id INTEGER PRIMARY KEY,
                    sku TEXT NOT NULL UNIQUE,
                    title TEXT NOT NULL,
                    description TEXT NOT NULL DEFAULT '',
                    category TEXT NOT NULL,
                    price INTEGER NOT NULL CHECK (price > 0),
                    stock INTEGER NOT NULL CHECK (stock >= 0),
                    rating REAL NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
                    created_at INTEGER NOT NULL,
                    search_text TEXT NOT NULL DEFAULT ''
                );
                CREATE INDEX goods_items_category ON goods_items(category);
                """)
    ]
}
