import Foundation
import Mediator
import Storage
import XCTest

@testable import Tracking

final class TrackingMiddlewareTests: XCTestCase {
    /// A launched mediator (middleware installed) and its storage.
    private func launched(settings: [String: String] = [:]) async throws -> (Mediator, StorageFacade) {
        let storage = try StorageFacade.inMemory()
        let mediator = makeMediator(storage: storage, settings: settings)
        let report = await mediator.send(.launch)
        XCTAssertTrue(report.failures.isEmpty, "\(report.failures.map { String(describing: $0.error) })")
        return (mediator, storage)
    }

    private func dispatchRows(_ mediator: Mediator, _ storage: StorageFacade) throws -> [Row] {
        try mediator.performSync(target: "Tracking", action: "nativeFlush")
        return try storage.query(
            "SELECT target, action, entry, outcome, duration_us FROM tracking_events WHERE target IS NOT NULL ORDER BY id"
        )
    }

    private func summary(_ row: Row) throws -> String {
        "\(try row.string("target"))/\(try row.string("action")) \(try row.string("entry")) \(try row.string("outcome"))"
    }

    func testMiddleware_recordsLocalSuccessAndFailureWithCodes() async throws {
        let (mediator, storage) = try await launched()
        try mediator.performSync(target: "Shop", action: "buy", params: ["item": "tea"])
        XCTAssertThrowsError(try mediator.performSync(target: "Shop", action: "fail"))
        XCTAssertThrowsError(try mediator.performSync(target: "Shop", action: "missing"))
        XCTAssertThrowsError(try mediator.performSync(target: "Nowhere", action: "x"))
        let rows = try dispatchRows(mediator, storage)
        XCTAssertEqual(
            try rows.map(summary),
            [
                "Shop/buy local ok", "Shop/fail local outOfStock", "Shop/missing local actionNotFound",
                "Nowhere/x local targetNotFound",
            ])
        for row in rows { XCTAssertGreaterThanOrEqual(try row.int64("duration_us"), 0) }
    }

    func testMiddleware_recordsRemoteCallsIncludingForbiddenOnes() async throws {
        let (mediator, storage) = try await launched()
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Shop"]))
        let ok = await mediator.open("shop://Shop/view?id=3")
        XCTAssertEqual(ok.status, 200)
        let forbidden = await mediator.open("shop://Shop/buy?item=tea")
        XCTAssertEqual(forbidden.status, 403)
        XCTAssertEqual(
            try dispatchRows(mediator, storage).map(summary),
            ["Shop/view remote ok", "Shop/buy remote remoteForbidden"])
    }

    func testMiddleware_recordsAsyncCalls() async throws {
        let (mediator, storage) = try await launched()
        let value = try await mediator.perform(target: "Shop", action: "load")
        XCTAssertEqual(value, "loaded")
        XCTAssertEqual(try dispatchRows(mediator, storage).map(summary), ["Shop/load local ok"])
    }

    func testMiddleware_recordsACallStoppedByAnotherMiddlewareWithTheStoppersCode() async throws {
        let (mediator, storage) = try await launched()
        mediator.use(GuardMiddleware(), for: .all)
        XCTAssertThrowsError(try mediator.performSync(target: "Shop", action: "buy")) {
            XCTAssertEqual(($0 as? MediatorError)?.code, "notLoggedIn")
        }
        XCTAssertEqual(try dispatchRows(mediator, storage).map(summary), ["Shop/buy local notLoggedIn"])
        let report = try mediator.performSync(target: "Tracking", action: "report")
        XCTAssertEqual(report["errorCodes"], ["notLoggedIn": 1])
        XCTAssertEqual(report["errorRate"], 1.0)
    }

    func testMiddleware_doesNotRecordTrackingsOwnCalls() async throws {
        let (mediator, storage) = try await launched()
        try mediator.performSync(target: "Tracking", action: "record", params: ["name": "opened"])
        try mediator.performSync(target: "Tracking", action: "report")
        XCTAssertThrowsError(try mediator.performSync(target: "Tracking", action: "record"))
        XCTAssertEqual(try dispatchRows(mediator, storage).count, 0)
        XCTAssertEqual(try storedRows(storage).count, 1)
    }

    func testMiddleware_afterRewrite_recordsTheTargetThatRan() async throws {
        let (mediator, storage) = try await launched()
        mediator.setRewrites(
            try RewriteTable(rules: [.init(target: "Shop", action: "old"): .init(target: "Shop", action: "buy")]))
        try mediator.performSync(target: "Shop", action: "old")
        XCTAssertEqual(try dispatchRows(mediator, storage).map(summary), ["Shop/buy local ok"])
    }

    func testMiddleware_recordsAreBatchedInTheBackgroundAtTheBatchSize() async throws {
        let (mediator, storage) = try await launched(settings: ["tracking.batchSize": "8"])
        for _ in 0..<8 { try mediator.performSync(target: "Shop", action: "buy") }
        XCTAssertTrue(try eventually { try storedRows(storage).count == 8 })
    }

    func testMiddleware_dispatchInsideACallersTransactionThatRollsBack_isStillStored() async throws {
        let (mediator, storage) = try await launched(settings: ["tracking.batchSize": "2"])
        struct Abort: Error {}
        XCTAssertThrowsError(
            try storage.transaction {
                try mediator.performSync(target: "Shop", action: "buy")
                try mediator.performSync(target: "Shop", action: "buy")
                // The batch is due now; its write waits for this transaction and is not part of it.
                Thread.sleep(forTimeInterval: 0.05)
                throw Abort()
            })
        XCTAssertTrue(try eventually { try storedRows(storage).count == 2 })
    }

    func testMicros_roundsDurationsToNearestMicrosecond() {
        XCTAssertEqual(TrackingMiddleware.micros(.nanoseconds(1_499)), 1)
        XCTAssertEqual(TrackingMiddleware.micros(.nanoseconds(1_500)), 2)
        XCTAssertEqual(TrackingMiddleware.micros(.seconds(2)), 2_000_000)
        XCTAssertEqual(TrackingMiddleware.micros(.zero), 0)
    }
}
