import AccountMediator
import Foundation
import Storage
import Synchronization
import XCTest

@testable import Account

final class AccountFacadeTests: XCTestCase {
    // MARK: Register

    func testRegister_withValidCredentials_storesUserWithTimestamps() throws {
        let (facade, storage) = try makeFacade()
        XCTAssertEqual(try facade.register(username: "alice", password: "password1"), "alice")
        let row = try XCTUnwrap(try storage.queryOne("SELECT * FROM account_users WHERE username = 'alice'"))
        XCTAssertEqual(try row.int64("created_at"), 1_717_200_000)
        XCTAssertEqual(try row.int64("password_changed_at"), 1_717_200_000)
        XCTAssertNil(try facade.currentUser(), "registering does not log in")
    }

    func testRegister_withUppercaseUsername_normalisesToLowercase() throws {
        let (facade, _) = try makeFacade()
        XCTAssertEqual(try facade.register(username: "Alice_01", password: "password1"), "alice_01")
        XCTAssertEqual(try facade.login(username: "ALICE_01", password: "password1").session.username, "alice_01")
        XCTAssertThrowsAccountError(
            try facade.register(username: "alice_01", password: "password2"), .usernameTaken(username: "alice_01"))
    }

    func testRegister_withUsernameAtLengthBounds_succeeds() throws {
        let (facade, _) = try makeFacade()
        XCTAssertNoThrow(try facade.register(username: "abc", password: "password1"))
        XCTAssertNoThrow(try facade.register(username: "a" + String(repeating: "-", count: 31), password: "password1"))
    }

    func testRegister_withInvalidUsername_failsNamingTheRule() throws {
        let (facade, storage) = try makeFacade()
        let cases: [(String, String)] = [
            ("ab", "3 to 32"), ("", "3 to 32"), ("a" + String(repeating: "b", count: 32), "3 to 32"),
            ("1abc", "start with a letter"), ("_abc", "start with a letter"), ("-abc", "start with a letter"),
            ("ab c", "only letters"), ("abc!", "only letters"), ("émile", "only letters"),
            ("emilé", "only letters"), ("abc.d", "only letters"),
        ]
        for (username, rule) in cases {
            XCTAssertThrowsError(try facade.register(username: username, password: "password1"), username) { error in
                guard case .invalidUsername(let shown, let reason)? = error as? AccountError else {
                    return XCTFail("\(username): \(error)")
                }
                XCTAssertEqual(shown, username)
                XCTAssertTrue(reason.contains(rule), "\(username): \(reason)")
                XCTAssertTrue("\(error)".contains("invalid username"))
            }
        }
        XCTAssertEqual(try storage.query("SELECT * FROM account_users").count, 0)
    }

    func testRegister_withShortPassword_failsWeakPassword() throws {
        let (facade, storage) = try makeFacade()
        XCTAssertThrowsAccountError(
            try facade.register(username: "alice", password: "1234567"), .weakPassword(minimum: 8))
        XCTAssertThrowsAccountError(try facade.register(username: "alice", password: ""), .weakPassword(minimum: 8))
        XCTAssertEqual(try storage.query("SELECT * FROM account_users").count, 0)
        XCTAssertNoThrow(try facade.register(username: "alice", password: "12345678"))
    }

    func testRegister_withPasswordCountingCharactersNotBytes_acceptsEightCharacters() throws {
        let (facade, _) = try makeFacade()
        XCTAssertThrowsAccountError(
            try facade.register(username: "alice", password: "ééééééé"), .weakPassword(minimum: 8))
        XCTAssertNoThrow(try facade.register(username: "alice", password: "éééééééé"))
        XCTAssertNoThrow(try facade.login(username: "alice", password: "éééééééé"))
    }

