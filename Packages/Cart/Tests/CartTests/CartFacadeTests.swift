import CartMediator
import Foundation
import Storage
import Synchronization
import XCTest

@testable import Cart

final class CartFacadeTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func makeFacade(storage: StorageFacade? = nil, at date: Date? = nil) throws -> CartFacade {
        let when = date ?? start
        return try CartFacade(storage: try storage ?? StorageFacade.inMemory(), now: { when })
    }

    // MARK: add

    func testAdd_newLine_storesSnapshotQuantityAndTime() throws {
        let cart = try makeFacade()
        let line = try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450, quantity: 2)
        XCTAssertEqual(line, CartLine(goodsID: 7, title: "Tea", unitPrice: 450, quantity: 2, addedAt: start))
        XCTAssertEqual(line.lineTotal, 900)
        XCTAssertEqual(try cart.contents(username: "alice").lines, [line])
    }

    func testAdd_withoutQuantity_addsOne() throws {
        let cart = try makeFacade()
        XCTAssertEqual(try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450).quantity, 1)
    }

    func testAdd_existingLine_incrementsQuantityAndRefreshesSnapshotKeepingAddedAt() throws {
        let storage = try StorageFacade.inMemory()
        try makeFacade(storage: storage).add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450, quantity: 2)
        let later = try makeFacade(storage: storage, at: start.addingTimeInterval(60))
        let line = try later.add(username: "alice", goodsID: 7, title: "Green tea", unitPrice: 500, quantity: 3)
        XCTAssertEqual(line.quantity, 5)
        XCTAssertEqual(line.title, "Green tea")
        XCTAssertEqual(line.unitPrice, 500)
        XCTAssertEqual(line.addedAt, start)
        XCTAssertEqual(try later.contents(username: "alice").lines.count, 1)
    }

    func testAdd_reachingExactly99_succeeds() throws {
        let cart = try makeFacade()
        try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450, quantity: 90)
        XCTAssertEqual(
            try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450, quantity: 9).quantity, 99)
    }

    func testAdd_beyond99_failsWithQuantityLimitAndChangesNothing() throws {
        let cart = try makeFacade()
        try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450, quantity: 95)
        XCTAssertThrowsError(try cart.add(username: "alice", goodsID: 7, title: "Other", unitPrice: 1, quantity: 5)) {
            XCTAssertEqual($0 as? CartError, .quantityLimit(goodsID: 7, current: 95, adding: 5))
            XCTAssertEqual(($0 as? CartError)?.code, "quantityLimit")
        }
        let line = try XCTUnwrap(cart.contents(username: "alice").lines.first)
        XCTAssertEqual(line.quantity, 95)
        XCTAssertEqual(line.title, "Tea")
        XCTAssertEqual(line.unitPrice, 450)
    }

    func testAdd_withQuantityOutOfRange_failsAndStoresNothing() throws {
        let cart = try makeFacade()
        for quantity in [0, -1, 100] {
            XCTAssertThrowsError(
                try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450, quantity: quantity)
            ) { XCTAssertEqual($0 as? CartError, .invalidQuantity(quantity)) }
        }
        XCTAssertTrue(try cart.contents(username: "alice").isEmpty)
    }

    func testAdd_withBadInput_failsWithTypedErrorAndStoresNothing() throws {
        let cart = try makeFacade()
        let cases: [(CartError, () throws -> Void)] = [
            (.invalidUsername, { try cart.add(username: "  ", goodsID: 7, title: "Tea", unitPrice: 1) }),
            (.invalidGoodsID(0), { try cart.add(username: "alice", goodsID: 0, title: "Tea", unitPrice: 1) }),
            (.emptyTitle, { try cart.add(username: "alice", goodsID: 7, title: " \n", unitPrice: 1) }),
            (.invalidPrice(-1), { try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: -1) }),
            (
                .invalidPrice(CartFacade.maxUnitPrice + 1),
                { try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: CartFacade.maxUnitPrice + 1) }
            ),
        ]
        for (expected, call) in cases {
            XCTAssertThrowsError(try call()) { XCTAssertEqual($0 as? CartError, expected) }
        }
        XCTAssertTrue(try cart.contents(username: "alice").isEmpty)
    }

    func testAdd_withFreeGoods_acceptsZeroPrice() throws {
        let cart = try makeFacade()
        XCTAssertEqual(try cart.add(username: "alice", goodsID: 7, title: "Sample", unitPrice: 0).lineTotal, 0)
    }

    // MARK: updateQuantity

    func testUpdateQuantity_existingLine_setsQuantity() throws {
        let cart = try makeFacade()
        try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450, quantity: 2)
        XCTAssertEqual(try cart.updateQuantity(username: "alice", goodsID: 7, quantity: 99).quantity, 99)
        XCTAssertEqual(try cart.itemCount(username: "alice"), 99)
    }

    func testUpdateQuantity_withZeroOr100_failsAndKeepsLine() throws {
        let cart = try makeFacade()
        try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450, quantity: 2)
        for quantity in [0, 100] {
            XCTAssertThrowsError(try cart.updateQuantity(username: "alice", goodsID: 7, quantity: quantity)) {
                XCTAssertEqual($0 as? CartError, .invalidQuantity(quantity))
            }
        }
        XCTAssertEqual(try cart.itemCount(username: "alice"), 2)
    }

    func testUpdateQuantity_missingLine_failsWithLineNotFound() throws {
        let cart = try makeFacade()
        try cart.add(username: "bob", goodsID: 7, title: "Tea", unitPrice: 450)
        XCTAssertThrowsError(try cart.updateQuantity(username: "alice", goodsID: 7, quantity: 3)) {
            XCTAssertEqual($0 as? CartError, .lineNotFound(goodsID: 7))
        }
        XCTAssertEqual(try cart.itemCount(username: "bob"), 1)
    }

    func testZeroQuantityError_tellsToRemoveTheLine() {
        XCTAssertTrue(CartError.invalidQuantity(0).description.contains("remove the line"))
    }

    // MARK: remove and clear

    func testRemove_deletesOnlyThatLine() throws {
        let cart = try makeFacade()
        try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450)
        try cart.add(username: "alice", goodsID: 8, title: "Cup", unitPrice: 900)
        try cart.remove(username: "alice", goodsID: 7)
        XCTAssertEqual(try cart.contents(username: "alice").lines.map(\.goodsID), [8])
    }

    func testRemove_missingLine_failsWithLineNotFound() throws {
        let cart = try makeFacade()
        XCTAssertThrowsError(try cart.remove(username: "alice", goodsID: 7)) {
            XCTAssertEqual($0 as? CartError, .lineNotFound(goodsID: 7))
        }
    }

    func testClear_removesEveryLineOfThatUserOnly() throws {
        let cart = try makeFacade()
        try cart.add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450)
        try cart.add(username: "alice", goodsID: 8, title: "Cup", unitPrice: 900)
        try cart.add(username: "bob", goodsID: 7, title: "Tea", unitPrice: 450)
        XCTAssertEqual(try cart.clear(username: "alice"), 2)
        XCTAssertTrue(try cart.contents(username: "alice").isEmpty)
        XCTAssertEqual(try cart.itemCount(username: "bob"), 1)
        XCTAssertEqual(try cart.clear(username: "alice"), 0)
    }

    func testClear_withBlankUsername_fails() throws {
        XCTAssertThrowsError(try makeFacade().clear(username: "")) {
            XCTAssertEqual($0 as? CartError, .invalidUsername)
        }
    }

    // MARK: contents and count

    func testContents_listsOldestFirstWithLineTotalsAndTotals() throws {
        let storage = try StorageFacade.inMemory()
        try makeFacade(storage: storage, at: start.addingTimeInterval(10))
            .add(username: "alice", goodsID: 1, title: "Cup", unitPrice: 900, quantity: 1)
        let cart = try makeFacade(storage: storage)
        try cart.add(username: "alice", goodsID: 9, title: "Tea", unitPrice: 450, quantity: 3)
        let contents = try cart.contents(username: "alice")
        XCTAssertEqual(contents.lines.map(\.goodsID), [9, 1])
        XCTAssertEqual(contents.lines.map(\.lineTotal), [1350, 900])
        XCTAssertEqual(contents.total, 2250)
        XCTAssertEqual(contents.itemCount, 4)
        XCTAssertEqual(try cart.itemCount(username: "alice"), 4)
    }

    func testContents_unknownUser_isEmptyWithZeroTotals() throws {
        let contents = try makeFacade().contents(username: "nobody")
        XCTAssertEqual(contents, CartSummary(username: "nobody", lines: []))
        XCTAssertEqual(contents.total, 0)
        XCTAssertEqual(contents.itemCount, 0)
    }

    // MARK: persistence and concurrency

    func testReopeningTheFile_keepsLinesAndMigratesOnce() throws {
        let path = temporaryDatabasePath()
        try makeFacade(storage: StorageFacade(path: path)).add(
            username: "alice", goodsID: 7, title: "Tea", unitPrice: 450, quantity: 2)
        let reopened = try makeFacade(storage: StorageFacade(path: path))
        XCTAssertEqual(try reopened.itemCount(username: "alice"), 2)
    }

    func testConcurrentAdds_fromTwoConnections_loseNoUpdate() throws {
        let outcome = try addConcurrently(timesEach: 40)
        XCTAssertEqual(outcome.failures, [])
        XCTAssertEqual(outcome.successes, 80)
        XCTAssertEqual(outcome.quantity, 80)
    }

    func testConcurrentAdds_pastTheLimit_capAt99AndRefuseTheRest() throws {
        let outcome = try addConcurrently(timesEach: 50)
        XCTAssertEqual(outcome.successes, 99)
        XCTAssertEqual(outcome.failures, ["quantityLimit"])
        XCTAssertEqual(outcome.quantity, 99)
    }

    private struct ConcurrentOutcome {
        var successes = 0
        var failures: [String] = []
        var quantity = 0
    }

    /// Two threads, each with its own connection to one file, add one unit of goods 7 `timesEach` times.
    private func addConcurrently(timesEach: Int) throws -> ConcurrentOutcome {
        let path = temporaryDatabasePath()
        let facades = try (0..<2).map { _ in try makeFacade(storage: StorageFacade(path: path)) }
        let outcome = Mutex(ConcurrentOutcome())
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for _ in 0..<timesEach {
                do {
                    try facades[worker].add(username: "alice", goodsID: 7, title: "Tea", unitPrice: 450)
                    outcome.withLock { $0.successes += 1 }
                } catch {
                    let code = (error as? CartError)?.code ?? String(describing: error)
                    outcome.withLock { $0.failures.append(code) }
                }
            }
        }
        var result = outcome.withLock { $0 }
        result.quantity = try makeFacade(storage: StorageFacade(path: path)).itemCount(username: "alice")
        return result
    }

    private func temporaryDatabasePath() -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cart-tests-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory.appendingPathComponent("shop.sqlite").path
    }
}
