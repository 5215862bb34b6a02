import Foundation
import XCTest

@testable import Storage

/// Regression: the tail pointer of a prepare must be read while the SQL's C string is alive.
final class PreparedStatementTests: XCTestCase {
    func testPrepare_afterLargeStatement_readsItsOwnTailOnly() throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, a, b, c, d, e, f, g, h)")
        let rows = (0..<300).map { _ in "(NULL, 1, 2, 3, 4, 5, 6, 7, 8)" }.joined(separator: ", ")
        try storage.execute("INSERT INTO t VALUES \(rows)")
        for _ in 0..<50 {
            let row = try XCTUnwrap(
                try storage.queryOne("SELECT (SELECT MIN(id) FROM t) AS low, (SELECT MAX(id) FROM t) AS high"))
            XCTAssertEqual(try row.int("low"), 1)
            XCTAssertEqual(try row.int("high"), 300)
        }
    }

    func testPrepare_withTwoStatements_isRefusedAndTrailingCommentIsNot() throws {
        let storage = try StorageFacade.inMemory()
        XCTAssertThrowsError(try storage.execute("CREATE TABLE x (a); CREATE TABLE y (b)")) { error in
            XCTAssertTrue(String(describing: error).contains("more than one statement"), "\(error)")
        }
        XCTAssertEqual(try storage.execute("CREATE TABLE z (a); -- a comment"), 0)
    }
}
