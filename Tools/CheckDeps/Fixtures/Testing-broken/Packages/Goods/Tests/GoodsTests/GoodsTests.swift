@testable import Goods
import MediatorTesting
import XCTest

final class GoodsTests: XCTestCase {
    func testFacade_exists() {
        XCTAssertNotNil(GoodsFacade.self)
        XCTAssertNotNil(ScriptedComponent.self)
    }
}
