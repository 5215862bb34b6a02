import Foundation
import Mediator
import Storage
import XCTest

@testable import Tracking

final class TrackingFacadeTests: XCTestCase {
    private func makeFacade(
        storage: StorageFacade? = nil, clock: TestClock = TestClock(), options: TrackingOptions = TrackingOptions()
    ) throws -> TrackingFacade {
        try TrackingFacade(storage: try storage ?? StorageFacade.inMemory(), options: options, now: { clock.now })
    }

    // MARK: record

    func testRecord_validEvent_isStoredWithAllFieldsAfterFlush() throws {
        let storage = try StorageFacade.inMemory()
        let clock = TestClock()
        let tracking = try makeFacade(storage: storage, clock: clock)
        try tracking.record("checkout.started", properties: #"{"b": 2, "a": "x"}"#, username: "alice", durationMs: 1.5)
        XCTAssertEqual(try tracking.flush(), 1)
        let row = try XCTUnwrap(try storedRows(storage).first)
        XCTAssertEqual(try row.string("name"), "checkout.started")
        XCTAssertEqual(try row.string("properties"), #"{"a":"x","b":2}"#)
        XCTAssertEqual(try row.string("username"), "alice")
        XCTAssertEqual(try row.int64("at_ms"), 1_800_000_000_000)
        XCTAssertEqual(try row.int64("duration_us"), 1_500)
        XCTAssertEqual(row["target"], .null)
        XCTAssertEqual(row["outcome"], .null)
    }

    func testRecord_withDefaults_storesEmptyObjectAndNulls() throws {
        let storage = try StorageFacade.inMemory()
        let tracking = try makeFacade(storage: storage)
        try tracking.record("opened")
        try tracking.flush()
        let row = try XCTUnwrap(try storedRows(storage).first)
        XCTAssertEqual(try row.string("properties"), "{}")
        XCTAssertEqual(row["username"], .null)
        XCTAssertEqual(row["duration_us"], .null)
    }

    func testRecord_isBufferedUntilFlush() throws {
        let storage = try StorageFacade.inMemory()
        let tracking = try makeFacade(storage: storage)
        try tracking.record("opened")
        XCTAssertEqual(tracking.bufferedCount, 1)
        XCTAssertEqual(try storedRows(storage).count, 0)
        try tracking.flush()
        XCTAssertEqual(tracking.bufferedCount, 0)
        XCTAssertEqual(try storedRows(storage).count, 1)
    }

    func testRecord_withBadName_failsAndRecordsNothing() throws {
        let tracking = try makeFacade()
        let cases: [(String, String)] = [
            ("", "it is empty"), (" padded", "it starts or ends with white space"),
            ("line\nbreak", "it contains control characters"),
            (String(repeating: "x", count: 101), "it is longer than 100 characters"),
        ]
        for (name, reason) in cases {
            XCTAssertThrowsError(try tracking.record(name)) {
                XCTAssertEqual($0 as? TrackingError, .invalidEventName(name: name, reason: reason))
                XCTAssertEqual(($0 as? TrackingError)?.code, "invalidEventName")
            }
        }
        XCTAssertEqual(tracking.bufferedCount, 0)
        XCTAssertEqual(try tracking.storedCount(), 0)
    }

    func testRecord_withNameOfExactlyMaximumLength_succeeds() throws {
        let tracking = try makeFacade()
        try tracking.record(String(repeating: "é", count: TrackingFacade.maximumNameLength))
        XCTAssertEqual(try tracking.storedCount(), 1)
    }

    func testRecord_withPropertiesNotAnObject_failsAndRecordsNothing() throws {
        let tracking = try makeFacade()
        let cases: [(String, String)] = [
            ("[1, 2]", "got a JSON array"), ("3", "got a JSON number"), ("null", "got JSON null"),
            (#""text""#, "got a JSON string"), ("{not json", "it is not valid JSON"),
            ("", "it is not valid JSON"),
        ]
        for (text, reason) in cases {
            XCTAssertThrowsError(try tracking.record("e", properties: text)) {
                XCTAssertEqual($0 as? TrackingError, .invalidProperties(reason: reason), text)
            }
        }
        XCTAssertEqual(try tracking.storedCount(), 0)
    }

    func testRecord_withOversizedProperties_fails() throws {
        let tracking = try makeFacade()
        let big = #"{"k": ""# + String(repeating: "x", count: TrackingFacade.maximumPropertiesBytes) + #""}"#
        XCTAssertThrowsError(try tracking.record("e", properties: big)) {
            XCTAssertEqual(($0 as? TrackingError)?.code, "invalidProperties")
        }
    }

    func testRecord_withBadUsername_fails() throws {
        let tracking = try makeFacade()
        for username in ["", String(repeating: "u", count: 65), "a\u{0}b"] {
            XCTAssertThrowsError(try tracking.record("e", username: username)) {
                XCTAssertEqual(($0 as? TrackingError)?.code, "invalidUsername")
            }
        }
        XCTAssertEqual(try tracking.storedCount(), 0)
    }

    func testRecord_withBadDuration_fails() throws {
        let tracking = try makeFacade()
        for duration in [-1, .nan, .infinity, TrackingFacade.maximumDurationMs + 1] {
            XCTAssertThrowsError(try tracking.record("e", durationMs: duration)) {
                XCTAssertEqual(($0 as? TrackingError)?.code, "invalidDuration")
            }
        }
        XCTAssertEqual(try tracking.storedCount(), 0)
    }

    func testRecord_withZeroDuration_isStoredAsZero() throws {
        let storage = try StorageFacade.inMemory()
        let tracking = try makeFacade(storage: storage)
        try tracking.record("e", durationMs: 0)
        try tracking.flush()
        XCTAssertEqual(try storedRows(storage).first?.int64("duration_us"), 0)
    }

    // MARK: options

    func testInit_withZeroMaxRows_failsWithInvalidOption() throws {
        XCTAssertThrowsError(try makeFacade(options: TrackingOptions(maxRows: 0))) {
            XCTAssertEqual(
                $0 as? TrackingError, .invalidOption(key: "tracking.maxRows", value: "0", reason: "must be at least 1"))
        }
    }

    func testOptions_fromSettings_readsMaxRowsAndBatchSize() throws {
        let options = try TrackingOptions(settings: ["tracking.maxRows": "500", "tracking.batchSize": " 32 "])
        XCTAssertEqual(options.maxRows, 500)
        XCTAssertEqual(options.batchSize, 32)
        XCTAssertEqual(try TrackingOptions(settings: [:]), TrackingOptions())
    }

    func testOptions_fromSettingsWithBadValue_fails() throws {
        XCTAssertThrowsError(try TrackingOptions(settings: ["tracking.maxRows": "lots"])) {
            XCTAssertEqual(
                $0 as? TrackingError,
                .invalidOption(key: "tracking.maxRows", value: "lots", reason: "must be a whole number"))
        }
        XCTAssertThrowsError(try TrackingOptions(settings: ["tracking.maxRows": "-5"])) {
            XCTAssertEqual(($0 as? TrackingError)?.code, "invalidOption")
        }
    }

    // MARK: batching

    func testRecord_reachingBatchSize_writesInTheBackground() throws {
        let storage = try StorageFacade.inMemory()
        let tracking = try makeFacade(storage: storage, options: TrackingOptions(batchSize: 4))
        for index in 0..<3 { try tracking.record("e\(index)") }
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(try storedRows(storage).count, 0, "below the batch size nothing is written")
        try tracking.record("e3")
        XCTAssertTrue(try eventually { try storedRows(storage).count == 4 })
        XCTAssertEqual(tracking.bufferedCount, 0)
    }

    func testFlush_whenTheWriteFails_keepsTheRecordsAndAWriteLaterStoresThemInOrder() throws {
        let storage = try StorageFacade.inMemory()
        let tracking = try makeFacade(storage: storage)
        try tracking.record("first")
        try tracking.record("second")
        try storage.execute("ALTER TABLE tracking_events RENAME TO tracking_events_away")
        XCTAssertThrowsError(try tracking.flush()) { XCTAssertTrue($0 is StorageError, "\($0)") }
        XCTAssertEqual(tracking.bufferedCount, 2)
        try tracking.record("third")
        try storage.execute("ALTER TABLE tracking_events_away RENAME TO tracking_events")
        XCTAssertEqual(try tracking.flush(), 3)
        XCTAssertEqual(try storedRows(storage).map { try $0.string("name") }, ["first", "second", "third"])
    }

    func testRecord_fromManyThreads_storesEveryRecordOnce() throws {
        let storage = try StorageFacade.inMemory()
        let tracking = try makeFacade(storage: storage, options: TrackingOptions(batchSize: 16))
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<250 { try? tracking.record("t\(thread)", properties: #"{"i": \#(index)}"#) }
        }
        try tracking.flush()
        XCTAssertTrue(try eventually { try storedRows(storage).count == 2_000 })
        let report = try tracking.report()
        XCTAssertEqual(report.events.map(\.count), Array(repeating: 250, count: 8))
    }

    // MARK: retention

    func testRetention_prunesTheOldestRowsExactlyToTheCap() throws {
        let storage = try StorageFacade.inMemory()
        let tracking = try makeFacade(storage: storage, options: TrackingOptions(maxRows: 10))
        for index in 0..<25 { try tracking.record("e\(index)") }
        try tracking.flush()
        XCTAssertEqual(try storedRows(storage).map { try $0.string("name") }, (15..<25).map { "e\($0)" })
    }

    func testRetention_underTheCap_removesNothing() throws {
        let storage = try StorageFacade.inMemory()
        let tracking = try makeFacade(storage: storage, options: TrackingOptions(maxRows: 10))
        for index in 0..<10 { try tracking.record("e\(index)") }
        try tracking.flush()
        XCTAssertEqual(try storedRows(storage).count, 10)
    }

    func testRetention_withAGapInIds_stillKeepsExactlyTheNewestCapRows() throws {
        let storage = try StorageFacade.inMemory()
        let tracking = try makeFacade(storage: storage, options: TrackingOptions(maxRows: 5))
        for index in 1...5 { try tracking.record("e\(index)") }
        try tracking.flush()
        try storage.execute("DELETE FROM tracking_events WHERE name = 'e3'")
        for index in 6...8 { try tracking.record("e\(index)") }
        try tracking.flush()
        XCTAssertEqual(try storedRows(storage).map { try $0.string("name") }, ["e4", "e5", "e6", "e7", "e8"])
    }

    func testRetention_appliesAfterEachBackgroundBatch() throws {
        let storage = try StorageFacade.inMemory()
        let tracking = try makeFacade(storage: storage, options: TrackingOptions(maxRows: 3, batchSize: 5))
        for index in 0..<5 { try tracking.record("e\(index)") }
        XCTAssertTrue(try eventually { try tracking.bufferedCount == 0 && storedRows(storage).count == 3 })
        XCTAssertEqual(try storedRows(storage).map { try $0.string("name") }, ["e2", "e3", "e4"])
    }

    // MARK: report

    func testReport_countsEventsByNameWithNearestRankDurations() throws {
        let tracking = try makeFacade()
        for ms in 1...20 { try tracking.record("search", durationMs: Double(ms)) }
        try tracking.record("search")
        try tracking.record("opened")
        let report = try tracking.report()
        XCTAssertEqual(report.events.map(\.name), ["opened", "search"])
        let search = try XCTUnwrap(report.events.last)
        XCTAssertEqual(search.count, 21)
        XCTAssertEqual(search.timedCount, 20)
        XCTAssertEqual(search.p50Micros, 10_000)
        XCTAssertEqual(search.p95Micros, 19_000)
        XCTAssertNil(report.events.first?.p50Micros)
        XCTAssertEqual(report.eventCount, 22)
        XCTAssertEqual(report.dispatchCount, 0)
        XCTAssertEqual(report.errorRate, 0)
    }

    func testReport_seesBufferedRecordsWithoutAnExplicitFlush() throws {
        let tracking = try makeFacade()
        try tracking.record("opened")
        tracking.recordDispatch(target: "Shop", action: "buy", entry: "local", outcome: "ok", durationMicros: 7)
        XCTAssertEqual(tracking.bufferedCount, 2)
        let report = try tracking.report()
        XCTAssertEqual(report.eventCount, 1)
        XCTAssertEqual(report.dispatchCount, 1)
        XCTAssertEqual(tracking.bufferedCount, 0)
    }

    func testReport_groupsDispatchesWithErrorRatesAndPercentiles() throws {
        let tracking = try makeFacade()
        for micros in [10, 20, 30, 40] as [Int64] {
            tracking.recordDispatch(
                target: "Shop", action: "buy", entry: "local", outcome: "ok", durationMicros: micros)
        }
        tracking.recordDispatch(
            target: "Shop", action: "buy", entry: "remote", outcome: "outOfStock", durationMicros: 50)
        tracking.recordDispatch(
            target: "Goods", action: "list", entry: "local", outcome: "notLoggedIn", durationMicros: 5)
        let report = try tracking.report()
        XCTAssertEqual(
            report.dispatches,
            [
                .init(target: "Goods", action: "list", count: 1, errors: 1, p50Micros: 5, p95Micros: 5),
                .init(target: "Shop", action: "buy", count: 5, errors: 1, p50Micros: 30, p95Micros: 50),
            ])
        XCTAssertEqual(report.dispatches.last?.errorRate ?? -1, 0.2, accuracy: 1e-9)
        XCTAssertEqual(report.errorCount, 2)
        XCTAssertEqual(report.errorRate, 2.0 / 6.0, accuracy: 1e-9)
        XCTAssertEqual(report.errorCodes, ["outOfStock": 1, "notLoggedIn": 1])
        // All six durations sorted: 5 10 20 30 40 50 -> p50 is the 3rd, p95 the 6th.
        XCTAssertEqual(report.p50Micros, 20)
        XCTAssertEqual(report.p95Micros, 50)
    }

    func testReport_since_countsOnlyLaterRows() throws {
        let clock = TestClock()
        let tracking = try makeFacade(clock: clock)
        try tracking.record("old")
        clock.advance(seconds: 60)
        let cut = clock.now
        try tracking.record("new")
        tracking.recordDispatch(target: "Shop", action: "buy", entry: "local", outcome: "ok", durationMicros: 1)
        let report = try tracking.report(since: cut)
        XCTAssertEqual(report.events.map(\.name), ["new"])
        XCTAssertEqual(report.dispatchCount, 1)
        XCTAssertEqual(report.since, cut)
        XCTAssertEqual(try tracking.report(since: cut.addingTimeInterval(1)).eventCount, 0)
        XCTAssertEqual(try tracking.report().eventCount, 2)
    }

    func testReport_onEmptyTable_isAllZeroAndNil() throws {
        let report = try makeFacade().report()
        XCTAssertEqual(report.eventCount, 0)
        XCTAssertEqual(report.dispatchCount, 0)
        XCTAssertEqual(report.errorRate, 0)
        XCTAssertNil(report.p50Micros)
        XCTAssertNil(report.p95Micros)
        XCTAssertEqual(report.droppedRecords, 0)
    }

    // MARK: export

    func testExportText_writesOneParsableObjectPerLineInIdOrderWithStableKeys() throws {
        let tracking = try makeFacade()
        try tracking.record(
            "say \"hi\"", properties: #"{"text": "line\nbreak \\ \"q\" é", "n": 1.5, "ok": true}"#, username: "bob",
            durationMs: 2)
        tracking.recordDispatch(target: "Shop", action: "buy", entry: "remote", outcome: "ok", durationMicros: 9)
        let text = try tracking.exportText()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 3, "two lines, each ending in a newline")
        XCTAssertEqual(lines.last, "")
        let first = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        XCTAssertEqual(first["name"] as? String, "say \"hi\"")
        XCTAssertEqual(first["username"] as? String, "bob")
        XCTAssertEqual(first["durationUs"] as? Int, 2_000)
        XCTAssertEqual(first["atMs"] as? Int, 1_800_000_000_000)
        XCTAssertTrue(first["target"] is NSNull)
        let properties = try XCTUnwrap(first["properties"] as? [String: Any])
        XCTAssertEqual(properties["text"] as? String, "line\nbreak \\ \"q\" é")
        XCTAssertEqual(properties["n"] as? Double, 1.5)
        let second = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        XCTAssertEqual(second["target"] as? String, "Shop")
        XCTAssertEqual(second["entry"] as? String, "remote")
        XCTAssertEqual(second["outcome"] as? String, "ok")
        XCTAssertTrue(second["properties"] is NSNull)
        XCTAssertEqual((first["id"] as? Int).map { $0 + 1 }, second["id"] as? Int)
        XCTAssertEqual(Self.keys(of: String(lines[1])), JSONLines.keys)
    }

    func testExportText_since_skipsOlderRows() throws {
        let clock = TestClock()
        let tracking = try makeFacade(clock: clock)
        try tracking.record("old")
        clock.advance(seconds: 1)
        try tracking.record("new")
        let text = try tracking.exportText(since: clock.now)
        XCTAssertEqual(text.split(separator: "\n").count, 1)
        XCTAssertTrue(text.contains("\"name\":\"new\""))
    }

    func testExport_toFile_writesTheLinesAndCreatesFolders() throws {
        let folder = try temporaryFolder(self)
        let tracking = try makeFacade()
        try tracking.record("a")
        try tracking.record("b")
        let path = folder.appendingPathComponent("nested/out.jsonl").path
        XCTAssertEqual(try tracking.export(to: path), 2)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text, try tracking.exportText())
        for line in text.split(separator: "\n") {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)))
        }
    }

    func testExport_toEmptyPathOrFolder_failsAndKeepsTheRecords() throws {
        let folder = try temporaryFolder(self)
        let tracking = try makeFacade()
        try tracking.record("a")
        XCTAssertThrowsError(try tracking.export(to: " ")) {
            XCTAssertEqual(($0 as? TrackingError)?.code, "invalidExportPath")
        }
        XCTAssertThrowsError(try tracking.export(to: folder.path)) {
            XCTAssertEqual(($0 as? TrackingError)?.code, "invalidExportPath")
        }
        XCTAssertEqual(try tracking.storedCount(), 1)
    }

    func testExport_toUnwritablePlace_failsWithExportFailed() throws {
        let folder = try temporaryFolder(self)
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let tracking = try makeFacade()
        try tracking.record("a")
        XCTAssertThrowsError(try tracking.export(to: blocker.appendingPathComponent("out.jsonl").path)) {
            XCTAssertEqual(($0 as? TrackingError)?.code, "exportFailed", "\($0)")
        }
        XCTAssertEqual(try tracking.storedCount(), 1)
    }

    func testJSONString_escapesQuotesBackslashesAndControlCharacters() {
        var out = ""
        JSONLines.appendString("a\"b\\c\u{01}\t\n", to: &out)
        XCTAssertEqual(out, #""a\"b\\c\u0001\t\n""#)
    }

    /// The top-level keys of a flat-ish JSON line in the order they appear.
    private static func keys(of line: String) -> [String] {
        JSONLines.keys.compactMap { key in line.range(of: "\"\(key)\":").map { (key, $0.lowerBound) } }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }
}

final class TrackingFacadeBacklogTests: XCTestCase {
    func testFlush_ofABacklogLargerThanOneWrite_storesEveryRecordInOrder() throws {
        let storage = try StorageFacade.inMemory()
        let tracking = try TrackingFacade(storage: storage, options: TrackingOptions(batchSize: 1_000_000))
        let total = TrackingFacade.maxRecordsPerWrite * 2 + 10
        for index in 0..<total { try tracking.record("e\(index)") }
        XCTAssertEqual(try tracking.flush(), total)
        let names = try storedRows(storage).map { try $0.string("name") }
        XCTAssertEqual(names.count, total)
        XCTAssertEqual(names.first, "e0")
        XCTAssertEqual(names.last, "e\(total - 1)")
        XCTAssertTrue(names == (0..<total).map { "e\($0)" }, "rows are out of recording order")
    }
}
