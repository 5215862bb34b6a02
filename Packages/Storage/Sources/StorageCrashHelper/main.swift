// A test-only process for the crash-safety tests: it opens the database given as the first
// argument, begins a transaction, inserts rows, says "ready" and then waits to be killed.
import Foundation
import Storage

let arguments = CommandLine.arguments
guard arguments.count >= 3, let rows = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: storage-crash-helper <database> <rows>\n".utf8))
    exit(2)
}
do {
    let storage = try StorageFacade(path: arguments[1])
    try storage.execute("CREATE TABLE IF NOT EXISTS crash_rows (id INTEGER PRIMARY KEY, note TEXT NOT NULL)")
    try storage.transaction {
        for index in 0..<rows {
            try storage.execute("INSERT INTO crash_rows (note) VALUES (?)", [.text("row \(index)")])
        }
        FileHandle.standardOutput.write(Data("ready\n".utf8))
        while true { sleep(60) }
    }
} catch {
    FileHandle.standardError.write(Data("storage-crash-helper: \(error)\n".utf8))
    exit(1)
}
