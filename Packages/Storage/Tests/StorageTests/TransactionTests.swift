import Foundation
import Testing

@testable import Storage

@Suite struct TransactionTests {
    private func counting() throws -> StorageFacade {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_log (v TEXT NOT NULL)")
        return storage
    }

    private func values(_ storage: StorageFacade) throws -> [String] {
        try storage.query("SELECT v FROM t_log ORDER BY rowid").map { try $0.string("v") }
    }

    @Test func testTransaction_commits_andReturnsBodyValue() throws {
        let storage = try counting()
        let result = try storage.transaction {
            try storage.execute("INSERT INTO t_log (v) VALUES ('a')")
            return 42
        }
        #expect(result == 42)
        #expect(try values(storage) == ["a"])
        #expect(!storage.isInTransaction)
    }

    @Test func testTransaction_whenBodyThrows_rollsBackAndRethrowsOriginalError() throws {
        let storage = try counting()
        #expect(throws: MarkerError(tag: "outer")) {
            try storage.transaction {
                try storage.execute("INSERT INTO t_log (v) VALUES ('a')")
                throw MarkerError(tag: "outer")
            }
        }
        #expect(try values(storage).isEmpty)
        #expect(!storage.isInTransaction)
        #expect(storage.connection.isAutocommit)
    }

    @Test func testNestedTransaction_innerFailure_rollsBackOnlyInnerLevel() throws {
        let storage = try counting()
        try storage.transaction {
            try storage.execute("INSERT INTO t_log (v) VALUES ('outer-before')")
            #expect(throws: MarkerError(tag: "inner")) {
                try storage.transaction {
                    #expect(storage.isInTransaction)
                    try storage.execute("INSERT INTO t_log (v) VALUES ('inner')")
                    throw MarkerError(tag: "inner")
                }
            }
            try storage.execute("INSERT INTO t_log (v) VALUES ('outer-after')")
        }
        #expect(try values(storage) == ["outer-before", "outer-after"])
    }

    @Test func testNestedTransaction_outerFailure_rollsBackEveryLevel() throws {
        let storage = try counting()
        #expect(throws: MarkerError(tag: "outer")) {
            try storage.transaction {
                try storage.execute("INSERT INTO t_log (v) VALUES ('outer')")
                try storage.transaction {
                    try storage.execute("INSERT INTO t_log (v) VALUES ('inner')")
                    try storage.transaction {
                        try storage.execute("INSERT INTO t_log (v) VALUES ('innermost')")
                    }
                }
                throw MarkerError(tag: "outer")
            }
        }
        #expect(try values(storage).isEmpty)
    }

    @Test func testThreeLevels_middleFailure_keepsOuterAndDropsMiddleAndInnermost() throws {
        let storage = try counting()
        try storage.transaction {
            try storage.execute("INSERT INTO t_log (v) VALUES ('1')")
            _ = try? storage.transaction {
                try storage.execute("INSERT INTO t_log (v) VALUES ('2')")
                try storage.transaction {
                    try storage.execute("INSERT INTO t_log (v) VALUES ('3')")
                }
                throw MarkerError(tag: "middle")
            }
            // A savepoint name is reused after its level ended; it must still work.
            try storage.transaction {
                try storage.execute("INSERT INTO t_log (v) VALUES ('4')")
            }
        }
        #expect(try values(storage) == ["1", "4"])
    }

    @Test func testTransaction_sqlErrorInBody_rollsBackAndRethrowsStorageError() throws {
        let storage = try counting()
        let error = #expect(throws: StorageError.self) {
            try storage.transaction {
                try storage.execute("INSERT INTO t_log (v) VALUES ('a')")
                try storage.execute("INSERT INTO t_log (v) VALUES (NULL)")
            }
        }
        #expect(error?.code == "storageConstraint")
        #expect(try values(storage).isEmpty)
        // The connection is usable afterwards.
        try storage.transaction { try storage.execute("INSERT INTO t_log (v) VALUES ('b')") }
        #expect(try values(storage) == ["b"])
    }

    @Test func testTransaction_blocksOtherThreadsUntilCommit() throws {
        let storage = try counting()
        let seen = Locked<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        try storage.transaction {
            try storage.execute("INSERT INTO t_log (v) VALUES ('a')")
            Thread.detachNewThread {
                seen.set(try? storage.queryOne("SELECT count(*) AS n FROM t_log")?.int("n"))
                done.signal()
            }
            // The other thread must wait for the lock this transaction holds.
            #expect(done.wait(timeout: .now() + .milliseconds(200)) == .timedOut)
            try storage.execute("INSERT INTO t_log (v) VALUES ('b')")
        }
        #expect(done.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(seen.get() == 2)
    }

    @Test func testTwoConnections_incrementingOneCounter_endAtExactSum() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("counter.sqlite")
        let setup = try StorageFacade(path: path)
        try setup.execute("CREATE TABLE t_counter (id INTEGER PRIMARY KEY, value INTEGER NOT NULL)")
        try setup.execute("INSERT INTO t_counter (id, value) VALUES (1, 0)")
        let writers = [try StorageFacade(path: path), try StorageFacade(path: path)]
        let failures = Locked<[String]>([])
        let group = DispatchGroup()
        for writer in writers {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                do {
                    for _ in 0..<500 {
                        try writer.transaction {
                            // Read-modify-write: only correct if the two transactions never interleave.
                            let current =
                                try writer.queryOne("SELECT value FROM t_counter WHERE id = 1")?.int("value") ?? -1
                            try writer.execute("UPDATE t_counter SET value = ? WHERE id = 1", [SQLValue(current + 1)])
                        }
                    }
                } catch {
                    failures.mutate { $0.append(String(describing: error)) }
                }
            }
        }
        #expect(group.wait(timeout: .now() + .seconds(120)) == .success)
        #expect(failures.get().isEmpty)
        #expect(try setup.queryOne("SELECT value FROM t_counter WHERE id = 1")?.int("value") == 1000)
    }
}

/// A value shared between test threads.
final class Locked<Value>: @unchecked Sendable {
    // Sound: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func get() -> Value { lock.withLock { value } }
    func set(_ newValue: Value) { lock.withLock { value = newValue } }
    func mutate(_ change: (inout Value) -> Void) { lock.withLock { change(&value) } }
}