    func testRegister_withPasswordOverLibcryptLimit_failsPasswordTooLong() throws {
        let (facade, storage) = try makeFacade()
        let longest = String(repeating: "x", count: AccountFacade.maximumPasswordBytes)
        XCTAssertNoThrow(try facade.register(username: "alice", password: longest))
        XCTAssertNoThrow(try facade.login(username: "alice", password: longest))
        XCTAssertThrowsAccountError(
            try facade.register(username: "bob", password: longest + "x"), .passwordTooLong(maximumBytes: 511))
        XCTAssertThrowsAccountError(
            try facade.register(username: "bob", password: String(repeating: "é", count: 256)),
            .passwordTooLong(maximumBytes: 511))
        XCTAssertEqual(try storage.query("SELECT username FROM account_users").count, 1)
    }

    func testRegister_withNulInPassword_failsRatherThanTruncating() throws {
        let (facade, storage) = try makeFacade()
        XCTAssertThrowsAccountError(
            try facade.register(username: "alice", password: "abcdefgh\0ijkl"), .invalidPasswordCharacter)
        XCTAssertEqual(try storage.query("SELECT * FROM account_users").count, 0)
    }

    func testRegister_withTakenUsername_failsAndKeepsOriginalAccount() throws {
        let (facade, storage) = try makeFacade()
        try facade.register(username: "alice", password: "original-pw")
        let before = try storage.queryOne("SELECT password_hash FROM account_users")?.string("password_hash")
        XCTAssertThrowsAccountError(
            try facade.register(username: "alice", password: "another-pw"), .usernameTaken(username: "alice"))
        XCTAssertEqual(try storage.queryOne("SELECT password_hash FROM account_users")?.string("password_hash"), before)
        XCTAssertEqual(try storage.query("SELECT * FROM account_users").count, 1)
        XCTAssertNoThrow(try facade.login(username: "alice", password: "original-pw"))
        XCTAssertThrowsAccountError(try facade.login(username: "alice", password: "another-pw"), .invalidCredentials)
    }

    // MARK: Storage of passwords

    func testRegister_storesOnlyYescryptHash() throws {
        let (facade, storage) = try makeFacade()
        try facade.register(username: "alice", password: "hunter2hunter2")
        let hash = try XCTUnwrap(try storage.queryOne("SELECT password_hash FROM account_users")).string(
            "password_hash")
        XCTAssertTrue(hash.hasPrefix("$y$"), hash)
        XCTAssertFalse(hash.contains("hunter2"))
    }

    func testSchema_refusesNonYescryptPasswordHash() throws {
        let (_, storage) = try makeFacade()
        XCTAssertThrowsError(
            try storage.execute(
                "INSERT INTO account_users VALUES ('mallory', 'plaintext-password', 0, 0)"))
        XCTAssertEqual(try storage.query("SELECT * FROM account_users").count, 0)
    }

    func testPlaintextPassword_neverAppearsInAnyColumnOrInTheFile() throws {
        let (path, cleanup) = temporaryDatabasePath()
        defer { cleanup() }
        let storage = try StorageFacade(path: path)
        let facade = try AccountFacade(storage: storage, now: { fixedNow })
        let passwords = ["first-Secret-1", "second-Secret-2", "third-Secret-3"]
        try facade.register(username: "alice", password: passwords[0])
        try facade.login(username: "alice", password: passwords[0])
        try facade.changePassword(oldPassword: passwords[0], newPassword: passwords[1])
        try facade.register(username: "bob", password: passwords[2])
        try facade.login(username: "bob", password: passwords[2])

        var scanned = 0
        for table in try storage.query("SELECT name FROM sqlite_master WHERE type = 'table'") {
            let name = try table.string("name")
            let columns = try storage.query("SELECT name FROM pragma_table_info(?)", [.text(name)]).map {
                try $0.string("name")
            }
            for row in try storage.query("SELECT * FROM \"\(name)\"") {
                for column in columns {
                    scanned += 1
                    let bytes: Data
                    switch row[column] {
                    case .text(let text): bytes = Data(text.utf8)
                    case .blob(let blob): bytes = blob
                    default: continue
                    }
                    for password in passwords {
                        XCTAssertNil(bytes.range(of: Data(password.utf8)), "\(name).\(column) holds a password")
                    }
                }
            }
        }
        XCTAssertGreaterThanOrEqual(scanned, 8, "the scan must have seen the users and the session")
        for file in [path, path + "-wal"] {
            guard let contents = FileManager.default.contents(atPath: file) else { continue }
            for password in passwords {
                XCTAssertNil(contents.range(of: Data(password.utf8)), "\(file) holds a password")
            }
        }
    }

