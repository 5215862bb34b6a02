import Foundation
import XCTest

extension ShopHarness {
    /// The home's database file.
    var database: URL { home.appendingPathComponent("shop.sqlite") }

    /// Runs `statement` on the home's database behind the shop's back, as an operator or attacker
    /// with the file could, and returns the rows it answers, one line each, columns joined by `|`.
    @discardableResult
    func sql(_ statement: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let python = try ShellRunner.require("python3", file: file, line: line)
        let script = """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            rows = c.execute(sys.argv[2]).fetchall()
            c.commit()
            for row in rows: print("|".join(str(v) for v in row))
            """
        let result = try ShellRunner.run(
            python, ["-c", script, database.path, statement], environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(result.status, 0, "\(statement): \(result.stderr)", file: file, line: line)
        return result.stdout.split(separator: "\n").map(String.init)
    }
}
