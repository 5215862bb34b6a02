@testable import Goods
import XCTest

final class GoodsTests: XCTestCase {
    func testFacade_exists() {
        XCTAssertNotNil(GoodsFacade.self)
    }
}
