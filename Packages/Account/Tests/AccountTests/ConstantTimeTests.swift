import XCTest

@testable import Account

final class ConstantTimeTests: XCTestCase {
    func testEquals_withSameBytes_isTrue() {
        XCTAssertTrue(ConstantTime.equals(Array("$y$j9T$abc".utf8), Array("$y$j9T$abc".utf8)))
        XCTAssertTrue(ConstantTime.equals([], []))
    }

    func testEquals_withDifferenceAtFirstOrLastByte_isFalse() {
        XCTAssertFalse(ConstantTime.equals([1, 2, 3, 4], [0, 2, 3, 4]))
        XCTAssertFalse(ConstantTime.equals([1, 2, 3, 4], [1, 2, 3, 5]))
    }

    func testEquals_withSingleBitDifference_isFalse() {
        XCTAssertFalse(ConstantTime.equals([0b1000_0000], [0b0000_0000]))
    }

    func testEquals_withDifferentLengths_isFalse() {
        XCTAssertFalse(ConstantTime.equals([1, 2, 3], [1, 2, 3, 0]))
        XCTAssertFalse(ConstantTime.equals([1, 2, 3, 0], [1, 2, 3]))
        XCTAssertFalse(ConstantTime.equals([], [0]))
    }
}
