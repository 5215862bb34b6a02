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
                """),
        // `reserved` counts the units taken out of stock by reservations and not released, so
        // stock + reserved is what the item started with and stock can be reconciled against orders.
        // Rows from before this version get NULL: their past reservations are unknown, and NULL
        // stays NULL through later updates, so they are reported as not reconcilable, never as wrong.
        Migration(
            version: 2,
            sql: """
                ALTER TABLE goods_items ADD COLUMN reserved INTEGER CHECK (reserved IS NULL OR reserved >= 0);
                """),
    ]
}
