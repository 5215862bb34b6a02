import Dispatch
import Foundation
import XCTest

@testable import Storage

/// A database whose file or -wal, -shm or -journal companion is a FIFO, a device, a socket or a
/// folder is refused before SQLite opens anything (a FIFO journal used to block the open forever),
/// and `PrivateFiles.write` never renames over such a node.
final class NonRegularFileTests: XCTestCase {
    func testDatabase_whoseFileOrCompanionIsNotARegularFile_isRefusedPromptly_andTheNodeStays() throws {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            for kind in SpecialNode.Kind.allCases {
                let folder = try TemporaryFolder()
                let path = folder.path("shop.sqlite")
                if suffix != "" {
                    // An existing database (a hot-journal check reads the journal only when the file has pages).
                    do {
                        let storage = try StorageFacade(path: path)
                        try storage.setSetting("k", "v")
                    }
                    // Closing keeps the -wal and -shm files (no checkpoint at close): the node replaces them.
                    try? FileManager.default.removeItem(atPath: path + suffix)
                }
                guard let node = try SpecialNode.make(kind, at: path + suffix) else { continue }
                let label = "shop.sqlite\(suffix) as \(kind)"
                let result = openWithDeadline(path, unblocking: node)
                guard let result else {
                    XCTFail("opening with \(label) did not return within 10 s")
                    continue
                }
                switch result {
                case .success:
                    XCTFail("\(label) was opened")
                case .failure(let error):
                    guard case .openFailed(let failed, let message, _) = error as? StorageError else {
                        XCTFail("\(label): \(error)")
                        continue
                    }
                    XCTAssertEqual(failed, node, label)
                    XCTAssertTrue(message.contains(kind.description), "\(label): \(message)")
                    XCTAssertTrue(message.contains("not a regular file"), "\(label): \(message)")
                }
                XCTAssertEqual(SpecialNode.kind(at: node), kind, "\(label) is still there, unchanged")
            }
        }
    }

    func testWrite_overANodeThatIsNotARegularFile_isRefusedAndTheNodeStays() throws {
        for kind in SpecialNode.Kind.allCases {
            let folder = try TemporaryFolder()
            let path = folder.path("out.jsonl")
            guard try SpecialNode.make(kind, at: path) != nil else { continue }
            XCTAssertThrowsError(try PrivateFiles.write(Data("new\n".utf8), to: URL(fileURLWithPath: path))) {
                error in
                let reason = (error as? PrivateFileError)?.reason ?? "\(error)"
                XCTAssertTrue(reason.contains(kind.description), "\(kind): \(reason)")
                XCTAssertTrue(reason.contains("not a regular file"), "\(kind): \(reason)")
            }
            XCTAssertEqual(SpecialNode.kind(at: path), kind, "the \(kind) is still there")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            XCTAssertEqual(leftovers, ["out.jsonl"], "no temporary file is left behind")
        }
    }

    func testWrite_toANewPathOrARegularFile_stillWorks() throws {
        let folder = try TemporaryFolder()
        let url = URL(fileURLWithPath: folder.path("new/out.txt"))
        try PrivateFiles.write(Data("one\n".utf8), to: url)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "one\n")
        try PrivateFiles.write(Data("two\n".utf8), to: url)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "two\n")
        XCTAssertEqual(PrivateFiles.mode(of: url.path), 0o600)
        var info = stat()
        XCTAssertEqual(lstat(url.path, &info), 0)
        XCTAssertEqual(info.st_nlink, 1, "the temporary name is gone")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path("new")), ["out.txt"])
    }

    /// Opens the database on another thread; `nil` when it has not returned after 10 s. A FIFO at
    /// `node` is then opened for writing, which releases an open blocked reading it, so the test ends.
    private func openWithDeadline(_ path: String, unblocking node: String) -> Result<StorageFacade, any Error>? {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.set(Result { try StorageFacade(path: path) })
            done.signal()
        }.start()
        if done.wait(timeout: .now() + 10) == .success { return box.value }
        let writer = open(node, O_WRONLY | O_NONBLOCK)
        if writer >= 0 {
            _ = done.wait(timeout: .now() + 10)
            close(writer)
        }
        return nil
    }

    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<StorageFacade, any Error>?
        func set(_ value: Result<StorageFacade, any Error>) { lock.withLock { result = value } }
        var value: Result<StorageFacade, any Error>? { lock.withLock { result } }
    }
}
