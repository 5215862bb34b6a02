import Foundation
import Testing

@testable import Storage

/// `StorageDurability`: which commits sync the disk, and that closing leaves the write-ahead log for
/// a committing writer to checkpoint instead of syncing twice in whichever process closes last.
@Suite struct DurabilityTests {
    private func synchronous(_ storage: StorageFacade) throws -> Int {
        try storage.queryOne("PRAGMA synchronous")?.int("synchronous") ?? -1
    }

    private func fileDatabase(_ folder: TemporaryFolder) throws -> StorageFacade {
        let storage = try StorageFacade(path: folder.path("durability.sqlite"))
        try storage.execute("CREATE TABLE IF NOT EXISTS t_log (v TEXT NOT NULL)")
        return storage
    }

    @Test func testFileDatabase_syncsEveryCommitByDefault() throws {
        let folder = try TemporaryFolder()
        let storage = try fileDatabase(folder)
        #expect(try synchronous(storage) == 2)  // FULL
        let inside = try storage.transaction { try synchronous(storage) }
        #expect(inside == 2)
    }

    @Test func testProcessCrashTransaction_skipsTheSyncForItselfOnly() throws {
        let folder = try TemporaryFolder()
        let storage = try fileDatabase(folder)
        let levels = try storage.transaction(durability: .processCrash) {
            try storage.execute("INSERT INTO t_log (v) VALUES ('telemetry')")
            // A nested level joins the outer transaction's durability.
            return (try synchronous(storage), try storage.transaction { try synchronous(storage) })
        }
        #expect(levels.0 == 1)  // NORMAL
        #expect(levels.1 == 1)
        #expect(try synchronous(storage) == 2)
        #expect(throws: MarkerError(tag: "x")) {
            try storage.transaction(durability: .processCrash) { throw MarkerError(tag: "x") }
        }
        #expect(try synchronous(storage) == 2, "back to FULL after a rollback too")
        // Inside a full transaction, a nested processCrash level does not weaken it.
        let nested = try storage.transaction {
            try storage.transaction(durability: .processCrash) { try synchronous(storage) }
        }
        #expect(nested == 2)
        #expect(try storage.query("SELECT v FROM t_log").count == 1)
    }

    @Test func testClosing_keepsTheLog_andTheNextOpenReadsEveryCommit() throws {
        let folder = try TemporaryFolder()
        do {
            let storage = try fileDatabase(folder)
            try storage.transaction(durability: .processCrash) {
                try storage.execute("INSERT INTO t_log (v) VALUES ('kept')")
            }
        }
        // Closed: without a checkpoint at close the log is still there, holding the commits.
        let log = folder.path("durability.sqlite-wal")
        let size = try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int
        #expect((size ?? 0) > 0)
        let reopened = try fileDatabase(folder)
        #expect(try reopened.query("SELECT v FROM t_log").map { try $0.string("v") } == ["kept"])
    }

    @Test func testInMemoryDatabase_acceptsEitherDurability() throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_log (v TEXT NOT NULL)")
        try storage.transaction(durability: .processCrash) {
            try storage.execute("INSERT INTO t_log (v) VALUES ('a')")
        }
        #expect(try storage.query("SELECT v FROM t_log").count == 1)
    }
}
