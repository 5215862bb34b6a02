import Foundation
import Mediator
import MediatorTesting
import XCTest

@testable import TrackingMediator

final class TrackingCallsTests: XCTestCase {
    private let fake = ScriptedComponent(
        name: "Tracking", local: ["record", "report", "export", "nativeFlush"])
    private var mediator = Mediator()

    override func setUp() {
        mediator = fake.mediator()
    }

    private let fullReport: MediatorValue = [
        "sinceMs": 1_800_000_000_000, "eventCount": 3, "dispatchCount": 5, "errorCount": 1, "errorRate": 0.2,
        "p50Us": 30, "p95Us": 50, "droppedRecords": 0, "errorCodes": ["outOfStock": 1],
        "events": [["name": "search", "count": 3, "timedCount": 2, "p50Us": 1_000, "p95Us": 2_000]],
        "dispatches": [
            [
                "target": "Shop", "action": "buy", "count": 5, "errors": 1, "errorRate": 0.2, "p50Us": 30,
                "p95Us": 50,
            ]
        ],
    ]

    // MARK: record

    func testRecord_sendsNamePropertiesUsernameAndDuration() throws {
        fake.answer(with: ["name": "search"])
        try mediator.tracking.record("search", properties: ["q": "tea"], username: "alice", durationMs: 12.5)
        XCTAssertEqual(fake.calls.map(\.action), ["record"])
        XCTAssertEqual(
            fake.calls.first?.params,
            ["name": "search", "properties": ["q": "tea"], "username": "alice", "durationMs": 12.5])
    }

    func testRecord_withoutOptionals_sendsNoUsernameOrDuration() throws {
        try mediator.tracking.record("opened")
        XCTAssertEqual(fake.calls.first?.params, ["name": "opened", "properties": [:]])
    }

    func testRecord_refusedByTracking_throwsInvalidEventWithTheCode() throws {
        fake.fail(code: "invalidEventName", message: "fake refused with invalidEventName")
        XCTAssertThrowsError(try mediator.tracking.record("")) {
            XCTAssertEqual(
                $0 as? TrackingCallError, .invalidEvent(code: "invalidEventName", message: "fake refused with invalidEventName"))
        }
    }

