import AccountMediator
import Foundation
import Storage

/// The public face of Account: users with yescrypt-hashed passwords and one current session.
///
/// The current session is the home's (one row in its database, shared by every shell command) unless
/// the facade is given an `AccountSessionMemory`: then it lives there only, starts logged out, and
/// the home's session is neither read nor changed.
///
/// Usernames are normalised to lowercase (`Alice` is `alice`), then must be 3-32 characters of
/// `a-z`, `0-9`, `_`, `-`, starting with a letter. Passwords need at least 8 characters and at
/// most 511 UTF-8 bytes (libcrypt's limit), without NUL. Passwords are never stored or returned;
/// only salted hashes are. A wrong username and a wrong password fail alike, in comparable time.
public final class AccountFacade: Sendable {
    /// The fewest characters a new password may have.
    public static let minimumPasswordLength = CredentialPolicy.minimumPasswordLength
    /// The most UTF-8 bytes a password may have (libcrypt refuses longer passphrases).
    public static let maximumPasswordBytes = CredentialPolicy.maximumPasswordBytes

    private let storage: StorageFacade
    private let now: @Sendable () -> Date
    private let hasher: PasswordHasher
    /// A setting hashed against when the username is unknown, so that case costs a real hash too.
    private let dummySetting: String
    /// Where the current session lives instead of the database, when set.
    private let memory: AccountSessionMemory?
    /// Counts wrong passwords per username and refuses checks while one must wait.
    private let throttle: LoginThrottle

    /// Creates the Facade over `storage` and applies Account's migrations.
    ///
    /// - Parameters:
    ///   - now: the clock for `created_at` columns (the app passes the mediator's clock).
    ///   - sessionMemory: keep the current session here instead of in the home's database.
    /// - Throws: `StorageError` when the migrations fail, `AccountError.hashingFailed` when libcrypt
    ///   has no yescrypt.
    public convenience init(
        storage: StorageFacade, now: @escaping @Sendable () -> Date = { Date() },
        sessionMemory: AccountSessionMemory? = nil
    ) throws {
        try self.init(storage: storage, now: now, hasher: PasswordHasher(), sessionMemory: sessionMemory)
    }

    init(
        storage: StorageFacade, now: @escaping @Sendable () -> Date, hasher: PasswordHasher,
        sessionMemory: AccountSessionMemory? = nil
    ) throws {
        self.hasher = hasher
        self.storage = storage
        self.now = now
        self.memory = sessionMemory
        self.throttle = LoginThrottle(storage: storage)
        self.dummySetting = try hasher.makeSetting()
        try storage.migrate(owner: AccountMigrations.owner, AccountMigrations.all)
    }

    /// Creates an account and returns its normalised username; does not log in.
    ///
    /// - Throws: `AccountError.invalidUsername`, `.weakPassword`, `.passwordTooLong`,
    ///   `.invalidPasswordCharacter`, `.usernameTaken` (the existing account is untouched).
    @discardableResult
    public func register(username: String, password: String) throws -> String {
        let name = try CredentialPolicy.normalizedUsername(username)
        try CredentialPolicy.validateNewPassword(password)
        // Hash before taking the write lock: hashing is the slow part and needs no database.
        let hash = try hasher.hash(password)
        let seconds = unixSeconds()
        // BEGIN IMMEDIATE makes the check and the insert one step even across processes; the primary
        // key stays the last word should anything bypass it.
        try storage.transaction {
            if try storage.queryOne("SELECT 1 FROM account_users WHERE username = ?", [.text(name)]) != nil {
                throw AccountError.usernameTaken(username: name)
            }
            try storage.execute(
                """
                INSERT INTO account_users (username, password_hash, created_at, password_changed_at)
                VALUES (?, ?, ?, ?)
                """,
                [.text(name), .text(hash), .integer(seconds), .integer(seconds)])
        }
        return name
    }

    /// Checks the credentials and makes this user's session the current one, replacing any other.
    ///
    /// After `LoginThrottle.freeFailures` wrong passwords in a row for a username (existing or not),
    /// no password for it is checked for a while (doubling from 30 s up to 15 minutes); see `LoginThrottle`.
    /// - Throws: `AccountError.invalidCredentials` for an unknown user or a wrong password alike,
    ///   `.tooManyAttempts` while the username must wait.
    @discardableResult
    public func login(username: String, password: String) throws -> LoginOutcome {
        let name = try authenticate(username: username, password: password)
        let seconds = unixSeconds()
        let session = AccountSessionInfo(
            username: name, token: SessionToken.make(), createdAt: Date(timeIntervalSince1970: TimeInterval(seconds)))
        if let memory {
            let previous = memory.replace(with: session)?.username
            return LoginOutcome(session: session, replacedUsername: previous == name ? nil : previous)
        }
        let previous: String? = try storage.transaction {
            let previous = try currentSessionRow()?.username
            try storage.execute(
                """
                INSERT INTO account_sessions (id, username, token, created_at) VALUES (1, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE
                SET username = excluded.username, token = excluded.token, created_at = excluded.created_at
                """,
                [.text(name), .text(session.token), .integer(seconds)])
            return previous
        }
        return LoginOutcome(session: session, replacedUsername: previous == name ? nil : previous)
    }

    /// Ends the current session and returns whose it was.
    ///
    /// - Throws: `AccountError.notLoggedIn` when nobody is logged in.
    @discardableResult
    public func logout() throws -> String {
        if let memory {
            guard let session = memory.replace(with: nil) else { throw AccountError.notLoggedIn }
            return session.username
        }
        return try storage.transaction {
            guard let session = try currentSessionRow() else { throw AccountError.notLoggedIn }
            try storage.execute("DELETE FROM account_sessions WHERE id = 1")
            return session.username
        }
    }

