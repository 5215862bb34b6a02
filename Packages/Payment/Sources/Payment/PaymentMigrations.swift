import Storage

/// The versioned schema of the tables Payment owns (migrations owner `"payment"`).
enum PaymentMigrations {
    static let owner = "payment"

    static let all: [Migration] = [
        Migration(
            version: 1,
            sql: """
                CREATE TABLE payment_wallets (
                    username TEXT    NOT NULL PRIMARY KEY,
                    balance  INTEGER NOT NULL CHECK (balance >= 0)
                );
                CREATE TABLE payment_payments (
                    id              INTEGER PRIMARY KEY AUTOINCREMENT,
                    idempotency_key TEXT    NOT NULL UNIQUE,
                    username        TEXT    NOT NULL,
                    order_ref       TEXT    NOT NULL,
                    channel         TEXT    NOT NULL CHECK (channel IN ('wallet', 'card')),
                    amount          INTEGER NOT NULL CHECK (amount > 0),
                    status          TEXT    NOT NULL CHECK (status IN ('succeeded', 'declined', 'refunded')),
                    card_last4      TEXT    CHECK (card_last4 IS NULL OR length(card_last4) = 4),
                    decline_reason  TEXT,
                    created_at      INTEGER NOT NULL,
                    refunded_at     INTEGER
                );
                CREATE INDEX payment_payments_by_user ON payment_payments (username, id);
                """)
    ]
}
