import Storage

/// Order's tables and their versions; Order reads and writes only these.
enum OrderMigrations {
    static let owner = "order"

    static let all: [Migration] = [
        Migration(
            version: 1,
            sql: """
                CREATE TABLE order_orders (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    username TEXT NOT NULL,
                    status TEXT NOT NULL,
                    subtotal INTEGER NOT NULL CHECK (subtotal >= 0),
                    discount_percent INTEGER NOT NULL CHECK (discount_percent BETWEEN 0 AND 100),
                    discount INTEGER NOT NULL CHECK (discount >= 0),
                    total INTEGER NOT NULL CHECK (total >= 0),
                    payment_id INTEGER,
                    payment_attempts INTEGER NOT NULL DEFAULT 0,
                    created_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL
                );
                CREATE INDEX order_orders_by_user ON order_orders (username, id);
                CREATE TABLE order_lines (
                    order_id INTEGER NOT NULL REFERENCES order_orders (id) ON DELETE CASCADE,
                    goods_id INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    unit_price INTEGER NOT NULL CHECK (unit_price >= 0),
                    quantity INTEGER NOT NULL CHECK (quantity > 0),
                    PRIMARY KEY (order_id, goods_id)
                );
                CREATE TABLE order_history (
                    order_id INTEGER NOT NULL REFERENCES order_orders (id) ON DELETE CASCADE,
                    from_status TEXT,
                    to_status TEXT NOT NULL,
                    at INTEGER NOT NULL
                );
                """)
    ]
}
