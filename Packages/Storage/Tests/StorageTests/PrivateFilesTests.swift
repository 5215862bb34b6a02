import Foundation
import XCTest

@testable import Storage

/// The database and every file written through `PrivateFiles` are private, whatever the umask.
final class PrivateFilesTests: XCTestCase {
    /// Runs `body` with the process umask set to `mask`, then restores it.
    private func withUmask<T>(_ mask: mode_t, _ body: () throws -> T) rethrows -> T {
        let old = umask(mask)
        defer { umask(old) }
        return try body()
    }

    func testDatabase_andItsWALAndSHM_are0600_underPermissiveUmasks() throws {
        for mask: mode_t in [0o000, 0o022] {
            let folder = try TemporaryFolder()
            let path = folder.path("nested/deeper/shop.sqlite")
            let storage = try withUmask(mask) { () throws -> StorageFacade in
                let storage = try StorageFacade(path: path)
                try storage.executeScript("CREATE TABLE t (x INTEGER)")
                try storage.execute("INSERT INTO t VALUES (1)")
                return storage
            }
            for suffix in ["", "-wal", "-shm"] {
                XCTAssertEqual(
                    PrivateFiles.mode(of: path + suffix), 0o600, "umask \(String(mask, radix: 8)): shop.sqlite\(suffix)"
                )
            }
            XCTAssertEqual(PrivateFiles.mode(of: folder.path("nested")), 0o700, "new parent folders are private")
            XCTAssertEqual(PrivateFiles.mode(of: folder.path("nested/deeper")), 0o700)
            XCTAssertEqual(try storage.queryOne("SELECT x FROM t")?.int("x"), 1)
        }
    }

    func testExistingDatabase_keepsItsContentAndMode() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("shop.sqlite")
        try StorageFacade(path: path).executeScript("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (7)")
        XCTAssertEqual(chmod(path, 0o640), 0)
        XCTAssertEqual(try StorageFacade(path: path).queryOne("SELECT x FROM t")?.int("x"), 7)
        XCTAssertEqual(
            PrivateFiles.mode(of: path), 0o640, "Storage never changes an existing file; the app tightens it")
    }

    func testWrite_isAtomicAnd0600_andReplacesAWiderFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("out/export.jsonl")
        try withUmask(0o000) {
            try PrivateFiles.write(Data("one".utf8), to: url)
            XCTAssertEqual(PrivateFiles.mode(of: url.path), 0o600)
            XCTAssertEqual(PrivateFiles.mode(of: url.deletingLastPathComponent().path), 0o700)
            XCTAssertEqual(chmod(url.path, 0o666), 0)
            try PrivateFiles.write(Data("two".utf8), to: url)
        }
        XCTAssertEqual(PrivateFiles.mode(of: url.path), 0o600)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "two")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        XCTAssertEqual(leftovers, ["export.jsonl"], "no temporary file is left behind")
    }

    func testWrite_intoAFileThatIsAFolder_failsWithThePath() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("taken")
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("inside"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try PrivateFiles.write(Data("x".utf8), to: url)) { error in
            XCTAssertEqual((error as? PrivateFileError)?.path, url.path)
        }
    }

    func testTighten_dropsGroupAndOtherBits_andReportsTheOldMode() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("file")
        try PrivateFiles.write(Data(), to: URL(fileURLWithPath: path))
        XCTAssertNil(try PrivateFiles.tighten(path), "already private")
        XCTAssertEqual(chmod(path, 0o664), 0)
        XCTAssertEqual(try PrivateFiles.tighten(path), 0o664)
        XCTAssertEqual(PrivateFiles.mode(of: path), 0o600)
        XCTAssertNil(try PrivateFiles.tighten(folder.path("missing")))
        let link = folder.path("link")
        XCTAssertEqual(symlink(path, link), 0)
        XCTAssertNil(try PrivateFiles.tighten(link), "links are never followed")
    }
}
