import Foundation
import XCTest

/// Nodes that are not regular files where the shop reads or writes: a FIFO at the database's
/// `-journal` used to hang every command (`--version` too), and `tracking export --output` renamed
/// over FIFOs, sockets and device nodes.
final class HomeNodeTests: XCTestCase {
    /// Runs `shop arguments`, killing it if it has not ended after 20 s (it used to block for ever).
    private func runWithDeadline(_ shop: ShopHarness, _ arguments: [String]) throws -> ShopHarness.Run? {
        let (process, out, err) = try shop.start(arguments)
        let errorData = ShellRunner.LockedData()
        let outputData = ShellRunner.LockedData()
        Thread { errorData.set(err.fileHandleForReading.readDataToEndOfFile()) }.start()
        Thread { outputData.set(out.fileHandleForReading.readDataToEndOfFile()) }.start()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        while !(errorData.isSet && outputData.isSet) { usleep(1000) }
        return ShopHarness.Run(
            status: process.terminationStatus, stdout: String(decoding: outputData.value, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self))
    }

    private func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    func testAFIFOJournal_endsEveryCommandPromptly_namingTheFile() throws {
        let shop = try ShopHarness()
        try shop.ok(["goods", "list"])
        let journal = shop.home.appendingPathComponent("shop.sqlite-journal").path
        XCTAssertEqual(mkfifo(journal, 0o600), 0)

        let list = try XCTUnwrap(try runWithDeadline(shop, ["goods", "list"]), "goods list hung on the FIFO")
        XCTAssertEqual(list.status, 5, list.stderr)
        XCTAssertTrue(list.stderr.contains(journal), list.stderr)
        XCTAssertTrue(list.stderr.contains("FIFO"), list.stderr)
        XCTAssertTrue(list.stderr.contains("not a regular file"), list.stderr)

        // The version is still the version (exit 0), with a warning naming the file.
        let version = try XCTUnwrap(try runWithDeadline(shop, ["--version"]), "--version hung on the FIFO")
        XCTAssertEqual(version.status, 0, version.stderr)
        XCTAssertTrue(version.stdout.hasPrefix("shop "), version.stdout)
        XCTAssertTrue(version.stdout.contains("warning:") && version.stdout.contains(journal), version.stdout)
        XCTAssertTrue(version.stdout.contains("FIFO"), version.stdout)
        XCTAssertTrue(isFIFO(journal), "the FIFO is left where it was")

        XCTAssertEqual(unlink(journal), 0)
        try shop.ok(["goods", "list"])
    }

    func testTrackingExport_toAFIFOSocketDeviceOrFolder_exits2_andTheNodeStays() throws {
        let shop = try ShopHarness()
        try shop.ok(["goods", "list"])
        var nodes: [(path: String, type: mode_t, what: String)] = []
        let fifo = shop.root.appendingPathComponent("out.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        nodes.append((fifo, S_IFIFO, "a FIFO (named pipe)"))
        let folder = shop.root.appendingPathComponent("out.folder").path
        XCTAssertEqual(mkdir(folder, 0o700), 0)
        nodes.append((folder, S_IFDIR, "a folder"))
        let device = shop.root.appendingPathComponent("null").path
        // Major 1, minor 3: a second name for the null device. Only root may make one.
        if mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 {
            nodes.append((device, S_IFCHR, "a character device"))
        }
        for node in nodes {
            var before = stat()
            XCTAssertEqual(lstat(node.path, &before), 0)
            let run = try XCTUnwrap(try runWithDeadline(shop, ["tracking", "export", "--output", node.path]))
            XCTAssertEqual(run.status, 2, "\(node.what): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(node.path) && run.stderr.contains(node.what), run.stderr)
            var after = stat()
            XCTAssertEqual(lstat(node.path, &after), 0)
            XCTAssertEqual(after.st_mode & S_IFMT, node.type, "\(node.what) is still one")
            XCTAssertEqual(after.st_ino, before.st_ino, "\(node.what): the same node, not a replacement")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: shop.root.path).filter {
            $0.hasSuffix(".tmp")
        }
        XCTAssertEqual(leftovers, [], "no temporary export file is left")
    }
}
