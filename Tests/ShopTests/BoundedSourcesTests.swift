import Foundation
import XCTest

/// A configuration source that is a FIFO cannot hold the shop: the catalog URL, `--dispatch-url`
/// and the home's `dispatch.json` each fail at once with one line naming the path.
final class BoundedSourcesTests: XCTestCase {
    /// Seconds a refused source may take in all, launch included; a hang used to last for ever.
    private let promptly = 5.0

    /// One finished run, and how long it took.
    private struct TimedRun {
        let run: ShopHarness.Run
        let seconds: Double
    }

    /// Runs `shop arguments`, ending it after 15 s: a run still blocked on `fifo` is released and
    /// reported, so the test fails instead of hanging.
    private func runBounded(
        _ shop: ShopHarness, _ arguments: [String], environment: [String: String] = [:], fifo: URL
    ) throws -> TimedRun {
        let start = ContinuousClock.now
        let (process, out, err) = try shop.start(arguments, extraEnvironment: environment)
        let giveUp = start + .seconds(15)
        while process.isRunning, ContinuousClock.now < giveUp { usleep(20_000) }
        if process.isRunning {
            XCTFail("shop \(arguments.joined(separator: " ")) was still blocked on \(fifo.path) after 15 s")
            // A writer that comes and goes ends a read blocked on the FIFO.
            let writer = open(fifo.path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            process.terminate()
        }
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - start
        let run = ShopHarness.Run(
            status: process.terminationStatus,
            stdout: String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            stderr: String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        return TimedRun(
            run: run,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    private func makeFIFO(at url: URL) throws {
        XCTAssertEqual(mkfifo(url.path, 0o600), 0, "mkfifo \(url.path): \(String(cString: strerror(errno)))")
    }

    /// The run failed like a missing file at the same place (`missingStatus`), quickly, with one line naming `fifo`.
    private func assertRefused(
        _ timed: TimedRun, fifo: URL, missingStatus: Int32, file: StaticString = #filePath, line: UInt = #line
    ) {
        let stderr = timed.run.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertNotEqual(timed.run.status, 0, stderr, file: file, line: line)
        XCTAssertEqual(
            timed.run.status, missingStatus, "the exit code of a missing file there: \(stderr)", file: file, line: line)
        XCTAssertTrue(stderr.contains("\(fifo.path) is not a regular file"), stderr, file: file, line: line)
        XCTAssertFalse(stderr.contains("\n"), "one line: \(stderr)", file: file, line: line)
        XCTAssertLessThan(timed.seconds, promptly, "took \(timed.seconds) s", file: file, line: line)
    }

    func testCatalogURL_naming_aFIFO_failsPromptlyWithOneClearLine() throws {
        let shop = try ShopHarness()
        let fifo = shop.root.appendingPathComponent("catalog.fifo")
        try makeFIFO(at: fifo)
        let missing = try shop.run(
            ["goods", "list"], extraEnvironment: ["SHOP_CATALOG_URL": "file://\(shop.root.path)/absent.json"])

        let timed = try runBounded(
            shop, ["goods", "list"], environment: ["SHOP_CATALOG_URL": fifo.absoluteString], fifo: fifo)

        assertRefused(timed, fifo: fifo, missingStatus: missing.status)
    }

    func testDispatchURLOption_naming_aFIFO_failsPromptlyWithOneClearLine() throws {
        let shop = try ShopHarness()
        let fifo = shop.root.appendingPathComponent("dispatch.fifo")
        try makeFIFO(at: fifo)
        let missing = try shop.run(["--dispatch-url", "file://\(shop.root.path)/absent.json", "goods", "list"])

        let timed = try runBounded(shop, ["--dispatch-url", fifo.absoluteString, "goods", "list"], fifo: fifo)

        assertRefused(timed, fifo: fifo, missingStatus: missing.status)
    }

    func testDispatchFileInTheHome_thatIsAFIFO_failsPromptlyWithOneClearLine() throws {
        let shop = try ShopHarness()
        // A dispatch.json that cannot be read (a directory) fails like this one must.
        let fifo = shop.home.appendingPathComponent("dispatch.json")
        try FileManager.default.createDirectory(at: fifo, withIntermediateDirectories: false)
        let unreadable = try shop.run(["goods", "list"])
        try FileManager.default.removeItem(at: fifo)
        try makeFIFO(at: fifo)

        let timed = try runBounded(shop, ["goods", "list"], fifo: fifo)

        assertRefused(timed, fifo: fifo, missingStatus: unreadable.status)
    }
}
