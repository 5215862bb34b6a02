import Foundation
import StorageMediator
import Testing

@testable import Storage

@Suite struct FailureTests {
    @Test func testOpen_garbageFile_failsAsNotADatabase_andLeavesFileUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("garbage.sqlite")
        let garbage = Data(String(repeating: "this is certainly not an SQLite file. ", count: 200).utf8)
        try garbage.write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: StorageError.self) { _ = try StorageFacade(path: path) }
        guard case .notADatabase(let errorPath, let message, let code)? = error else {
            Issue.record("expected notADatabase, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(message.contains("not a database"))
        #expect(code == 26)
        #expect(error?.description.contains("is not a database or is corrupt") == true)
        #expect(error?.code == "storageNotADatabase")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func testCorruptPages_areReportedAsCorrupt_neverACrash() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("corrupt.sqlite")
        do {
            let storage = try StorageFacade(path: path)
            try storage.execute("CREATE TABLE t_big (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)")
            try storage.execute("CREATE INDEX t_big_payload ON t_big (payload)")
            try storage.transaction {
                for index in 0..<2000 {
                    try storage.execute("INSERT INTO t_big (payload) VALUES (?)", [.text("payload number \(index)")])
                }
            }
            _ = try storage.query("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        // Overwrite every page after the schema page with garbage; the header stays valid.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: 4096 * 2)
        handle.write(Data(repeating: 0xA5, count: Int(size) - 4096 * 2))
        try handle.close()

        var reported: [String] = []
        do {
            let storage = try StorageFacade(path: path)
            do {
                _ = try storage.query("SELECT count(*) AS n, max(payload) AS m FROM t_big")
            } catch let error as StorageError {
                reported.append(error.description)
                #expect(error.code == "storageNotADatabase")
                #expect(error.sqliteCode.map { $0 & 0xff } == 11)
            }
            let report = try storage.integrityCheck()
            #expect(!report.ok)
            #expect(report.messages != ["ok"])
            reported += report.messages
        } catch let error as StorageError {
            reported.append(error.description)
            #expect(error.code == "storageNotADatabase")
        }
        #expect(
            reported.contains {
                $0.contains("corrupt") || $0.contains("malformed") || $0.contains("not a database")
                    || $0.contains("Page")
            })
    }

    @Test func testOpen_pathUnderARegularFile_failsWithOpenError() throws {
        let folder = try TemporaryFolder()
        let file = folder.path("plain.txt")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let error = #expect(throws: StorageError.self) { _ = try StorageFacade(path: file + "/db/shop.sqlite") }
        guard case .openFailed(let path, let message, _)? = error else {
            Issue.record("expected openFailed, got \(String(describing: error))")
            return
        }
        #expect(path == file + "/db/shop.sqlite")
        #expect(message.contains("cannot create folder"))
        #expect(error?.description.contains("check the path and its permissions") == true)
    }

    @Test func testOpen_directoryPath_failsWithOpenError() throws {
        let folder = try TemporaryFolder()
        let directory = folder.path("a-directory")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let error = #expect(throws: StorageError.self) { _ = try StorageFacade(path: directory) }
        #expect(error?.code == "storageOpenFailed")
        #expect(error?.description.contains(directory) == true)
    }

    @Test func testOpen_unreadableFile_failsWithOpenError() throws {
        // Root reads files whatever their mode, so there the path of a file inside a file stands in.
        let folder = try TemporaryFolder()
        let path = folder.path("locked-away.sqlite")
        _ = try StorageFacade(path: path)
        let unreadable: String
        if getuid() == 0 {
            unreadable = path + "/inside.sqlite"
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
            unreadable = path
        }
        defer { _ = try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let error = #expect(throws: StorageError.self) { _ = try StorageFacade(path: unreadable) }
        #expect(error?.code == "storageOpenFailed")
        #expect(error?.description.contains("cannot open database at \(unreadable)") == true)
    }

    @Test func testWrite_whileAnotherConnectionHoldsTheWriteLock_failsAsBusyAfterTimeout() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("locked.sqlite")
        let holder = try StorageFacade(path: path)
        try holder.execute("CREATE TABLE t_lock (v TEXT)")
        try holder.execute("INSERT INTO t_lock (v) VALUES ('committed')")
        let waiter = try StorageFacade(path: path, busyTimeout: .milliseconds(50))
        try holder.transaction {
            try holder.execute("INSERT INTO t_lock (v) VALUES ('pending')")
            let started = Date()
            let error = #expect(throws: StorageError.self) {
                try waiter.execute("INSERT INTO t_lock (v) VALUES ('blocked')")
            }
            #expect(Date().timeIntervalSince(started) < 3)
            guard case .busy(let message, let code, let sql)? = error else {
                Issue.record("expected busy, got \(String(describing: error))")
                return
            }
            #expect(message.contains("locked"))
            #expect(code & 0xff == 5)
            #expect(sql == "INSERT INTO t_lock (v) VALUES ('blocked')")
            #expect(error?.description.contains("busy") == true)
            // Readers still see the last committed state (WAL).
            #expect(try waiter.query("SELECT v FROM t_lock").map { try $0.string("v") } == ["committed"])
            #expect(throws: StorageError.self) { try waiter.transaction { () } }
            // A new connection can still be opened while the lock is held.
            #expect(try StorageFacade(path: path, busyTimeout: .milliseconds(10)).setting("x") == nil)
        }
        try waiter.execute("INSERT INTO t_lock (v) VALUES ('after')")
        #expect(
            try holder.query("SELECT v FROM t_lock ORDER BY rowid").map { try $0.string("v") } == [
                "committed", "pending", "after",
            ])
    }

    @Test func testProcessKilledMidTransaction_leavesNoPartialRows() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("crash.sqlite")
        let storage = try StorageFacade(path: path)
        try storage.execute("CREATE TABLE crash_rows (id INTEGER PRIMARY KEY, note TEXT NOT NULL)")
        try storage.execute("INSERT INTO crash_rows (note) VALUES ('before the crash')")

        let helper = try #require(CrashHelper.executable(), "storage-crash-helper was not built next to the tests")
        let process = Process()
        process.executableURL = helper
        process.arguments = ["crash", path, "500"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = CrashHelper.readLine(from: output.fileHandleForReading)
        #expect(line == "ready")
        // The helper holds the write lock with 500 uncommitted rows; now it dies without cleanup.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGKILL)

        let reopened = try StorageFacade(path: path)
        #expect(try reopened.query("SELECT note FROM crash_rows").map { try $0.string("note") } == ["before the crash"])
        #expect(try reopened.integrityCheck() == StorageIntegrityReport(messages: ["ok"]))
        // The lock died with the process: writing works at once.
        try reopened.execute("INSERT INTO crash_rows (note) VALUES ('after')")
        #expect(try storage.queryOne("SELECT count(*) AS n FROM crash_rows")?.int("n") == 2)
    }
}

/// Finds and talks to the `storage-crash-helper` executable built with the tests.
enum CrashHelper {
    static func executable() -> URL? {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates = [
            testBinary.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        // On macOS the test binary sits inside `<Package>.xctest/Contents/MacOS/`.
        var folder = testBinary
        for _ in 0..<4 {
            folder.deleteLastPathComponent()
            candidates.append(folder)
        }
        return candidates.map { $0.appendingPathComponent("storage-crash-helper") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Reads one line, or gives up after 30 seconds so a broken helper fails the test instead of hanging it.
    static func readLine(from handle: FileHandle) -> String? {
        let result = Locked<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var bytes = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes.append(chunk)
                if bytes.contains(UInt8(ascii: "\n")) { break }
            }
            result.set(String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init))
            done.signal()
        }
        _ = done.wait(timeout: .now() + .seconds(30))
        return result.get()
    }
}