    // MARK: Login

    func testLogin_withRightPassword_startsSession() throws {
        let (facade, storage) = try makeFacade()
        try facade.register(username: "alice", password: "password1")
        let outcome = try facade.login(username: "alice", password: "password1")
        XCTAssertEqual(outcome.session.username, "alice")
        XCTAssertEqual(outcome.session.createdAt, fixedNow)
        XCTAssertNil(outcome.replacedUsername)
        XCTAssertEqual(outcome.session.token.count, 64)
        XCTAssertTrue(outcome.session.token.allSatisfy(\.isHexDigit))
        XCTAssertEqual(try facade.currentUser(), "alice")
        XCTAssertEqual(try facade.currentSession(), outcome.session)
        XCTAssertEqual(try storage.query("SELECT * FROM account_sessions").count, 1)
    }

    func testLogin_withWrongPasswordOrUnknownUser_failsAlikeAndKeepsSession() throws {
        let (facade, _) = try makeFacade()
        try facade.register(username: "alice", password: "password1")
        try facade.register(username: "bob", password: "password2")
        let session = try facade.login(username: "bob", password: "password2").session
        XCTAssertThrowsAccountError(try facade.login(username: "alice", password: "password2"), .invalidCredentials)
        XCTAssertThrowsAccountError(try facade.login(username: "nobody", password: "password1"), .invalidCredentials)
        XCTAssertThrowsAccountError(
            try facade.login(username: "1 bad name!", password: "password1"), .invalidCredentials)
        XCTAssertThrowsAccountError(try facade.login(username: "alice", password: ""), .invalidCredentials)
        XCTAssertThrowsAccountError(
            try facade.login(username: "alice", password: String(repeating: "p", count: 2000)), .invalidCredentials)
        XCTAssertThrowsAccountError(try facade.login(username: "alice", password: "password1\0"), .invalidCredentials)
        XCTAssertEqual(try facade.currentSession(), session, "failed logins leave the session alone")
    }

    /// An unknown user costs the same work as a wrong password (one yescrypt run), so timing cannot
    /// tell which usernames exist. Counted, not timed, so the test is exact on a loaded machine.
    func testLogin_withUnknownUser_doesTheSameHashingWorkAsWrongPassword() throws {
        let runs = Mutex(0)
        var hasher = PasswordHasher()
        hasher.onHash = { runs.withLock { $0 += 1 } }
        let facade = try AccountFacade(storage: try StorageFacade.inMemory(), now: { Date() }, hasher: hasher)
        try facade.register(username: "alice", password: "password1")
        func work(_ username: String, _ password: String) -> Int {
            let before = runs.withLock { $0 }
            _ = try? facade.login(username: username, password: password)
            return runs.withLock { $0 } - before
        }
        XCTAssertEqual(work("alice", "wrong-password"), 1)
        XCTAssertEqual(work("nobody", "wrong-password"), 1, "an unknown user must cost a real hash")
        XCTAssertEqual(work("1 bad name!", "wrong-password"), 1, "a malformed username too")
        XCTAssertEqual(work("alice", "password1"), 1)
    }

    func testLogin_whileAnotherUserIsLoggedIn_replacesSessionAndNamesPreviousUser() throws {
        let (facade, storage) = try makeFacade()
        try facade.register(username: "alice", password: "password1")
        try facade.register(username: "bob", password: "password2")
        let first = try facade.login(username: "alice", password: "password1")
        let second = try facade.login(username: "bob", password: "password2")
        XCTAssertEqual(second.replacedUsername, "alice")
        XCTAssertNotEqual(first.session.token, second.session.token)
        XCTAssertEqual(try facade.currentUser(), "bob")
        XCTAssertEqual(try storage.query("SELECT * FROM account_sessions").count, 1)
    }

