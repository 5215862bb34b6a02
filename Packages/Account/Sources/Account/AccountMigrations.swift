import Storage

/// The versioned schema of the tables Account owns (`account_*`), applied through Storage.
enum AccountMigrations {
    static let owner = "account"

    static let all: [Migration] = [
        Migration(
            version: 1,
            sql: """
                CREATE TABLE account_users (
                    username TEXT PRIMARY KEY NOT NULL,
                    password_hash TEXT NOT NULL CHECK (substr(password_hash, 1, 3) = '$y$'),
                    created_at INTEGER NOT NULL,
                    password_changed_at INTEGER NOT NULL
                );
                CREATE TABLE account_sessions (
                    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                    username TEXT NOT NULL REFERENCES account_users(username) ON DELETE CASCADE,
                    token TEXT NOT NULL,
                    created_at INTEGER NOT NULL
                );
                """),
        // Roles: every existing and new account is a customer; only the operator makes staff.
        Migration(
            version: 2,
            sql: """
                ALTER TABLE account_users ADD COLUMN role TEXT NOT NULL DEFAULT 'customer'
                    CHECK (role IN ('customer', 'staff'));
                """),
        // Recent wrong passwords per username, existing or not (LoginThrottle); a success deletes the row.
        Migration(
            version: 3,
            sql: """
                CREATE TABLE account_login_failures (
                    username TEXT PRIMARY KEY NOT NULL,
                    failures INTEGER NOT NULL CHECK (failures > 0),
                    last_failure_at INTEGER NOT NULL,
                    blocked_until INTEGER NOT NULL
                );
                CREATE INDEX account_login_failures_by_time ON account_login_failures (last_failure_at);
                """),
    ]
}
