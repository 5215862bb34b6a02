import Foundation
import Mediator
import MediatorTesting
import TrackingMediator
import XCTest

final class TrackingCallsTests: XCTestCase {
    private let fake = ScriptedComponent(
        name: "Tracking", local: ["record", "report", "export", "nativeFlush"])
    private var mediator = Mediator()

    override func setUp() {
        mediator = fake.mediator()
    }

    private let fullReport: MediatorValue = [
        "sinceMs": 1_800_000_000_000, "eventCount": 3, "dispatchCount": 5, "errorCount": 1, "errorRate": 0.2,
        "p50Micros": 30, "p95Micros": 50, "droppedRecords": 0, "errorCodes": ["outOfStock": 1],
        "events": [["name": "search", "count": 3, "timedCount": 2, "p50Micros": 1_000, "p95Micros": 2_000]],
        "dispatches": [
            [
                "target": "Shop", "action": "buy", "count": 5, "errors": 1, "errorRate": 0.2, "p50Micros": 30,
                "p95Micros": 50,
            ]
        ],
    ]

    private let expectedReport = TrackingReport(
        sinceMs: 1_800_000_000_000,
        events: [.init(name: "search", count: 3, timedCount: 2, p50Micros: 1_000, p95Micros: 2_000)],
        dispatches: [.init(target: "Shop", action: "buy", count: 5, errors: 1, p50Micros: 30, p95Micros: 50)],
        errorCodes: ["outOfStock": 1], p50Micros: 30, p95Micros: 50, droppedRecords: 0)

    /// The key path of the `malformedResult` `body` throws; fails the test for anything else.
    private func malformedPath(
        _ body: () throws -> Any, file: StaticString = #filePath, line: UInt = #line
    ) -> String? {
        do {
            let value = try body()
            XCTFail("expected malformedResult, got \(value)", file: file, line: line)
        } catch MediatorError.malformedResult("Tracking", _, let path, _) {
            return path
        } catch {
            XCTFail("expected malformedResult, got \(error)", file: file, line: line)
        }
        return nil
    }

    // MARK: record

    func testRecord_sendsNamePropertiesUsernameAndDuration() throws {
        fake.answer(with: ["name": "search"])
        try mediator.tracking.record("search", properties: ["q": "tea"], username: "alice", durationMs: 12.5)
        XCTAssertEqual(fake.calls.map(\.action), ["record"])
        XCTAssertEqual(
            fake.calls.first?.params,
            ["name": "search", "properties": ["q": "tea"], "username": "alice", "durationMs": 12.5])
        XCTAssertEqual(try MediatorValue(encoding: TrackedEvent(name: "search")), ["name": "search"])
    }

    func testRecord_withoutOptionals_sendsNoUsernameOrDuration() throws {
        fake.answer(with: ["name": "opened"])
        try mediator.tracking.record("opened")
        XCTAssertEqual(fake.calls.first?.params, ["name": "opened", "properties": [:]])
    }

    func testRecord_withAnAnswerThatIsNotTheEvent_failsAsMalformed() throws {
        fake.answer(with: .null)
        XCTAssertEqual(malformedPath { try mediator.tracking.record("opened") }, "")
    }

    // MARK: failures

    func testTrackingFailures_arriveAsTrackingFailureWithCodeKindAndMessage() throws {
        for code in TrackingErrorCode.allCases {
            fake.fail(code: code.rawValue, message: "m")
            XCTAssertThrowsError(try mediator.tracking.record("")) {
                XCTAssertEqual($0 as? TrackingFailure, TrackingFailure(code, message: "m"))
                XCTAssertEqual(($0 as? TrackingFailure)?.kind, code.kind)
                XCTAssertEqual(($0 as? TrackingFailure)?.description, "m")
            }
        }
        XCTAssertEqual(TrackingErrorCode.invalidEventName.kind, .invalid)
        XCTAssertEqual(TrackingErrorCode.invalidExportPath.kind, .invalid)
        XCTAssertEqual(TrackingErrorCode.exportFailed.kind, .unavailable)
        XCTAssertEqual(TrackingErrorCode.invalidOption.kind, .unavailable)
    }

