import CommandKit
import XCTest

final class LineSplitterTests: XCTestCase {
    func testLineSplitter_honoursQuotesAndEscapes() throws {
        XCTAssertEqual(try LineSplitter.split(#"goods search "red mug""#), ["goods", "search", "red mug"])
        XCTAssertEqual(try LineSplitter.split(#"a 'b c' d\ e "#), ["a", "b c", "d e"])
        XCTAssertEqual(try LineSplitter.split("   "), [])
        XCTAssertEqual(try LineSplitter.split(#"x """#), ["x", ""])
        XCTAssertThrowsError(try LineSplitter.split(#"goods search "open"#))
    }
}
