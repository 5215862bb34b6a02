import Storage

/// The versioned schema of the tables Cart owns (migrations owner `"cart"`).
enum CartMigrations {
    static let owner = "cart"

    static let all: [Migration] = [
        Migration(
            version: 1,
            sql: """
                CREATE TABLE cart_lines (
                    username   TEXT    NOT NULL,
                    goods_id   INTEGER NOT NULL CHECK (goods_id > 0),
                    title      TEXT    NOT NULL,
                    unit_price INTEGER NOT NULL CHECK (unit_price >= 0),
                    quantity   INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
                    added_at   INTEGER NOT NULL,
                    PRIMARY KEY (username, goods_id)
                );
                """)
    ]
}