    func testRecord_withAnotherFailureCode_passesTheMediatorErrorThrough() throws {
        fake.fail(code: "busy", message: "fake refused with busy")
        XCTAssertThrowsError(try mediator.tracking.record("e")) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "busy")
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
        XCTAssertEqual(report.since, Date(timeIntervalSince1970: 1_800_000_000))
        XCTAssertEqual(report.eventCount, 3)
        XCTAssertEqual(report.dispatchCount, 5)
        XCTAssertEqual(report.errorCount, 1)
        XCTAssertEqual(report.errorRate, 0.2)
        XCTAssertEqual(report.p50Micros, 30)
        XCTAssertEqual(report.p95Micros, 50)
        XCTAssertEqual(report.droppedRecords, 0)
        XCTAssertEqual(report.errorCodes, ["outOfStock": 1])
        XCTAssertEqual(report.events, [.init(name: "search", count: 3, timedCount: 2, p50Micros: 1_000, p95Micros: 2_000)])
        XCTAssertEqual(
            report.dispatches,
            [.init(target: "Shop", action: "buy", count: 5, errors: 1, errorRate: 0.2, p50Micros: 30, p95Micros: 50)])
        XCTAssertEqual(fake.calls.first?.params, [:])
    }

    func testReport_withNullPercentilesAndSince_decodesNil() throws {
        var fields = try XCTUnwrap(fullReport.objectValue)
        fields["sinceMs"] = .null
        fields["p50Us"] = .null
        fields["p95Us"] = .null
        fields["errorRate"] = 0
        fake.answer(with: .object(fields))
        let report = try mediator.tracking.report()
        XCTAssertNil(report.since)
        XCTAssertNil(report.p50Micros)
        XCTAssertNil(report.p95Micros)
        XCTAssertEqual(report.errorRate, 0)
    }

    func testReport_since_sendsUnixMilliseconds() throws {
        fake.answer(with: fullReport)
        _ = try mediator.tracking.report(since: Date(timeIntervalSince1970: 1_800_000_000.1234))
        XCTAssertEqual(fake.calls.first?.params, ["sinceMs": 1_800_000_000_123])
    }

    func testReport_withAMissingOrMistypedField_throwsUnexpectedResultNamingIt() throws {
        var missing = try XCTUnwrap(fullReport.objectValue)
        missing["dispatchCount"] = nil
        fake.answer(with: .object(missing))
        XCTAssertThrowsError(try mediator.tracking.report()) {
            XCTAssertEqual(
                $0 as? TrackingCallError, .unexpectedResult(action: "report", reason: "'dispatchCount' is not an integer"))
        }
        var badItem = try XCTUnwrap(fullReport.objectValue)
        badItem["events"] = [["name": 3]]
        fake.answer(with: .object(badItem))
        XCTAssertThrowsError(try mediator.tracking.report()) {
            XCTAssertEqual($0 as? TrackingCallError, .unexpectedResult(action: "report", reason: "'name' is not a string"))
        }
        fake.answer(with: "not an object")
        XCTAssertThrowsError(try mediator.tracking.report()) {
            XCTAssertEqual(($0 as? TrackingCallError)?.code, "unexpectedResult")
        }
    }

    // MARK: export and flush

    func testExportToPath_sendsPathAndReturnsLines() throws {
        fake.answer(with: ["path": "/tmp/x.jsonl", "lines": 7])
        XCTAssertEqual(try mediator.tracking.export(to: "/tmp/x.jsonl"), 7)
        XCTAssertEqual(fake.calls.first?.action, "export")
        XCTAssertEqual(fake.calls.first?.params, ["path": "/tmp/x.jsonl"])
    }

    func testExportToPath_refused_throwsExportFailedWithTheCode() throws {
        fake.fail(code: "invalidExportPath", message: "fake refused with invalidExportPath")
        XCTAssertThrowsError(try mediator.tracking.export(to: "")) {
            XCTAssertEqual(($0 as? TrackingCallError)?.code, "invalidExportPath")
            guard case .exportFailed? = $0 as? TrackingCallError else { return XCTFail("\($0)") }
        }
    }

    func testExportText_sendsNoPathAndReturnsTheText() throws {
        fake.answer(with: ["text": "{\"id\":1}\n", "lines": 1])
        XCTAssertEqual(try mediator.tracking.exportText(since: Date(timeIntervalSince1970: 2)), "{\"id\":1}\n")
        XCTAssertEqual(fake.calls.first?.params, ["sinceMs": 2_000])
    }

    func testExport_withUnreadableResult_throwsUnexpectedResult() throws {
        fake.answer(with: ["lines": "seven"])
        XCTAssertThrowsError(try mediator.tracking.export(to: "/tmp/x")) {
            XCTAssertEqual($0 as? TrackingCallError, .unexpectedResult(action: "export", reason: "no integer 'lines'"))
        }
        XCTAssertThrowsError(try mediator.tracking.exportText()) {
            XCTAssertEqual($0 as? TrackingCallError, .unexpectedResult(action: "export", reason: "no string 'text'"))
        }
    }

    func testFlush_callsNativeFlushAndReturnsWritten() throws {
        fake.answer(with: ["written": 12])
        XCTAssertEqual(try mediator.tracking.flush(), 12)
        XCTAssertEqual(fake.calls.map(\.action), ["nativeFlush"])
        fake.answer(with: [:])
        XCTAssertThrowsError(try mediator.tracking.flush()) {
            XCTAssertEqual(($0 as? TrackingCallError)?.code, "unexpectedResult")
        }
    }
}
