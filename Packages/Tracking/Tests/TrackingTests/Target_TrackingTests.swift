import Foundation
import Mediator
import Storage
import TrackingMediator
import XCTest

@testable import Tracking

final class Target_TrackingTests: XCTestCase {
    private func expectCode(
        _ code: String, _ call: () throws -> Any, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try call(), file: file, line: line) {
            XCTAssertEqual(($0 as? MediatorError)?.code, code, "\($0)", file: file, line: line)
        }
    }

    // MARK: install

    func testLaunch_installsTheMiddlewareOnceEvenWhenSentTwice() async throws {
        let mediator = makeMediator(storage: try StorageFacade.inMemory())
        await mediator.send(.launch)
        await mediator.send(.launch)
        XCTAssertEqual(mediator.middlewareNames, ["tracking"])
    }

    func testLaunch_afterTheTargetWasReleased_stillInstallsOnce() async throws {
        let mediator = makeMediator(storage: try StorageFacade.inMemory())
        await mediator.send(.launch)
        mediator.releaseAll()
        await mediator.send(.launch)
        XCTAssertEqual(mediator.middlewareNames, ["tracking"])
    }

    func testLaunch_onTwoMediators_installsOnEach() async throws {
        let storage = try StorageFacade.inMemory()
        let first = makeMediator(storage: storage)
        let second = makeMediator(storage: storage)
        await first.send(.launch)
        await second.send(.launch)
        XCTAssertEqual(first.middlewareNames, ["tracking"])
        XCTAssertEqual(second.middlewareNames, ["tracking"])
    }

    func testTerminate_flushesTheBuffer() async throws {
        let storage = try StorageFacade.inMemory()
        let mediator = makeMediator(storage: storage)
        await mediator.send(.launch)
        try mediator.performSync(target: "Shop", action: "buy")
        XCTAssertEqual(try storedRows(storage).count, 0)
        let report = await mediator.send(.terminate)
        XCTAssertTrue(report.failures.isEmpty)
        XCTAssertEqual(try storedRows(storage).count, 1)
    }

    func testReport_afterTheTargetWasReleased_seesWhatTheInstalledMiddlewareBuffered() async throws {
        let mediator = makeMediator(storage: try StorageFacade.inMemory())
        await mediator.send(.launch)
        try mediator.performSync(target: "Shop", action: "buy")
        mediator.releaseAll()
        let report = try mediator.performSync(target: "Tracking", action: "report")
        XCTAssertEqual(report["dispatchCount"], 1)
    }

    func testInit_withoutStorage_isUnavailable() throws {
        let mediator = Mediator(context: MediatorContext(), naming: testNaming)
        XCTAssertThrowsError(try mediator.performSync(target: "Tracking", action: "report")) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "targetUnavailable")
            XCTAssertTrue(String(describing: $0).contains("no StorageFacade"), "\($0)")
        }
    }

    func testInit_withBadMaxRowsSetting_isUnavailableNamingTheSetting() throws {
        let mediator = makeMediator(storage: try StorageFacade.inMemory(), settings: ["tracking.maxRows": "0"])
        XCTAssertThrowsError(try mediator.performSync(target: "Tracking", action: "report")) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "targetUnavailable")
            XCTAssertTrue(String(describing: $0).contains("tracking.maxRows"), "\($0)")
        }
    }

    func testMaxRowsSetting_capsTheTable() throws {
        let storage = try StorageFacade.inMemory()
        let mediator = makeMediator(storage: storage, settings: ["tracking.maxRows": "3"])
        for index in 0..<5 {
            try mediator.performSync(target: "Tracking", action: "record", params: ["name": .string("e\(index)")])
        }
        try mediator.performSync(target: "Tracking", action: "nativeFlush")
        XCTAssertEqual(try storedRows(storage).map { try $0.string("name") }, ["e2", "e3", "e4"])
    }

    // MARK: record

    func testRecord_withObjectProperties_storesThemAsSortedJSON() throws {
        let storage = try StorageFacade.inMemory()
        let mediator = makeMediator(storage: storage)
        let result = try mediator.perform(
            target: "Tracking", action: "record",
            params: [
                "name": "search", "properties": ["q": "tea", "page": 2], "username": "alice", "durationMs": 12.5,
            ])
        XCTAssertEqual(result, ["name": "search"])
        XCTAssertEqual(try mediator.performSync(target: "Tracking", action: "nativeFlush"), ["written": 1])
        let row = try XCTUnwrap(try storedRows(storage).first)
        XCTAssertEqual(try row.string("properties"), #"{"page":2,"q":"tea"}"#)
        XCTAssertEqual(try row.string("username"), "alice")
        XCTAssertEqual(try row.int64("duration_us"), 12_500)
    }

    func testRecord_withJSONTextPropertiesAndStringDuration_accepted() throws {
        let storage = try StorageFacade.inMemory()
        let mediator = makeMediator(storage: storage)
        try mediator.perform(
            target: "Tracking", action: "record",
            params: ["name": "search", "properties": #"{"q":"tea"}"#, "durationMs": "3"])
        try mediator.performSync(target: "Tracking", action: "nativeFlush")
        let row = try XCTUnwrap(try storedRows(storage).first)
        XCTAssertEqual(try row.string("properties"), #"{"q":"tea"}"#)
        XCTAssertEqual(try row.int64("duration_us"), 3_000)
    }

    func testRecord_withBadParams_failsWithTypedErrorsAndRecordsNothing() throws {
        let storage = try StorageFacade.inMemory()
        let mediator = makeMediator(storage: storage)
        let record = { (params: Params) in
            try mediator.performSync(target: "Tracking", action: "record", params: params)
        }
        expectCode("missingParameter") { try record([:]) }
        expectCode("invalidParameter") { try record(["name": ["not", "a", "string"]]) }
        expectCode("invalidParameter") { try record(["name": "e", "properties": 3]) }
        expectCode("invalidParameter") { try record(["name": "e", "properties": ["blob": .data(Data([1]))]]) }
        expectCode("invalidParameter") { try record(["name": "e", "durationMs": "soon"]) }
        expectCode("invalidEventName") { try record(["name": ""]) }
        expectCode("invalidProperties") { try record(["name": "e", "properties": "[1]"]) }
        expectCode("invalidUsername") { try record(["name": "e", "username": ""]) }
        expectCode("invalidDuration") { try record(["name": "e", "durationMs": -3]) }
        XCTAssertEqual(try mediator.performSync(target: "Tracking", action: "nativeFlush"), ["written": 0])
        XCTAssertEqual(try storedRows(storage).count, 0)
    }

    func testRecord_isNotRemoteCallable() async throws {
        let mediator = makeMediator(storage: try StorageFacade.inMemory())
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Tracking"]))
        for url in [
            "shop://Tracking/record?name=x", "shop://Tracking/report", "shop://Tracking/export",
            "shop://Tracking/nativeFlush",
        ] {
            let response = await mediator.open(url)
            XCTAssertEqual(response.status, 403, url)
        }
    }

    // MARK: report

    func testReport_returnsTheDocumentedShape() throws {
        let mediator = makeMediator(storage: try StorageFacade.inMemory())
        for ms in [4.0, 2.0] {
            try mediator.performSync(
                target: "Tracking", action: "record", params: ["name": "search", "durationMs": .double(ms)])
        }
        let report = try mediator.performSync(target: "Tracking", action: "report")
        XCTAssertEqual(report["eventCount"], 2)
        XCTAssertEqual(report["dispatchCount"], 0)
        XCTAssertEqual(report["errorCount"], 0)
        XCTAssertEqual(report["errorRate"], 0.0)
        XCTAssertNil(report["p50Micros"], "an untimed percentile is left out")
        XCTAssertNil(report["sinceMs"])
        XCTAssertEqual(report["droppedRecords"], 0)
        XCTAssertEqual(report["errorCodes"], [:])
        XCTAssertEqual(report["dispatches"], [])
        XCTAssertEqual(
            report["events"], [["name": "search", "count": 2, "timedCount": 2, "p50Micros": 2_000, "p95Micros": 4_000]])
        let decoded = try report.decode(TrackingReport.self)
        XCTAssertEqual(
            decoded.events, [.init(name: "search", count: 2, timedCount: 2, p50Micros: 2_000, p95Micros: 4_000)])
        XCTAssertEqual(try MediatorValue(encoding: decoded), report, "the wire shape round-trips")
    }

    func testReport_withSinceMs_filters() throws {
        let clock = TestClock()
        let mediator = makeMediator(storage: try StorageFacade.inMemory(), clock: clock)
        try mediator.performSync(target: "Tracking", action: "record", params: ["name": "old"])
        clock.advance(seconds: 10)
        try mediator.performSync(target: "Tracking", action: "record", params: ["name": "new"])
        let sinceMs = Int(clock.now.timeIntervalSince1970 * 1000)
        let report = try mediator.performSync(target: "Tracking", action: "report", params: ["sinceMs": .int(sinceMs)])
        XCTAssertEqual(report["eventCount"], 1)
        XCTAssertEqual(report["sinceMs"], .int(sinceMs))
        let fromText = try mediator.performSync(
            target: "Tracking", action: "report", params: ["sinceMs": .string("\(sinceMs)")])
        XCTAssertEqual(fromText["eventCount"], 1)
    }

    func testReport_withBadSinceMs_fails() throws {
        let mediator = makeMediator(storage: try StorageFacade.inMemory())
        expectCode("invalidParameter") {
            try mediator.performSync(target: "Tracking", action: "report", params: ["sinceMs": "yesterday"])
        }
    }

    // MARK: export

    func testExport_withoutPath_returnsTextAndLineCount() throws {
        let mediator = makeMediator(storage: try StorageFacade.inMemory())
        try mediator.performSync(target: "Tracking", action: "record", params: ["name": "a"])
        try mediator.performSync(target: "Tracking", action: "record", params: ["name": "b"])
        let result = try mediator.performSync(target: "Tracking", action: "export")
        XCTAssertEqual(result["lines"], 2)
        guard case .string(let text)? = result["text"] else { return XCTFail("no text in \(result)") }
        XCTAssertEqual(try MediatorValue(encoding: TrackingExportText(text: text)), result)
        for line in text.split(separator: "\n") {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)))
        }
    }

    func testExport_withPath_writesTheFile() throws {
        let folder = try temporaryFolder(self)
        let mediator = makeMediator(storage: try StorageFacade.inMemory())
        try mediator.performSync(target: "Tracking", action: "record", params: ["name": "a"])
        let path = folder.appendingPathComponent("out.jsonl").path
        let result = try mediator.performSync(target: "Tracking", action: "export", params: ["path": .string(path)])
        XCTAssertEqual(result, ["path": .string(path), "lines": 1])
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count, 1)
    }

    func testExport_withBadParams_fails() throws {
        let folder = try temporaryFolder(self)
        let mediator = makeMediator(storage: try StorageFacade.inMemory())
        expectCode("invalidParameter") {
            try mediator.performSync(target: "Tracking", action: "export", params: ["path": [1]])
        }
        expectCode("invalidExportPath") {
            try mediator.performSync(target: "Tracking", action: "export", params: ["path": ""])
        }
        expectCode("invalidExportPath") {
            try mediator.performSync(target: "Tracking", action: "export", params: ["path": .string(folder.path)])
        }
    }

    func testActions_areAllLocal() throws {
        let mediator = makeMediator(storage: try StorageFacade.inMemory())
        let description = try mediator.describe(target: "Tracking")
        XCTAssertEqual(description.actions.map(\.name), ["export", "nativeFlush", "record", "report"])
        XCTAssertFalse(description.actions.contains { $0.isRemote })
    }
}
