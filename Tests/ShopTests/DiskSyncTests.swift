import Foundation
import XCTest

/// A command that only reads asks the disk to sync nothing; a money write still syncs at commit.
///
/// Counted from outside with `strace -f -c` (every thread, `fsync` and `fdatasync`): the shop would
/// otherwise give no sign, since a sync changes no byte a test could look at.
final class DiskSyncTests: XCTestCase {
    /// The calls `fsync` + `fdatasync` one run of `shop arguments` makes, and what it printed.
    private func syncCalls(_ shop: ShopHarness, _ arguments: [String], stdin: String? = nil) throws -> Int {
        let strace = try ShellRunner.require("strace")
        let summary = shop.root.appendingPathComponent("strace-\(UUID().uuidString).txt")
        let run = try ShellRunner.run(
            strace,
            ["-f", "-c", "-e", "trace=fsync,fdatasync", "-o", summary.path, ShopHarness.binary.path] + arguments,
            environment: shop.environment, stdin: stdin)
        if run.status != 0, run.stderr.contains("ptrace") {
            throw XCTSkip("strace cannot trace here (\(run.stderr.prefix(200)))")
        }
        XCTAssertEqual(run.status, 0, "shop \(arguments.joined(separator: " ")): \(run.stderr)")
        let text = try String(contentsOf: summary, encoding: .utf8)
        // The calls column of each syscall's row: "% time  seconds  usecs/call  calls  errors syscall".
        return text.split(separator: "\n").reduce(0) { total, line in
            let fields = line.split(separator: " ")
            guard let name = fields.last, name == "fsync" || name == "fdatasync", fields.count >= 5,
                let calls = Int(fields[3])
            else { return total }
            return total + calls
        }
    }

    private func trackedRows(_ shop: ShopHarness) throws -> Int {
        try XCTUnwrap(Int(try shop.sql("SELECT COUNT(*) FROM tracking_events").first ?? ""))
    }

    func testReadingCommands_syncNothing_yetTrackingStillRecordsThem() throws {
        let shop = try ShopHarness()
        try shop.ok(["goods", "list"])  // creates and seeds the home: writes, synced
        try shop.signIn("reader")
        // Read behind the shop's back first: that connection checkpoints and removes the log when it
        // closes, and the first commit into a new log syncs its header once, so one run starts it again.
        let before = try trackedRows(shop)
        try shop.ok(["goods", "list"])
        let reads = [["goods", "list"], ["goods", "show", "3"], ["wallet", "balance"], ["--version"], ["--help"]]
        for arguments in reads {
            XCTAssertEqual(try syncCalls(shop, arguments), 0, "shop \(arguments.joined(separator: " ")) only reads")
        }
        // Every dispatch is still stored (written, not synced: it survives a killed process): the
        // unmeasured goods list and the three launched reads, at least one row each.
        XCTAssertGreaterThanOrEqual(try trackedRows(shop) - before, 4)
    }

    func testMoneyWrite_stillSyncsAtCommit() throws {
        let shop = try ShopHarness()
        try shop.ok(["goods", "list"])
        try shop.signIn("payer")
        XCTAssertGreaterThan(try syncCalls(shop, ["wallet", "topup", "25"]), 0, "a top-up is synced before it returns")
        XCTAssertTrue(try shop.ok(["wallet", "balance"]).contains("25"))
    }
}