    func testAnUndeclaredCode_passesThroughAsMediatorErrorKeepingItsKind() throws {
        fake.fail(code: "storageBusy", kind: .unavailable, message: "database is busy")
        XCTAssertThrowsError(try mediator.tracking.record("e")) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "storageBusy")
            XCTAssertEqual(($0 as? MediatorError)?.kind, .unavailable)
        }
    }

    func testCalls_withoutTrackingLinked_passTargetNotFoundThrough() throws {
        let bare = Mediator(context: MediatorContext(), naming: .singleModule("Nowhere"))
        XCTAssertThrowsError(try bare.tracking.flush()) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "targetNotFound")
        }
    }

    // MARK: report

    func testReport_decodesEveryField() throws {
        fake.answer(with: fullReport)
        let report = try mediator.tracking.report()
        XCTAssertEqual(report, expectedReport)
        XCTAssertEqual(report.since, Date(timeIntervalSince1970: 1_800_000_000))
        XCTAssertEqual(report.eventCount, 3)
        XCTAssertEqual(report.dispatchCount, 5)
        XCTAssertEqual(report.errorCount, 1)
        XCTAssertEqual(report.errorRate, 0.2)
        XCTAssertEqual(report.dispatches.first?.errorRate, 0.2)
        XCTAssertEqual(fake.calls.first?.params, [:])
    }

    func testReport_wireShapeRoundTrips() throws {
        XCTAssertEqual(try MediatorValue(encoding: expectedReport), fullReport)
    }

    func testReport_withNullOrAbsentPercentilesAndSince_decodesNil() throws {
        var fields = try XCTUnwrap(fullReport.objectValue)
        fields["sinceMs"] = .null
        fields["p50Micros"] = nil
        fields["p95Micros"] = .null
        fake.answer(with: .object(fields))
        let report = try mediator.tracking.report()
        XCTAssertNil(report.since)
        XCTAssertNil(report.p50Micros)
        XCTAssertNil(report.p95Micros)
    }

    func testReport_since_sendsUnixMilliseconds() throws {
        fake.answer(with: fullReport)
        _ = try mediator.tracking.report(since: Date(timeIntervalSince1970: 1_800_000_000.1234))
        XCTAssertEqual(fake.calls.first?.params, ["sinceMs": 1_800_000_000_123])
    }

    func testReport_withAMissingOrMistypedField_failsNamingTheKeyPath() throws {
        var missing = try XCTUnwrap(fullReport.objectValue)
        missing["dispatchCount"] = nil
        fake.answer(with: .object(missing))
        XCTAssertEqual(malformedPath { try mediator.tracking.report() }, "dispatchCount")
        var badItem = try XCTUnwrap(fullReport.objectValue)
        badItem["events"] = [["name": 3]]
        fake.answer(with: .object(badItem))
        XCTAssertEqual(malformedPath { try mediator.tracking.report() }, "events[0].name")
        var badCode = try XCTUnwrap(fullReport.objectValue)
        badCode["errorCodes"] = ["outOfStock": "one"]
        fake.answer(with: .object(badCode))
        XCTAssertEqual(malformedPath { try mediator.tracking.report() }, "errorCodes.outOfStock")
        fake.answer(with: "not an object")
        XCTAssertEqual(malformedPath { try mediator.tracking.report() }, "")
    }

    // MARK: export and flush

    func testExportToPath_sendsPathAndDecodesTheFile() throws {
        fake.answer(with: ["path": "/tmp/x.jsonl", "lines": 7])
        XCTAssertEqual(
            try mediator.tracking.export(to: "/tmp/x.jsonl"), TrackingExportFile(path: "/tmp/x.jsonl", lines: 7))
        XCTAssertEqual(fake.calls.first?.action, "export")
        XCTAssertEqual(fake.calls.first?.params, ["path": "/tmp/x.jsonl"])
        XCTAssertEqual(
            try MediatorValue(encoding: TrackingExportFile(path: "/tmp/x.jsonl", lines: 7)),
            ["path": "/tmp/x.jsonl", "lines": 7])
    }

    func testExportToPath_refused_throwsTheFailureWithItsCode() throws {
        fake.fail(
            "export", code: TrackingErrorCode.invalidExportPath, message: "cannot export to \"\": the path is empty")
        XCTAssertThrowsError(try mediator.tracking.export(to: "")) {
            XCTAssertEqual(($0 as? TrackingFailure)?.errorCode, .invalidExportPath)
            XCTAssertEqual(($0 as? TrackingFailure)?.kind, .invalid)
        }
    }

    func testExportText_sendsNoPathAndReturnsTheText() throws {
        fake.answer(with: ["text": "{\"id\":1}\n", "lines": 1])
        XCTAssertEqual(try mediator.tracking.exportText(since: Date(timeIntervalSince1970: 2)), "{\"id\":1}\n")
        XCTAssertEqual(fake.calls.first?.params, ["sinceMs": 2_000])
        XCTAssertEqual(
            try MediatorValue(encoding: TrackingExportText(text: "{\"id\":1}\n{\"id\":2}\n")),
            ["text": "{\"id\":1}\n{\"id\":2}\n", "lines": 2])
    }

    func testExport_withUnreadableResult_failsNamingTheKeyPath() throws {
        fake.answer(with: ["path": "/tmp/x", "lines": "seven"])
        XCTAssertEqual(malformedPath { try mediator.tracking.export(to: "/tmp/x") }, "lines")
        XCTAssertEqual(malformedPath { try mediator.tracking.exportText() }, "text")
    }

    func testFlush_callsNativeFlushAndReturnsWritten() throws {
        fake.answer(with: ["written": 12])
        XCTAssertEqual(try mediator.tracking.flush(), 12)
        XCTAssertEqual(fake.calls.map(\.action), ["nativeFlush"])
        XCTAssertEqual(try MediatorValue(encoding: TrackingFlush(written: 12)), ["written": 12])
        fake.answer(with: [:])
        XCTAssertEqual(malformedPath { try mediator.tracking.flush() }, "written")
    }
}
