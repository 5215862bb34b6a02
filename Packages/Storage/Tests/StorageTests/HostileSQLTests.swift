import Foundation
import Testing

@testable import Storage

/// Inputs `Tools/fuzz StorageSQL` found: SQL that takes transactions into its own hands.
@Suite struct HostileSQLTests {
    private func storage() throws -> StorageFacade {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_log (v TEXT NOT NULL)")
        try storage.execute("CREATE TABLE t_unique (k INTEGER UNIQUE)")
        return storage
    }

    private func values(_ storage: StorageFacade) throws -> [String] {
        try storage.query("SELECT v FROM t_log ORDER BY rowid").map { try $0.string("v") }
    }

    /// Whether `body` fails with the misuse error that refuses transaction control.
    private func isRefusedTransactionControl(_ body: () throws -> Void) -> Bool {
        do {
            try body()
            return false
        } catch {
            guard case .misuse(let message, _) = error as? StorageError else { return false }
            return message.hasPrefix("SQL may not begin, commit or roll back transactions")
        }
    }

    /// Whether `body` throws a `StorageError`.
    private func failsWithStorageError(_ body: () throws -> Void) -> Bool {
        do {
            try body()
            return false
        } catch {
            return error is StorageError
        }
    }

    @Test(arguments: [
        "BEGIN", "BEGIN IMMEDIATE", "begin exclusive transaction", "COMMIT", "END", "ROLLBACK", "SAVEPOINT s0",
        "RELEASE s0", "ROLLBACK TO s0",
    ])
    func transactionControlThroughExecute_isRefused(sql: String) throws {
        let storage = try storage()
        #expect(isRefusedTransactionControl { try storage.execute(sql) })
        #expect(isRefusedTransactionControl { _ = try storage.query(sql) })
        #expect(isRefusedTransactionControl { try storage.executeScript("INSERT INTO t_log VALUES ('x'); \(sql)") })
        // The statements before it in a script ran in autocommit, as a script does; no transaction is left open.
        #expect(storage.connection.isAutocommit)
        try storage.transaction { try storage.execute("INSERT INTO t_log VALUES ('after')") }
        #expect(try values(storage) == ["x", "after"])
    }

    @Test func strayBegin_usedToLeaveEveryLaterWriteUncommitted() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("shop.sqlite")
        do {
            let storage = try StorageFacade(path: path)
            try storage.execute("CREATE TABLE t_log (v TEXT NOT NULL)")
            #expect(throws: StorageError.self) { try storage.execute("BEGIN") }
            try storage.execute("INSERT INTO t_log VALUES ('kept')")
        }
        let reopened = try StorageFacade(path: path)
        #expect(try reopened.query("SELECT v FROM t_log").map { try $0.string("v") } == ["kept"])
    }

    @Test func commitInsideATransaction_isRefusedAndTheTransactionStaysWhole() throws {
        let storage = try storage()
        var commitRefused = false
        #expect(throws: MarkerError(tag: "body")) {
            try storage.transaction {
                try storage.execute("INSERT INTO t_log VALUES ('a')")
                commitRefused = isRefusedTransactionControl { try storage.executeScript("COMMIT") }
                try storage.execute("INSERT INTO t_log VALUES ('b')")
                throw MarkerError(tag: "body")
            }
        }
        #expect(commitRefused)
        #expect(try values(storage).isEmpty)
    }

    @Test func statementThatRollsBackTheTransaction_stopsEverythingUntilItEnds() throws {
        let storage = try storage()
        try storage.execute("INSERT INTO t_unique VALUES (1)")
        var failures: [Bool] = []
        #expect(throws: StorageError.self) {
            try storage.transaction {
                try storage.execute("INSERT INTO t_log VALUES ('before')")
                // The conflict rolls back the whole transaction, not just this statement.
                failures.append(
                    failsWithStorageError { _ = try storage.execute("INSERT OR ROLLBACK INTO t_unique VALUES (1)") })
                // These used to run in autocommit mode and stay, though the transaction failed.
                failures.append(failsWithStorageError { _ = try storage.execute("INSERT INTO t_log VALUES ('after')") })
                failures.append(
                    failsWithStorageError {
                        try storage.transaction { _ = try storage.execute("INSERT INTO t_log VALUES ('nested')") }
                    })
            }
        }
        #expect(failures == [true, true, true])
        #expect(try values(storage).isEmpty)
        #expect(!storage.isInTransaction)
        try storage.transaction { try storage.execute("INSERT INTO t_log VALUES ('next')") }
        #expect(try values(storage) == ["next"])
    }

    @Test func triggerThatRaisesRollback_failsTheTransactionWithNothingLeft() throws {
        let storage = try storage()
        try storage.execute(
            "CREATE TRIGGER t_no AFTER INSERT ON t_unique WHEN NEW.k = 9 BEGIN SELECT RAISE(ROLLBACK, 'nine'); END")
        #expect(throws: StorageError.self) {
            try storage.transaction {
                try storage.execute("INSERT INTO t_log VALUES ('a')")
                _ = try? storage.execute("INSERT INTO t_unique VALUES (9)")
                try storage.execute("INSERT INTO t_log VALUES ('b')")
            }
        }
        #expect(try values(storage).isEmpty)
    }

    @Test func migrationThatCommits_failsAndIsRolledBack() throws {
        let storage = try storage()
        #expect(throws: StorageError.self) {
            try storage.migrate(
                owner: "hostile",
                [Migration(version: 1, sql: "CREATE TABLE hostile_a (x); COMMIT; CREATE TABLE hostile_b (x)")])
        }
        #expect(try storage.appliedMigrations(owner: "hostile").isEmpty)
        #expect(try storage.query("SELECT name FROM sqlite_master WHERE name LIKE 'hostile%'").isEmpty)
    }
}
