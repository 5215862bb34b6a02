import Foundation
import FuzzSupport
import ShopCommands
import Storage
import Synchronization

/// The process's shop: a temporary home with alice (a customer, the home's own login, with a paid
/// and an unpaid order, a wallet balance and points), bob (a customer whose password the fuzzer
/// knows) and sam (staff), and a second connection to its database for the checks.
final class ShopFixture: @unchecked Sendable {
    static let bobPassword = "bob-fuzz-password"
    /// Nobody types alice's password: a session that acts as alice found another way in.
    static let alicePassword = "alice-" + UUID().uuidString

    /// The folder that holds the home and the harness's own files.
    let root: URL
    /// The shop's home.
    let home: String
    /// Where standard output goes.
    let outputPath: String
    /// A connection of its own to the home's database, for reading what the lines changed.
    let database: StorageFacade
    let aliceOrders: [Int]
    let bobOrders: [Int]
    /// Alice's wallet balance as the shop prints it: output that holds it showed her data.
    let aliceBalanceText: String

    /// The fixture's folder, removed when the process exits normally (after a crash it stays, to be looked at).
    private static let folderToRemove = Mutex<String?>(nil)

    private static func removeAtExit(_ path: String) {
        folderToRemove.withLock { $0 = path }
        atexit {
            if let path = ShopFixture.folderToRemove.withLock({ $0 }) {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// Builds the home with shell commands (as `shop --home HOME …` would run them).
    init() {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("session-guard-\(UUID().uuidString)")
        home = root.appendingPathComponent("home").path
        outputPath = root.appendingPathComponent("harness-output").path
        do {
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            Self.removeAtExit(root.path)
        } catch {
            Property.harnessFailure("cannot create \(home): \(error)")
        }
        let bob = Self.bobPassword
        let alice = Self.alicePassword
        let setup: [([String], String)] = [
            (["account", "register", "alice", "--password-stdin"], alice),
            (["account", "register", "bob", "--password-stdin"], bob),
            (["account", "register", "sam", "--password-stdin"], "sam-" + UUID().uuidString),
            (["staff", "grant", "sam"], ""),
            (["account", "login", "bob", "--password-stdin"], bob),
            (["cart", "add", "1"], ""), (["order", "checkout"], ""),
            (["account", "login", "alice", "--password-stdin"], alice),
            (["cart", "add", "1"], ""), (["order", "checkout"], ""), (["wallet", "topup", "1000"], ""),
            (["pay", "2", "--method", "wallet"], ""), (["cart", "add", "2"], ""), (["order", "checkout"], ""),
        ]
        for (words, password) in setup {
            // Only the commands that read a password get one: a line left unread would be the next one's.
            StandardStreams.feedInput(password.isEmpty ? "" : password + "\n")
            StandardStreams.beginCapture(in: outputPath)
            let code = AsyncBridge.wait { [home] in await ShopCLI().run(["--home", home] + words) }
            let output = StandardStreams.endCapture(in: outputPath)
            guard code == 0 else {
                Property.harnessFailure(
                    "setting up the home: 'shop \(words.joined(separator: " "))' exited \(code): \(output)")
            }
        }
        do {
            database = try StorageFacade(path: root.appendingPathComponent("home/shop.sqlite").path)
            let orders = try database.query("SELECT id, username FROM order_orders ORDER BY id")
            aliceOrders = try orders.filter { try $0.string("username") == "alice" }.map { try $0.int("id") }
            bobOrders = try orders.filter { try $0.string("username") == "bob" }.map { try $0.int("id") }
            let cents =
                try database.queryOne("SELECT balance FROM payment_wallets WHERE username = 'alice'")?
                .int("balance") ?? 0
            aliceBalanceText = "\(cents / 100).\(String(format: "%02d", cents % 100))"
        } catch {
            Property.harnessFailure("reading the new home: \(error)")
        }
        guard aliceOrders.count == 2, bobOrders.count == 1 else {
            Property.harnessFailure("the new home has orders \(aliceOrders) (alice) and \(bobOrders) (bob)")
        }
        StandardStreams.beginCapture(in: outputPath)
        _ = AsyncBridge.wait { [home] in await ShopCLI().run(["--home", home, "wallet", "balance"]) }
        let shown = StandardStreams.endCapture(in: outputPath)
        guard shown.contains(aliceBalanceText) else {
            Property.harnessFailure("alice's balance \(aliceBalanceText) is not in 'wallet balance': \(shown)")
        }
    }
}
