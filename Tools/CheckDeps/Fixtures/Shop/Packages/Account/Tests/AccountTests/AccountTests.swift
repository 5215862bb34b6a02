@testable import Account
import XCTest

final class AccountTests: XCTestCase {
    func testFacade_exists() {
        XCTAssertNotNil(AccountFacade.self)
    }
}
