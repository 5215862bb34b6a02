import Storage

/// Slows down password guessing for each username, in every process that shares the home.
///
/// The first `freeFailures` wrong passwords in a row cost nothing; from the fifth on, each one starts
/// a wait that doubles (30 s, 1 min, 2 min, …) up to `maximumDelaySeconds`, during which no password for
/// that username is checked at all, the right one included (otherwise the refusal would tell a
/// guesser which guess was right). A refused attempt costs no hash, changes nothing and never makes
/// the wait longer, so nobody can lock a user out for longer than one wait at a time; an attempt that
/// is checked is counted before its hash is computed, in the same `BEGIN IMMEDIATE` transaction as the
/// check, so parallel processes cannot slip extra guesses past the count. A success deletes the
/// username's row, and so does a day without failures (`quietResetSeconds`).
///
/// Unknown usernames are throttled exactly like existing ones, so a refusal says nothing about
/// whether an account exists. Times are the Facade's clock in unix seconds; when it goes back, a wait
/// is counted again from the new time but never beyond `maximumDelaySeconds`.
struct LoginThrottle: Sendable {
    /// Wrong passwords in a row a username may have before the first wait.
    static let freeFailures = 5
    /// The wait after the `freeFailures`-th failure; each later one doubles it.
    static let firstDelaySeconds: Int64 = 30
    /// The longest wait after one failure: 15 minutes.
    static let maximumDelaySeconds: Int64 = 900
    /// After this long without a failure a username starts again with its free failures: one day.
    static let quietResetSeconds: Int64 = 86_400

    let storage: StorageFacade

    /// The seconds no password is checked after the `failures`-th wrong one in a row.
    static func delay(afterFailures failures: Int) -> Int64 {
        guard failures >= freeFailures else { return 0 }
        let exponent = failures - freeFailures
        guard exponent < 20 else { return maximumDelaySeconds }
        return min(firstDelaySeconds << exponent, maximumDelaySeconds)
    }

    /// Counts one attempt for `username` at `now` (unix seconds) as a failure until `succeeded` says
    /// otherwise, or refuses it while the username must wait.
    ///
    /// - Throws: `AccountError.tooManyAttempts` (nothing was changed, except re-basing a wait set at a
    ///   time the clock has since gone back past), or `StorageError`.
    func admit(_ username: String, now: Int64) throws {
        let wait: Int64? = try storage.transaction {
            var failures = 0
            if let row = try storage.queryOne(
                "SELECT failures, last_failure_at, blocked_until FROM account_login_failures WHERE username = ?",
                [.text(username)])
            {
                var last = try row.int64("last_failure_at")
                var blockedUntil = try row.int64("blocked_until")
                if now < last {
                    // The clock went back: the whole wait that failure set, counted from now, and no more.
                    blockedUntil = now + min(max(blockedUntil - last, 0), Self.maximumDelaySeconds)
                    last = now
                    try storage.execute(
                        "UPDATE account_login_failures SET last_failure_at = ?, blocked_until = ? WHERE username = ?",
                        [.integer(last), .integer(blockedUntil), .text(username)])
                }
                if now < blockedUntil { return blockedUntil - now }
                failures = now - last >= Self.quietResetSeconds ? 0 : try row.int("failures")
            }
            failures += 1
            try storage.execute(
                """
                INSERT INTO account_login_failures (username, failures, last_failure_at, blocked_until)
                VALUES (?, ?, ?, ?)
                ON CONFLICT (username) DO UPDATE SET failures = excluded.failures,
                    last_failure_at = excluded.last_failure_at, blocked_until = excluded.blocked_until
                """,
                [
                    .text(username), SQLValue(failures), .integer(now),
                    .integer(now + Self.delay(afterFailures: failures)),
                ])
            // Rows of names nobody got wrong for a day (mostly unknown names) are forgotten.
            try storage.execute(
                "DELETE FROM account_login_failures WHERE last_failure_at < ? OR last_failure_at > ?",
                [.integer(now - Self.quietResetSeconds), .integer(now + Self.quietResetSeconds)])
            return nil
        }
        if let wait { throw AccountError.tooManyAttempts(retryAfterSeconds: Int(clamping: wait)) }
    }

    /// Forgets `username`'s failures after the right password.
    func succeeded(_ username: String) throws {
        try storage.execute("DELETE FROM account_login_failures WHERE username = ?", [.text(username)])
    }

    /// `42 seconds`, `1 minute`, `14 minutes 3 seconds`.
    static func duration(_ seconds: Int) -> String {
        func unit(_ count: Int, _ name: String) -> String { "\(count) \(name)\(count == 1 ? "" : "s")" }
        guard seconds >= 60 else { return unit(max(seconds, 1), "second") }
        let rest = seconds % 60
        return unit(seconds / 60, "minute") + (rest == 0 ? "" : " " + unit(rest, "second"))
    }
}
