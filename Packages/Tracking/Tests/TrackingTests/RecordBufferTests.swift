import XCTest

@testable import Tracking

final class RecordBufferTests: XCTestCase {
    private func record(_ name: String) -> TrackingRecord {
        .event(name: name, properties: "{}", username: nil, atMs: 0, durationMicros: nil)
    }

    func testAppend_asksForOneWriteWhenTheBatchSizeIsReached() {
        let buffer = RecordBuffer(batchSize: 3, limit: 100)
        XCTAssertEqual((0..<5).map { buffer.append(record("r\($0)")) }, [false, false, true, false, false])
        _ = buffer.take(upTo: 10)
        XCTAssertEqual((0..<3).map { buffer.append(record("s\($0)")) }, [false, false, true])
    }

    func testTake_upToALimit_handsOutTheOldestFirst() {
        let buffer = RecordBuffer(batchSize: 10, limit: 100)
        for index in 0..<5 { _ = buffer.append(record("r\(index)")) }
        XCTAssertEqual(buffer.take(upTo: 2).map(\.name), ["r0", "r1"])
        XCTAssertEqual(buffer.take(upTo: 10).map(\.name), ["r2", "r3", "r4"])
        XCTAssertEqual(buffer.take(upTo: 10), [])
    }

    func testRestore_putsTheBatchBackInFrontAndWaitsABatchBeforeAskingAgain() {
        let buffer = RecordBuffer(batchSize: 2, limit: 100)
        _ = buffer.append(record("a"))
        XCTAssertTrue(buffer.append(record("b")))
        let batch = buffer.take(upTo: 10)
        XCTAssertFalse(buffer.append(record("c")))
        buffer.restore(batch)
        XCTAssertEqual(buffer.count, 3)
        XCTAssertFalse(buffer.append(record("d")), "4 < 3 + batch size")
        XCTAssertTrue(buffer.append(record("e")))
        XCTAssertEqual(buffer.take(upTo: 10).map(\.name), ["a", "b", "c", "d", "e"])
        buffer.writeSucceeded()
        _ = buffer.append(record("f"))
        XCTAssertTrue(buffer.append(record("g")))
    }

    func testAppend_beyondTheLimit_dropsTheOldestBatchAndCountsIt() {
        let buffer = RecordBuffer(batchSize: 2, limit: 4)
        for index in 0..<5 { _ = buffer.append(record("r\(index)")) }
        XCTAssertEqual(buffer.dropped, 2)
        XCTAssertEqual(buffer.take(upTo: 10).map(\.name), ["r2", "r3", "r4"])
    }
}

final class RecordBufferDrainTests: XCTestCase {
    func testTake_inManySmallPiecesWhileAppending_keepsEveryRecordOnceInOrder() {
        let buffer = RecordBuffer(batchSize: 1_000_000, limit: 1_000_000)
        var next = 0
        var taken: [String] = []
        for round in 0..<50 {
            for _ in 0..<(100 + round) {
                _ = buffer.append(
                    .event(name: "r\(next)", properties: "{}", username: nil, atMs: 0, durationMicros: nil))
                next += 1
            }
            taken += buffer.take(upTo: 37 + round).map(\.name)
        }
        taken += buffer.take(upTo: Int.max).map(\.name)
        XCTAssertEqual(buffer.count, 0)
        XCTAssertEqual(taken.count, next)
        XCTAssertTrue(taken == (0..<next).map { "r\($0)" }, "records were lost, repeated or reordered")
    }
}

extension RecordBufferDrainTests {
    func testTake_drainingABacklogFasterThanItGrows_keepsEveryRecordOnceInOrder() {
        let buffer = RecordBuffer(batchSize: 1_000_000, limit: 1_000_000)
        var next = 0
        func append(_ count: Int) {
            for _ in 0..<count {
                _ = buffer.append(
                    .event(name: "r\(next)", properties: "{}", username: nil, atMs: 0, durationMicros: nil))
                next += 1
            }
        }
        append(5_000)
        var taken: [String] = []
        while buffer.count > 0 {
            taken += buffer.take(upTo: 100).map(\.name)
            if next < 6_000 { append(10) }
        }
        XCTAssertEqual(taken.count, next)
        XCTAssertTrue(taken == (0..<next).map { "r\($0)" }, "records were lost, repeated or reordered")
    }
}
