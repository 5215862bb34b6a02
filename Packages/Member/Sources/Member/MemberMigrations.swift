import Storage

/// The versioned schema of the tables Member owns (owner `member`).
enum MemberMigrations {
    /// Every migration, in version order; applied once each by `StorageFacade.migrate`.
    static let all: [Migration] = [
        // UNIQUE(payment_id, reason) makes each payment award once and reverse once, even when the
        // same event arrives twice or from two connections at the same time.
        Migration(
            version: 1,
            sql: """
                CREATE TABLE member_ledger (
                    id INTEGER PRIMARY KEY,
                    username TEXT NOT NULL,
                    payment_id INTEGER NOT NULL CHECK (payment_id > 0),
                    delta INTEGER NOT NULL,
                    reason TEXT NOT NULL CHECK (reason IN ('award', 'reversal')),
                    at INTEGER NOT NULL,
                    order_ref TEXT NOT NULL DEFAULT '',
                    UNIQUE (payment_id, reason)
                );
                CREATE INDEX member_ledger_username ON member_ledger(username, id);
                """)
    ]
}
