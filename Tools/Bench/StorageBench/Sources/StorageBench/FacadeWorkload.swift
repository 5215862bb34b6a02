import Storage

/// The same inserts and reads through `StorageFacade`.
struct FacadeWorkload {
    let storage: StorageFacade

    func insert(ids: [Int64], names: [String]) throws {
        try storage.transaction {
            for (index, id) in ids.enumerated() {
                try storage.execute(Workload.insertSQL, [.integer(id), .text(names[index]), .integer(id &* 7)])
            }
        }
    }

    /// Reads each row and returns a checksum, so the work cannot be optimised away.
    func read(ids: [Int64]) throws -> Int {
        var checksum = 0
        for id in ids {
            guard let row = try storage.queryOne(Workload.readSQL, [.integer(id)]) else {
                throw BenchError("row \(id) missing")
            }
            checksum &+= try row.string("name").utf8.count &+ row.int("value")
        }
        return checksum
    }
}
