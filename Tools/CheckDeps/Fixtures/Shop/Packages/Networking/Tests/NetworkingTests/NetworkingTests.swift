@testable import Networking
import XCTest

final class NetworkingTests: XCTestCase {
    func testFacade_exists() {
        XCTAssertNotNil(NetworkingFacade.self)
    }
}
