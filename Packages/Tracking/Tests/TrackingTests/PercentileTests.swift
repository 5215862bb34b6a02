import XCTest

@testable import Tracking

final class PercentileTests: XCTestCase {
    func testNearestRank_ofOneToTwenty_givesTenthAndNineteenthValues() {
        let values = (1...20).map(Int64.init)
        XCTAssertEqual(Percentile.nearestRank(50, of: values), 10)
        XCTAssertEqual(Percentile.nearestRank(95, of: values), 19)
    }

    func testNearestRank_ofOneToTen_roundsTheRankUp() {
        let values = (1...10).map(Int64.init)
        XCTAssertEqual(Percentile.nearestRank(50, of: values), 5)
        // 0.95 * 10 = 9.5, so the rank is 10.
        XCTAssertEqual(Percentile.nearestRank(95, of: values), 10)
    }

    func testNearestRank_ofOneToHundred_givesTheValueAtThePercent() {
        let values = (1...100).map(Int64.init)
        XCTAssertEqual(Percentile.nearestRank(50, of: values), 50)
        XCTAssertEqual(Percentile.nearestRank(95, of: values), 95)
        XCTAssertEqual(Percentile.nearestRank(100, of: values), 100)
        XCTAssertEqual(Percentile.nearestRank(1, of: values), 1)
    }

    func testNearestRank_ofThreeValues_givesMiddleAndLargest() {
        XCTAssertEqual(Percentile.nearestRank(50, of: [10, 20, 30]), 20)
        XCTAssertEqual(Percentile.nearestRank(95, of: [10, 20, 30]), 30)
    }

    func testNearestRank_withSkewedData_isAnObservedValueNotAnInterpolation() {
        let values: [Int64] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1_000]
        XCTAssertEqual(Percentile.nearestRank(50, of: values), 1)
        XCTAssertEqual(Percentile.nearestRank(90, of: values), 1)
        XCTAssertEqual(Percentile.nearestRank(95, of: values), 1_000)
    }

    func testNearestRank_ofOneValue_isThatValue() {
        XCTAssertEqual(Percentile.nearestRank(50, of: [42]), 42)
        XCTAssertEqual(Percentile.nearestRank(95, of: [42]), 42)
    }

    func testNearestRank_ofNoValues_isNil() {
        XCTAssertNil(Percentile.nearestRank(50, of: []))
    }
}
