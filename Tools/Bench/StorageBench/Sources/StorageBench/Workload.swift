/// The shared schema, SQL and inputs, built before any timing starts.
struct Workload {
    static let schema = "CREATE TABLE bench_rows (id INTEGER PRIMARY KEY, name TEXT NOT NULL, value INTEGER NOT NULL)"
    static let insertSQL = "INSERT INTO bench_rows (id, name, value) VALUES (?, ?, ?)"
    static let readSQL = "SELECT name, value FROM bench_rows WHERE id = ?"

    let ids: [Int64]
    let names: [String]
    /// The ids in a scrambled but fixed order, so reads are point lookups rather than a scan.
    let readOrder: [Int64]

    init(rows: Int) {
        ids = (1...Int64(rows)).map { $0 }
        names = ids.map { "row number \($0)" }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var order = ids
        for index in stride(from: order.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            order.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        readOrder = order
    }
}

/// A benchmark failure with a message.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
