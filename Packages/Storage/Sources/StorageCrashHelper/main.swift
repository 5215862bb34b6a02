// A test-only process for the multi-process tests of Storage:
//   storage-crash-helper crash <database> <rows>   opens a transaction, inserts rows, says "ready", waits to be killed
//   storage-crash-helper migrate <database>        applies the race migrations (see MigrationTests), says "done"
import Foundation
import Storage

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("storage-crash-helper: \(message)\n".utf8))
    exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    fail("usage: storage-crash-helper crash <database> <rows> | migrate <database>", status: 2)
}
do {
    let storage = try StorageFacade(path: arguments[2])
    switch arguments[1] {
    case "crash":
        guard arguments.count >= 4, let rows = Int(arguments[3]) else { fail("crash needs a row count", status: 2) }
        try storage.execute("CREATE TABLE IF NOT EXISTS crash_rows (id INTEGER PRIMARY KEY, note TEXT NOT NULL)")
        try storage.transaction {
            for index in 0..<rows {
                try storage.execute("INSERT INTO crash_rows (note) VALUES (?)", [.text("row \(index)")])
            }
            FileHandle.standardOutput.write(Data("ready\n".utf8))
            while true { sleep(60) }
        }
    case "migrate":
        // Every version appends to a log, so a version applied twice shows as a duplicate line.
        let migrations =
            [Migration(version: 1, sql: "CREATE TABLE race_log (version INTEGER NOT NULL)")]
            + (2...30).map { Migration(version: $0, sql: "INSERT INTO race_log (version) VALUES (\($0))") }
        try storage.migrate(owner: "race", migrations)
        FileHandle.standardOutput.write(Data("done\n".utf8))
    default:
        fail("unknown mode \(arguments[1])", status: 2)
    }
} catch {
    fail("\(error)", status: 1)
}
