import Foundation
import GoodsMediator
import Mediator
import TrackingMediator
import XCTest

/// Every `mediator.tracking` call against the real `Target_Tracking`.
///
/// Tracking is not launched here, so its dispatch middleware is not installed and the report
/// holds exactly the events these tests record.
final class TrackingContractTests: XCTestCase {
    /// A shop with three events recorded: two `cart.opened` (one timed) and one `cart.closed`.
    private func shopWithEvents() async throws -> ContractShop {
        let shop = try await ContractShop.make(self, launching: [:])
        let tracking = shop.mediator.tracking
        try tracking.record(
            "cart.opened", properties: ["screen": "cart", "lines": 2], username: "alice", durationMs: 12.5)
        try tracking.record("cart.opened")
        try tracking.record("cart.closed", username: "bob")
        return shop
    }

    func testRecordThenFlush_writesEachBufferedEventOnce() async throws {
        let shop = try await shopWithEvents()

        XCTAssertEqual(try shop.mediator.tracking.flush(), 3)
        XCTAssertEqual(try shop.mediator.tracking.flush(), 0)
    }

    func testReport_countsEventsByNameWithDurationsInMicroseconds() async throws {
        let shop = try await shopWithEvents()

        let report = try shop.mediator.tracking.report()

        XCTAssertNil(report.since)
        XCTAssertEqual(report.eventCount, 3)
        XCTAssertEqual(report.dispatchCount, 0)
        XCTAssertEqual(report.errorCount, 0)
        XCTAssertEqual(report.droppedRecords, 0)
        XCTAssertEqual(report.errorCodes, [:])
        XCTAssertEqual(report.dispatches, [])
        XCTAssertEqual(
            report.events,
            [
                TrackingReport.Event(name: "cart.closed", count: 1, timedCount: 0, p50Micros: nil, p95Micros: nil),
                TrackingReport.Event(
                    name: "cart.opened", count: 2, timedCount: 1, p50Micros: 12_500, p95Micros: 12_500),
            ])
    }

    func testReport_since_keepsOnlyLaterRowsAndEchoesTheTime() async throws {
        let shop = try await shopWithEvents()

        let now = try shop.mediator.tracking.report(since: ContractShop.now)
        let later = try shop.mediator.tracking.report(since: ContractShop.now.addingTimeInterval(1))

        XCTAssertEqual(now.since, ContractShop.now)
        XCTAssertEqual(now.eventCount, 3)
        XCTAssertEqual(later.since, ContractShop.now.addingTimeInterval(1))
        XCTAssertEqual(later.eventCount, 0)
        XCTAssertEqual(later.events, [])
    }

    func testReport_afterTrackingLaunch_countsDispatchesAndErrorCodes() async throws {
        let shop = try await ContractShop.make(self, launching: ["Tracking": 10, "Goods": 50])
        _ = try shop.mediator.goods.show(id: 1)
        _ = caught(GoodsFailure.self) { try shop.mediator.goods.show(id: 99) }

        let report = try shop.mediator.tracking.report()

        let show = try XCTUnwrap(report.dispatches.first { $0.target == "Goods" && $0.action == "show" })
        XCTAssertEqual(show.count, 2)
        XCTAssertEqual(show.errors, 1)
        XCTAssertEqual(show.errorRate, 0.5)
        XCTAssertNotNil(show.p50Micros)
        XCTAssertNotNil(show.p95Micros)
        XCTAssertEqual(report.errorCodes, ["notFound": 1])
        XCTAssertEqual(report.dispatchCount, report.dispatches.reduce(0) { $0 + $1.count })
        XCTAssertEqual(report.errorCount, 1)
        XCTAssertEqual(report.eventCount, 0)
    }

    func testExportText_givesOneJSONObjectPerEventOldestFirst() async throws {
        let shop = try await shopWithEvents()

        let text = try shop.mediator.tracking.exportText()

        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        let objects = try lines.map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(objects.map { $0["name"] as? String }, ["cart.opened", "cart.opened", "cart.closed"])
        XCTAssertEqual(objects.map { $0["username"] as? String }, ["alice", nil, "bob"])
        XCTAssertEqual(objects[0]["durationUs"] as? Int, 12_500)
        XCTAssertEqual(objects[0]["atMs"] as? Int, ContractShop.nowSeconds * 1000)
        let properties = try XCTUnwrap(objects[0]["properties"] as? [String: Any])
        XCTAssertEqual(properties["screen"] as? String, "cart")
        XCTAssertEqual(properties["lines"] as? Int, 2)
    }

    func testExportToPath_writesTheFileAndReturnsItsLineCount() async throws {
        let shop = try await shopWithEvents()
        let path = shop.directory.appendingPathComponent("out/usage.jsonl").path

        XCTAssertEqual(try shop.mediator.tracking.export(to: path), TrackingExportFile(path: path, lines: 3))

        let written = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(written, try shop.mediator.tracking.exportText())
        XCTAssertEqual(
            try shop.mediator.tracking.export(to: path, since: ContractShop.now.addingTimeInterval(1)).lines, 0)
    }

    func testRecord_emptyName_failsWithInvalidEventAndRecordsNothing() async throws {
        let shop = try await ContractShop.make(self, launching: [:])

        let error = caught(TrackingFailure.self) { try shop.mediator.tracking.record("") }

        XCTAssertEqual(error?.errorCode, .invalidEventName)
        XCTAssertEqual(error?.kind, .invalid)
        XCTAssertFalse(error?.message.isEmpty ?? true)
        XCTAssertEqual(try shop.mediator.tracking.report().eventCount, 0)
    }

    func testRecord_negativeDuration_failsWithInvalidDuration() async throws {
        let shop = try await ContractShop.make(self, launching: [:])

        let error = caught(TrackingFailure.self) { try shop.mediator.tracking.record("tick", durationMs: -1) }

        XCTAssertEqual(error?.errorCode, .invalidDuration)
    }

    func testExport_toAFolder_failsWithInvalidExportPath() async throws {
        let shop = try await shopWithEvents()

        let error = caught(TrackingFailure.self) { try shop.mediator.tracking.export(to: shop.directory.path) }

        XCTAssertEqual(error?.errorCode, .invalidExportPath)
        XCTAssertEqual(error?.kind, .invalid)
        XCTAssertTrue(error?.message.contains("folder") == true, error?.message ?? "")
    }
}
