import Foundation
import XCTest

@testable import Storage

/// Nothing is written through a symbolic link: not the database, its -wal, -shm or -journal files,
/// nor a file written by `PrivateFiles.write`; a dangling link is refused alike.
final class SymbolicLinkTests: XCTestCase {
    func testDatabase_whoseFileOrCompanionIsALink_isRefusedAndTheTargetUntouched() throws {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            for dangling in [false, true] {
                let folder = try TemporaryFolder()
                let target = folder.path("elsewhere.txt")
                if !dangling { try Data("someone's data\n".utf8).write(to: URL(fileURLWithPath: target)) }
                let path = folder.path("shop.sqlite")
                XCTAssertEqual(symlink(target, path + suffix), 0)
                XCTAssertThrowsError(try StorageFacade(path: path), "shop.sqlite\(suffix)") { error in
                    guard case .openFailed(let failed, let message, _)? = error as? StorageError else {
                        return XCTFail("\(error)")
                    }
                    XCTAssertEqual(failed, path + suffix)
                    XCTAssertTrue(message.contains("symbolic link"), message)
                }
                if dangling {
                    XCTAssertFalse(FileManager.default.fileExists(atPath: target), "nothing created through the link")
                } else {
                    XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "someone's data\n")
                }
                XCTAssertFalse(suffix != "" && FileManager.default.fileExists(atPath: path), "no database was created")
            }
        }
    }

    func testWrite_toALink_isRefusedAndTheLinkStays() throws {
        let folder = try TemporaryFolder()
        let target = folder.path("target.txt")
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.path("out.txt")
        XCTAssertEqual(symlink(target, link), 0)
        XCTAssertThrowsError(try PrivateFiles.write(Data("new".utf8), to: URL(fileURLWithPath: link))) { error in
            XCTAssertTrue((error as? PrivateFileError)?.reason.contains("symbolic link") == true, "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "keep\n")
        XCTAssertTrue(PrivateFiles.isSymbolicLink(link))
        XCTAssertFalse(PrivateFiles.isSymbolicLink(target))
        XCTAssertFalse(PrivateFiles.isSymbolicLink(folder.path("missing")))
    }
}