    func testLogin_bySameUserAgain_issuesNewTokenWithoutReplacedUser() throws {
        let (facade, _) = try makeFacade()
        try facade.register(username: "alice", password: "password1")
        let first = try facade.login(username: "alice", password: "password1")
        let second = try facade.login(username: "Alice", password: "password1")
        XCTAssertNil(second.replacedUsername)
        XCTAssertNotEqual(first.session.token, second.session.token)
        XCTAssertEqual(try facade.currentSession()?.token, second.session.token)
    }

    // MARK: Logout and current user

    func testLogout_endsSessionAndReturnsUser() throws {
        let (facade, storage) = try makeFacade()
        try facade.register(username: "alice", password: "password1")
        try facade.login(username: "alice", password: "password1")
        XCTAssertEqual(try facade.logout(), "alice")
        XCTAssertNil(try facade.currentUser())
        XCTAssertNil(try facade.currentSession())
        XCTAssertEqual(try storage.query("SELECT * FROM account_sessions").count, 0)
        XCTAssertEqual(try storage.query("SELECT * FROM account_users").count, 1, "the account stays")
    }

    func testLogout_withNobodyLoggedIn_failsNotLoggedIn() throws {
        let (facade, _) = try makeFacade()
        XCTAssertThrowsAccountError(try facade.logout(), .notLoggedIn)
    }

    func testCurrentUser_withNobodyLoggedIn_isNil() throws {
        let (facade, _) = try makeFacade()
        XCTAssertNil(try facade.currentUser())
        XCTAssertNil(try facade.currentSession())
    }

    func testSession_persistsAcrossNewStorageOnSameFile() throws {
        let (path, cleanup) = temporaryDatabasePath()
        defer { cleanup() }
        let session: AccountSessionInfo
        do {
            let facade = try AccountFacade(storage: try StorageFacade(path: path), now: { fixedNow })
            try facade.register(username: "alice", password: "password1")
            session = try facade.login(username: "alice", password: "password1").session
        }
        let reopened = try AccountFacade(storage: try StorageFacade(path: path), now: { Date() })
        XCTAssertEqual(try reopened.currentSession(), session)
        XCTAssertEqual(try reopened.logout(), "alice")
        let again = try AccountFacade(storage: try StorageFacade(path: path))
        XCTAssertNil(try again.currentUser())
        XCTAssertNoThrow(try again.login(username: "alice", password: "password1"), "the account survives too")
    }

    // MARK: Change password

    func testChangePassword_forCurrentUser_replacesOldPassword() throws {
        let later = fixedNow.addingTimeInterval(3600)
        let storage = try StorageFacade.inMemory()
        try AccountFacade(storage: storage, now: { fixedNow }).register(username: "alice", password: "old-password")
        let facade = try AccountFacade(storage: storage, now: { later })
        let session = try facade.login(username: "alice", password: "old-password").session
        XCTAssertEqual(try facade.changePassword(oldPassword: "old-password", newPassword: "new-password"), "alice")
        XCTAssertThrowsAccountError(try facade.login(username: "alice", password: "old-password"), .invalidCredentials)
        XCTAssertEqual(try facade.currentSession(), session, "the session stays, and a failed login leaves it")
        XCTAssertNoThrow(try facade.login(username: "alice", password: "new-password"))
        let row = try XCTUnwrap(try storage.queryOne("SELECT * FROM account_users"))
        XCTAssertEqual(try row.int64("created_at"), 1_717_200_000)
        XCTAssertEqual(try row.int64("password_changed_at"), 1_717_203_600)
    }

    func testChangePassword_forNamedUser_worksWithoutSession() throws {
        let (facade, _) = try makeFacade()
        try facade.register(username: "alice", password: "old-password")
        XCTAssertEqual(
            try facade.changePassword(username: "ALICE", oldPassword: "old-password", newPassword: "new-password"),
            "alice")
        XCTAssertNil(try facade.currentUser())
        XCTAssertNoThrow(try facade.login(username: "alice", password: "new-password"))
    }