    /// The logged-in user's username, or `nil` when nobody is logged in.
    public func currentUser() throws -> String? {
        try currentSessionRow()?.username
    }

    /// The current session, or `nil` when nobody is logged in.
    public func currentSession() throws -> AccountSessionInfo? {
        try currentSessionRow()
    }

    /// The role of the account `username` (normalised like a login).
    ///
    /// - Throws: `AccountError.userNotFound`.
    public func role(of username: String) throws -> AccountRole {
        let name = try existingName(username)
        guard let row = try storage.queryOne("SELECT role FROM account_users WHERE username = ?", [.text(name)]) else {
            throw AccountError.userNotFound(username: name)
        }
        return try Self.role(try row.string("role"))
    }

    /// Gives the account `username` the role `role` and returns the role it had before.
    ///
    /// Nothing here checks who asks: the app offers it only as an operator command (see README).
    /// - Throws: `AccountError.userNotFound` (nothing changed).
    @discardableResult
    public func setRole(_ role: AccountRole, for username: String) throws -> AccountRole {
        let name = try existingName(username)
        return try storage.transaction {
            guard let row = try storage.queryOne("SELECT role FROM account_users WHERE username = ?", [.text(name)])
            else {
                throw AccountError.userNotFound(username: name)
            }
            try storage.execute(
                "UPDATE account_users SET role = ? WHERE username = ?", [.text(role.rawValue), .text(name)])
            return try Self.role(try row.string("role"))
        }
    }

    /// The usernames of every account with `role`, sorted.
    public func usernames(withRole role: AccountRole) throws -> [String] {
        try storage.query(
            "SELECT username FROM account_users WHERE role = ? ORDER BY username", [.text(role.rawValue)]
        ).map { try $0.string("username") }
    }

    /// Replaces a user's password after checking the old one and returns whose it was; the session stays.
    ///
    /// - Parameter username: whose password; `nil` means the logged-in user.
    /// - Throws: `AccountError.notLoggedIn` (no username and nobody logged in), `.invalidCredentials`
    ///   (wrong old password or unknown user), `.tooManyAttempts` (throttled like a login), `.passwordUnchanged`, and the new-password errors of
    ///   `register`. On any error the old password stays valid.
    @discardableResult
    public func changePassword(username: String? = nil, oldPassword: String, newPassword: String) throws -> String {
        let name: String
        if let username {
            name = username
        } else if let current = try currentUser() {
            name = current
        } else {
            throw AccountError.notLoggedIn
        }
        try CredentialPolicy.validateNewPassword(newPassword)
        let verified = try authenticate(username: name, password: oldPassword)
        // Bytes, not String equality: canonically equivalent spellings are different passwords to libcrypt.
        guard !oldPassword.utf8.elementsEqual(newPassword.utf8) else { throw AccountError.passwordUnchanged }
        let hash = try hasher.hash(newPassword)
        let changed = try storage.execute(
            "UPDATE account_users SET password_hash = ?, password_changed_at = ? WHERE username = ?",
            [.text(hash), .integer(unixSeconds()), .text(verified)])
        // The row can only vanish if another process deleted the user between the two statements.
        guard changed == 1 else { throw AccountError.invalidCredentials }
        return verified
    }

    /// The normalised username when `password` is right; one real hash is computed either way, unless
    /// the throttle refuses the attempt first (then none is, for an existing or unknown user alike).
    ///
    /// A name no account could have is not throttled: everyone knows it cannot log in.
    private func authenticate(username: String, password: String) throws -> String {
        let name = try? CredentialPolicy.normalizedUsername(username)
        if let name { try throttle.admit(name, now: unixSeconds()) }
        let stored = try name.flatMap {
            try storage.queryOne("SELECT password_hash FROM account_users WHERE username = ?", [.text($0)])
        }
        let storedHash = try stored?.string("password_hash")
        guard let name, let storedHash, (try? CredentialPolicy.validateHashable(password)) != nil else {
            // Unknown or malformed user (or an unhashable password): spend the same work, then fail alike.
            _ = try? hasher.verify(password, against: dummySetting)
            throw AccountError.invalidCredentials
        }
        guard try hasher.verify(password, against: storedHash) else { throw AccountError.invalidCredentials }
        try throttle.succeeded(name)
        return name
    }

    /// `username` normalised; a name no account could have is simply not found.
    private func existingName(_ username: String) throws -> String {
        do {
            return try CredentialPolicy.normalizedUsername(username)
        } catch {
            throw AccountError.userNotFound(username: username)
        }
    }

    private static func role(_ text: String) throws -> AccountRole {
        guard let role = AccountRole(rawValue: text) else { throw AccountError.invalidRole(text) }
        return role
    }

    private func currentSessionRow() throws -> AccountSessionInfo? {
        if let memory { return memory.current }
        guard let row = try storage.queryOne("SELECT username, token, created_at FROM account_sessions WHERE id = 1")
        else { return nil }
        return AccountSessionInfo(
            username: try row.string("username"), token: try row.string("token"),
            createdAt: Date(timeIntervalSince1970: TimeInterval(try row.int64("created_at"))))
    }

    private func unixSeconds() -> Int64 {
        Int64(now().timeIntervalSince1970.rounded(.down))
    }
}
