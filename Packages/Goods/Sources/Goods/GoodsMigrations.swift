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
        // Every change to an item's stock, written in the same transaction as the change, so the audit
        // can prove stock = opening + restocks − reserved. `quantity` is the units held at the opening
        // (stock + reserved), the signed change a catalog restock made, or the units a reservation took
        // or a release put back. Items that exist now get an opening only when their `reserved` is
        // known; the others stay not reconcilable rather than get an opening that could be wrong.
        Migration(
            version: 3,
            sql: """
                CREATE TABLE goods_stock_movements (
                    id INTEGER PRIMARY KEY,
                    item_id INTEGER NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('opening', 'restock', 'reserve', 'release')),
                    quantity INTEGER NOT NULL CHECK (
                        (kind = 'opening' AND quantity >= 0) OR (kind = 'restock' AND quantity <> 0)
                        OR (kind IN ('reserve', 'release') AND quantity > 0)),
                    created_at INTEGER NOT NULL
                );
                CREATE INDEX goods_stock_movements_item ON goods_stock_movements(item_id, kind);
                CREATE UNIQUE INDEX goods_stock_movements_opening ON goods_stock_movements(item_id)
                    WHERE kind = 'opening';
                INSERT INTO goods_stock_movements (item_id, kind, quantity, created_at)
                    SELECT id, 'opening', stock + reserved, CAST(strftime('%s', 'now') AS INTEGER)
                    FROM goods_items WHERE reserved IS NOT NULL ORDER BY id;
                """),
        // The audit derives reserved from the movements (reserves − releases), so the units an item
        // already had reserved when migration 3 recorded its opening (stock + reserved) become one
        // reserve movement, dated with that opening: reserved − (reserves − releases) when positive.
        // Items seeded since then have none (every reservation was recorded). A database forged
        // before this runs is taken as it stands, as migration 3 took it.
        Migration(
            version: 4,
            sql: """
                INSERT INTO goods_stock_movements (item_id, kind, quantity, created_at)
                    SELECT i.id, 'reserve', i.reserved - (
                            SELECT COALESCE(SUM(CASE m.kind WHEN 'reserve' THEN m.quantity ELSE -m.quantity END), 0)
                            FROM goods_stock_movements m WHERE m.item_id = i.id AND m.kind IN ('reserve', 'release')),
                        o.created_at
                    FROM goods_items i JOIN goods_stock_movements o ON o.item_id = i.id AND o.kind = 'opening'
                    WHERE i.reserved IS NOT NULL AND i.reserved > (
                        SELECT COALESCE(SUM(CASE m.kind WHEN 'reserve' THEN m.quantity ELSE -m.quantity END), 0)
                        FROM goods_stock_movements m WHERE m.item_id = i.id AND m.kind IN ('reserve', 'release'))
                    ORDER BY i.id;
                """),
    ]
}
