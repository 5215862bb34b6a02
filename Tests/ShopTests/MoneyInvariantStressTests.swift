import Foundation
import XCTest

/// Random concurrent commands from separate `shop` processes on one home, and processes killed at
/// random moments: after every round `shop doctor` must find the books balanced.
///
/// The test passes or fails on the invariants alone (orders, payments, wallets, points, stock; see
/// `OrderInvariants`), never on timing. `SHOP_STRESS_ROUNDS` and `SHOP_STRESS_SEED` reproduce a run.
final class MoneyInvariantStressTests: XCTestCase {
    /// A small deterministic generator, so a failing seed can be replayed.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static var seed: UInt64 {
        ProcessInfo.processInfo.environment["SHOP_STRESS_SEED"].flatMap(UInt64.init) ?? 20_261_201
    }

    private static func rounds(default value: Int) -> Int {
        ProcessInfo.processInfo.environment["SHOP_STRESS_ROUNDS"].flatMap(Int.init) ?? value
    }

    /// A catalog of four cheap items with deep stock, written to the home before its first run (Goods
    /// seeds from `goods-catalog.json` there), so that hundreds of rounds never run out of either.
    private func cheapGoods(_ shop: ShopHarness) throws -> [Int] {
        let items = (1...4).map { id in
            #"{"id": \#(id), "sku": "STRESS-\#(id)", "title": "Stress item \#(id)", "category": "toys", "price": \#(100 + id * 37), "stock": 100000}"#
        }
        try Data(#"{"version": 1, "items": [\#(items.joined(separator: ", "))]}"#.utf8)
            .write(to: shop.home.appendingPathComponent("goods-catalog.json"))
        let page = try shop.json(["goods", "list"])
        let ids = try XCTUnwrap(page["items"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
        XCTAssertEqual(ids.sorted(), [1, 2, 3, 4], "the shop seeded the stress catalog")
        return ids.sorted()
    }

    private func violations(_ shop: ShopHarness) throws -> [String] {
        let run = try shop.run(["doctor", "--json"])
        let report = try XCTUnwrap(try run.json() as? [String: Any], "doctor printed no JSON: \(run.stderr)")
        let money = try XCTUnwrap(report["money"] as? [String: Any])
        let found = (money["violations"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        XCTAssertEqual(run.status, found.isEmpty ? 0 : 1, "doctor exits 1 exactly when it finds a violation")
        return found
    }

    private func newOrder(_ shop: ShopHarness, goods: [Int], rng: inout SplitMix64) throws -> Int? {
        let id = goods[Int.random(in: 0..<goods.count, using: &rng)]
        try shop.ok(["cart", "add", String(id), "--quantity", String(Int.random(in: 1...2, using: &rng))])
        let run = try shop.run(["order", "checkout", "--json"])
        guard run.status == 0 else { return nil }  // out of stock: a refusal, not an error
        return try XCTUnwrap(try run.json() as? [String: Any])["id"] as? Int
    }

    // The random rounds in four blocks of a quarter each (50 of the default 200), each block on a home
    // of its own and from a seed of its own (block 1 from the run's seed itself), so the test runner
    // can run the blocks side by side; together they are every round of the run.
    func testRandomConcurrentCommands_keepEveryMoneyInvariant_block1of4() throws { try randomRounds(block: 0) }
    func testRandomConcurrentCommands_keepEveryMoneyInvariant_block2of4() throws { try randomRounds(block: 1) }
    func testRandomConcurrentCommands_keepEveryMoneyInvariant_block3of4() throws { try randomRounds(block: 2) }
    func testRandomConcurrentCommands_keepEveryMoneyInvariant_block4of4() throws { try randomRounds(block: 3) }

    /// The rounds of `block` (of 4): rounds `block * total / 4 ..< (block + 1) * total / 4` of
    /// `SHOP_STRESS_ROUNDS` (default 200), from the seed `SHOP_STRESS_SEED + block << 32`.
    private func randomRounds(block: Int) throws {
        let total = Self.rounds(default: 200)
        let shop = try ShopHarness()
        let goods = try cheapGoods(shop)
        try shop.signIn("stress")
        try shop.ok(["staff", "grant", "stress"])  // one session per home: the customer also ships
        for _ in 0..<5 { try shop.ok(["wallet", "topup", "10000"]) }
        let seed = Self.seed &+ UInt64(block) << 32
        var rng = SplitMix64(state: seed)
        let rounds = (block * total / 4)..<((block + 1) * total / 4)
        var exits: [Int32: Int] = [:]
        var unexpected: [String] = []
        let started = Date()
        for round in rounds {
            guard let order = try newOrder(shop, goods: goods, rng: &rng) else { continue }
            // Start from any live status, so every pair meets every state.
            let head = Int.random(in: 0..<4, using: &rng)
            if head >= 1 { try shop.ok(["pay", String(order), "--method", "wallet"]) }
            if head >= 2 { try shop.ok(["order", "ship", String(order)]) }
            if head >= 3 { try shop.ok(["order", "deliver", String(order)]) }
            if Bool.random(using: &rng) {
                try shop.ok(["cart", "add", String(goods[0])])  // something for a concurrent checkout
            }
            let menu: [[String]] = [
                ["pay", String(order), "--method", "wallet"],
                ["pay", String(order), "--method", "card", "--card", "4242424242424242", "--expiry", "12/39"],
                ["pay", String(order), "--method", "card", "--card", "4000000000000002", "--expiry", "12/39"],
                ["order", "cancel", String(order)],
                ["order", "ship", String(order)],
                ["order", "deliver", String(order)],
                ["order", "checkout"],
                ["cart", "add", String(goods[Int.random(in: 0..<goods.count, using: &rng)])],
                ["cart", "clear"],
            ]
            let commands = (0..<Int.random(in: 2...3, using: &rng)).map { _ in
                menu[Int.random(in: 0..<menu.count, using: &rng)]
            }
            let processes = try commands.map { try shop.start($0) }
            for ((process, out, err), command) in zip(processes, commands) {
                _ = out.fileHandleForReading.readDataToEndOfFile()
                let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                exits[process.terminationStatus, default: 0] += 1
                // 0 done, 1 refused by a rule (declined, invalid transition, empty cart): both are fine.
                if ![0, 1].contains(process.terminationStatus) {
                    unexpected.append(
                        "round \(round): shop \(command.joined(separator: " ")) → \(process.terminationStatus): \(stderr)"
                    )
                }
            }
            let found = try violations(shop)
            XCTAssertEqual(found, [], "round \(round), block seed \(seed), commands \(commands)")
            if !found.isEmpty { break }
        }
        XCTAssertEqual(unexpected, [])
        XCTAssertGreaterThan(exits[0, default: 0], 0)
        XCTAssertGreaterThan(exits[1, default: 0], 0, "some commands were refused: the pairs really collided")
        print(
            "stress: rounds \(rounds.lowerBound)..<\(rounds.upperBound) of \(total), block seed \(seed), exits \(exits.sorted { $0.key < $1.key }), "
                + String(format: "%.1f s", Date().timeIntervalSince(started)))
    }

    func testPayAndCancelKilledAtRandomMoments_leaveTheBooksBalanced() throws {
        let shop = try ShopHarness()
        let goods = try cheapGoods(shop)
        try shop.signIn("killed")
        for _ in 0..<3 { try shop.ok(["wallet", "topup", "10000"]) }
        var rng = SplitMix64(state: Self.seed &+ 1)
        let clock = ContinuousClock()
        var killed = 0
        for round in 0..<Self.rounds(default: 40) / 2 {
            guard let order = try newOrder(shop, goods: goods, rng: &rng) else { continue }
            let paidFirst = Bool.random(using: &rng)
            if paidFirst { try shop.ok(["pay", String(order), "--method", "wallet"]) }
            let command =
                paidFirst ? ["order", "cancel", String(order)] : ["pay", String(order), "--method", "wallet"]
            let (process, _, _) = try shop.start(command)
            let delay = Duration.microseconds(Int.random(in: 0...40_000, using: &rng))
            let start = clock.now
            while clock.now - start < delay && process.isRunning { usleep(200) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed += 1
            }
            process.waitUntilExit()
            XCTAssertEqual(try violations(shop), [], "round \(round): \(command) killed after \(delay)")
        }
        XCTAssertGreaterThan(killed, 0, "some processes died mid-command")
    }
}
