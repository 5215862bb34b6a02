import Foundation
import Storage
import Testing

@Suite struct StorageFacadeTests {
    @Test func testExecuteAndQuery_roundTripsRowsByColumnName() throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price INTEGER)")
        let inserted = try storage.execute("INSERT INTO t_items (name, price) VALUES (?, ?), (?, ?)", ["a", 100, "b", nil])
        #expect(inserted == 2)
        let rows = try storage.query("SELECT id, name, price FROM t_items ORDER BY id")
        #expect(rows.count == 2)
        #expect(try rows[0].string("name") == "a")
        #expect(try rows[0].int("price") == 100)
        #expect(try rows[1].optionalInt("price") == nil)
        #expect(try storage.queryOne("SELECT name FROM t_items WHERE id = ?", [2])?.string("name") == "b")
        #expect(try storage.queryOne("SELECT name FROM t_items WHERE id = ?", [99]) == nil)
    }
}
