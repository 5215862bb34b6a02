import Goods
@testable import Cart
import XCTest

final class CartTests: XCTestCase {
    func testFacade_exists() {
        XCTAssertNotNil(CartFacade.self)
    }
}
