import Foundation
import XCTest

/// A test case that works on copies of fixtures and removes every copy it made when it ends.
class FixtureCopyTestCase: XCTestCase {
    private var roots: [URL] = []

    override func tearDownWithError() throws {
        for root in roots { try? FileManager.default.removeItem(at: root) }
        try super.tearDownWithError()
    }

    /// A fresh copy of the fixture `name`, removed after the test.
    func copy(_ fixture: String) throws -> URL {
        let root = try TestSupport.copy(fixture: fixture)
        roots.append(root)
        return root
    }
}
