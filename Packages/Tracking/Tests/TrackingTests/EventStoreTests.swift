import Foundation
import Storage
import XCTest

@testable import Tracking

final class EventStoreTests: XCTestCase {
    func testBoundsQuery_seeksInsteadOfScanningTheTable() throws {
        let storage = try StorageFacade.inMemory()
        _ = try TrackingFacade(storage: storage)
        let plan = try storage.query("EXPLAIN QUERY PLAN " + EventStore.boundsSQL).map { try $0.string("detail") }
        XCTAssertEqual(plan.filter { $0.hasPrefix("SEARCH tracking_events") }.count, 2, "\(plan)")
        XCTAssertFalse(plan.contains { $0.hasPrefix("SCAN tracking_events") }, "\(plan)")
    }

    func testMigrations_leaveNoIndexOnTheHotTable() throws {
        let storage = try StorageFacade.inMemory()
        _ = try TrackingFacade(storage: storage)
        let indexes = try storage.query(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'tracking_events' AND sql IS NOT NULL")
        XCTAssertEqual(indexes.count, 0)
        XCTAssertEqual(try storage.appliedMigrations(owner: "tracking"), [1, 2])
    }

    func testInsert_ofSizesAcrossChunkBoundaries_storesEveryRecordInOrder() throws {
        let storage = try StorageFacade.inMemory()
        _ = try TrackingFacade(storage: storage)
        let store = EventStore(storage: storage)
        var expected: [String] = []
        for size in [1, 3, 4, 17, 255, 256, 257, 600] {
            let records = (0..<size).map {
                TrackingRecord.event(
                    name: "s\(size)-\($0)", properties: "{}", username: nil, atMs: 0, durationMicros: nil)
            }
            try storage.transaction { try store.insert(records) }
            expected += records.map(\.name)
        }
        XCTAssertEqual(try storedRows(storage).map { try $0.string("name") }, expected)
    }
}
