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
                """),
        // Every top-up is kept, so a wallet's balance can be reconciled: top-ups minus succeeded,
        // unrefunded wallet payments. A wallet from before this version gets one opening top-up that
        // makes its current balance reconcile (at 0: its time is unknown).
        Migration(
            version: 2,
            sql: """
                CREATE TABLE payment_topups (
                    id       INTEGER PRIMARY KEY AUTOINCREMENT,
                    username TEXT    NOT NULL,
                    amount   INTEGER NOT NULL CHECK (amount > 0),
                    at       INTEGER NOT NULL
                );
                CREATE INDEX payment_topups_by_user ON payment_topups (username, id);
                INSERT INTO payment_topups (username, amount, at)
                SELECT opening.username, opening.amount, 0 FROM (
                    SELECT w.username AS username, w.balance + COALESCE((
                        SELECT SUM(p.amount) FROM payment_payments p
                        WHERE p.username = w.username AND p.channel = 'wallet' AND p.status = 'succeeded'), 0) AS amount
                    FROM payment_wallets w
                ) AS opening WHERE opening.amount > 0;
                """),
    ]
}