    func testChangePassword_withWrongOldPassword_failsAndKeepsOldPassword() throws {
        let (facade, storage) = try makeFacade()
        try facade.register(username: "alice", password: "old-password")
        try facade.login(username: "alice", password: "old-password")
        let before = try storage.queryOne("SELECT password_hash FROM account_users")?.string("password_hash")
        XCTAssertThrowsAccountError(
            try facade.changePassword(oldPassword: "not-the-password", newPassword: "new-password"), .invalidCredentials
        )
        XCTAssertEqual(try storage.queryOne("SELECT password_hash FROM account_users")?.string("password_hash"), before)
        XCTAssertNoThrow(try facade.login(username: "alice", password: "old-password"))
    }

    func testChangePassword_withWeakOrUnchangedNewPassword_failsAndKeepsOldPassword() throws {
        let (facade, _) = try makeFacade()
        try facade.register(username: "alice", password: "old-password")
        try facade.login(username: "alice", password: "old-password")
        XCTAssertThrowsAccountError(
            try facade.changePassword(oldPassword: "old-password", newPassword: "short"), .weakPassword(minimum: 8))
        XCTAssertThrowsAccountError(
            try facade.changePassword(oldPassword: "old-password", newPassword: "old-password"), .passwordUnchanged)
        XCTAssertNoThrow(try facade.login(username: "alice", password: "old-password"))
    }

    func testChangePassword_withNobodyLoggedInAndNoUsername_failsNotLoggedIn() throws {
        let (facade, _) = try makeFacade()
        try facade.register(username: "alice", password: "old-password")
        XCTAssertThrowsAccountError(
            try facade.changePassword(oldPassword: "old-password", newPassword: "new-password"), .notLoggedIn)
        XCTAssertThrowsAccountError(
            try facade.changePassword(username: "nobody", oldPassword: "old-password", newPassword: "new-password"),
            .invalidCredentials)
    }

    // MARK: Migrations

    func testInit_twiceOnSameStorage_appliesMigrationsOnceAndKeepsData() throws {
        let (facade, storage) = try makeFacade()
        try facade.register(username: "alice", password: "password1")
        let again = try AccountFacade(storage: storage)
        XCTAssertNoThrow(try again.login(username: "alice", password: "password1"))
        XCTAssertEqual(try storage.appliedMigrations(owner: "account"), [1, 2, 3])
    }

    // MARK: Errors

    func testAccountError_codesAreStableAndMessagesActionable() {
        let cases: [(AccountError, String, String)] = [
            (.invalidUsername(username: "X!", reason: "use only letters"), "invalidUsername", "use only letters"),
            (.weakPassword(minimum: 8), "weakPassword", "at least 8"),
            (.passwordTooLong(maximumBytes: 511), "passwordTooLong", "at most 511"),
            (.invalidPasswordCharacter, "invalidPasswordCharacter", "NUL"),
            (.usernameTaken(username: "alice"), "usernameTaken", "'alice' is already taken"),
            (.invalidCredentials, "invalidCredentials", "wrong username or password"),
            (.notLoggedIn, "notLoggedIn", "log in first"),
            (.passwordUnchanged, "passwordUnchanged", "differ"),
            (.hashingFailed(reason: "boom"), "hashingFailed", "boom"),
            (.userNotFound(username: "zed"), "userNotFound", "no account 'zed'"),
            (.invalidRole("admin"), "invalidRole", "customer or staff"),
        ]
        for (error, code, fragment) in cases {
            XCTAssertEqual(error.code, code)
            XCTAssertEqual(error.kind, error.errorCode.kind, "the kind is the interface's")
            XCTAssertTrue(error.description.contains(fragment), error.description)
        }
        XCTAssertEqual(AccountError.usernameTaken(username: "alice").kind, .conflict)
        XCTAssertEqual(AccountError.invalidCredentials.kind, .forbidden)
        XCTAssertEqual(AccountError.weakPassword(minimum: 8).kind, .invalid)
    }
}
