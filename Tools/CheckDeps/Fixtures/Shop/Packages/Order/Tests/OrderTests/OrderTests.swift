@testable import Order
import XCTest

final class OrderTests: XCTestCase {
    func testFacade_exists() {
        XCTAssertNotNil(OrderFacade.self)
    }
}
