import Foundation
import FuzzSupport
import ShopCommands
import Storage

/// The guards a session keeps, checked after every line: a customer never reaches an operator
/// capability or another user's data.
struct SessionGuards {
    /// The first words of the operator's commands.
    static let operatorCommands: Set<String> = ["staff", "tracking", "doctor"]

    let fixture: ShopFixture
    /// What no line may change: the staff, alice's rows, the home's login, shipped orders, files.
    let protected: [String: String]

    init(_ fixture: ShopFixture) {
        self.fixture = fixture
        protected = Self.read(fixture)
    }

    /// Whether `words` (a line's, global options first) run an operator command.
    static func isOperatorCommand(_ words: [String]) -> Bool {
        words.first { !$0.hasPrefix("-") }.map(operatorCommands.contains) ?? false
    }

    /// Checks the guards after `line` ended with `exitCode` and printed `output`.
    func check(line: String, exitCode: Int32?, output: String) {
        let now = Self.read(fixture)
        for (name, before) in protected.sorted(by: { $0.key < $1.key }) where now[name] != before {
            Property.fail(
                "after the session line \(line.debugDescription), \(name):\nbefore: \(before)\nafter:  \(now[name] ?? "")"
            )
        }
        if exitCode == 0, let words = try? ShopCLI.words(ofInteractiveLine: line), Self.isOperatorCommand(words) {
            Property.fail("an operator command succeeded in a session: \(line.debugDescription)")
        }
        if output.contains(fixture.aliceBalanceText), !line.contains(fixture.aliceBalanceText) {
            Property.fail(
                "the session showed alice's wallet balance after \(line.debugDescription):\n\(output.prefix(400))")
        }
        if output.lowercased().contains("alice"), !line.lowercased().contains("alice") {
            Property.fail("the session showed alice's data after \(line.debugDescription):\n\(output.prefix(400))")
        }
    }

    /// What no line may change, by what a change would mean.
    private static func read(_ fixture: ShopFixture) -> [String: String] {
        let database = fixture.database
        func rows(_ sql: String) -> String {
            do {
                return try database.query(sql).map(\.description).joined(separator: "; ")
            } catch {
                return "unreadable: \(error)"
            }
        }
        return [
            "an account's role changed (the staff)": rows(
                "SELECT username FROM account_users WHERE role <> 'customer' ORDER BY username"),
            "alice's orders changed": rows(
                "SELECT o.*, (SELECT group_concat(to_status) FROM order_history h WHERE h.order_id = o.id) AS history "
                    + "FROM order_orders o WHERE username = 'alice' ORDER BY id"),
            "alice's payments changed": rows("SELECT * FROM payment_payments WHERE username = 'alice' ORDER BY id"),
            "alice's wallet changed": rows(
                "SELECT w.balance, (SELECT count(*) FROM payment_topups t WHERE t.username = 'alice') AS topups "
                    + "FROM payment_wallets w WHERE username = 'alice'"),
            "alice's points changed": rows("SELECT * FROM member_ledger WHERE username = 'alice' ORDER BY id"),
            "the home's login (alice's, from the shell) changed": rows("SELECT username, token FROM account_sessions"),
            "an order was shipped or delivered without staff": rows(
                "SELECT order_id, to_status FROM order_history WHERE to_status IN ('shipped', 'delivered')"),
            "a file outside the home changed": outsideFiles(fixture),
        ]
    }

    /// The files a session could write outside the home: the working directory's tree and the
    /// fixture's folder beside the home.
    private static func outsideFiles(_ fixture: ShopFixture) -> String {
        var seen: [String] = []
        let manager = FileManager.default
        for folder in [manager.currentDirectoryPath, fixture.root.path] {
            guard let walk = manager.enumerator(atPath: folder) else { continue }
            while let name = walk.nextObject() as? String, seen.count < 2000 {
                let path = folder + "/" + name
                if path.hasPrefix(fixture.home) || path == fixture.outputPath { continue }
                let attributes = try? manager.attributesOfItem(atPath: path)
                let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
                let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                seen.append("\(path) \(size) \(modified)")
            }
        }
        return seen.sorted().joined(separator: "\n")
    }
}
