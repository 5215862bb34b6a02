import CartMediator
import Foundation
import Mediator
import XCTest

/// Every `mediator.cart` call against the real `Target_Cart`.
final class CartContractTests: XCTestCase {
    private let book = ContractCatalog.book
    private let mug = ContractCatalog.mug

    private func shop() async throws -> ContractShop {
        try await ContractShop.make(self, launching: ["Cart": 40])
    }

    private func line(_ entry: ContractCatalog.Entry, _ quantity: Int) -> CartLine {
        CartLine(
            goodsID: entry.id, title: entry.title, unitPrice: entry.price, quantity: quantity, addedAt: ContractShop.now
        )
    }

    func testAdd_newAndExistingLine_returnsTheLineAfterTheChange() async throws {
        let shop = try await shop()
        let cart = shop.mediator.cart

        let first = try cart.add(
            username: "alice", goodsID: book.id, title: book.title, unitPrice: book.price, quantity: 2)
        let grown = try cart.add(
            username: "alice", goodsID: book.id, title: book.title, unitPrice: book.price, quantity: 3)
        let defaulted = try cart.add(username: "alice", goodsID: mug.id, title: mug.title, unitPrice: mug.price)

        XCTAssertEqual(first, line(book, 2))
        XCTAssertEqual(grown, line(book, 5))
        XCTAssertEqual(defaulted, line(mug, 1))
    }

    func testShowAndCount_reportLinesAndTotals() async throws {
        let shop = try await shop()
        let cart = shop.mediator.cart
        try cart.add(username: "alice", goodsID: book.id, title: book.title, unitPrice: book.price, quantity: 5)
        try cart.add(username: "alice", goodsID: mug.id, title: mug.title, unitPrice: mug.price, quantity: 1)

        XCTAssertEqual(
            try cart.show(username: "alice"),
            CartSummary(username: "alice", lines: [line(book, 5), line(mug, 1)]))
        XCTAssertEqual(try cart.show(username: "alice").total, 13_700)
        XCTAssertEqual(try cart.count(username: "alice"), 6)
        XCTAssertEqual(try cart.show(username: "bob"), CartSummary(username: "bob", lines: []))
        XCTAssertEqual(try cart.count(username: "bob"), 0)
    }

    func testUpdate_setsTheQuantity() async throws {
        let shop = try await shop()
        let cart = shop.mediator.cart
        try cart.add(username: "alice", goodsID: mug.id, title: mug.title, unitPrice: mug.price, quantity: 1)

        XCTAssertEqual(try cart.update(username: "alice", goodsID: mug.id, quantity: 4), line(mug, 4))
        XCTAssertEqual(try cart.count(username: "alice"), 4)
    }

    func testRemoveAndClear_dropLinesAndReportHowMany() async throws {
        let shop = try await shop()
        let cart = shop.mediator.cart
        try cart.add(username: "alice", goodsID: book.id, title: book.title, unitPrice: book.price, quantity: 1)
        try cart.add(username: "alice", goodsID: mug.id, title: mug.title, unitPrice: mug.price, quantity: 2)
        try cart.add(username: "bob", goodsID: mug.id, title: mug.title, unitPrice: mug.price, quantity: 1)

        try cart.remove(username: "alice", goodsID: book.id)
        XCTAssertEqual(try cart.show(username: "alice").lines, [line(mug, 2)])
        XCTAssertEqual(try cart.clear(username: "alice"), 1)
        XCTAssertEqual(try cart.clear(username: "alice"), 0)

        XCTAssertTrue(try cart.show(username: "alice").isEmpty)
        XCTAssertEqual(try cart.count(username: "bob"), 1, "clearing one cart leaves the others")
    }

    func testAdd_beyond99Units_failsWithQuantityLimitAndLeavesTheLine() async throws {
        let shop = try await shop()
        let cart = shop.mediator.cart
        try cart.add(username: "alice", goodsID: mug.id, title: mug.title, unitPrice: mug.price, quantity: 99)

        let error = caught(CartFailure.self) {
            try cart.add(username: "alice", goodsID: mug.id, title: mug.title, unitPrice: mug.price, quantity: 1)
        }

        XCTAssertEqual(error?.errorCode, .quantityLimit)
        XCTAssertEqual(error?.kind, .refused)
        XCTAssertTrue(error?.message.contains("99") == true, String(describing: error))
        XCTAssertEqual(try cart.show(username: "alice").lines, [line(mug, 99)])
    }

    func testRemove_missingLine_failsWithLineNotFound() async throws {
        let shop = try await shop()

        let error = caught(CartFailure.self) { try shop.mediator.cart.remove(username: "alice", goodsID: 42) }

        XCTAssertEqual(error?.errorCode, .lineNotFound)
        XCTAssertEqual(error?.kind, .notFound)
    }

    func testUpdateAndAdd_badValues_failWithTheRuleBroken() async throws {
        let shop = try await shop()
        let cart = shop.mediator.cart
        try cart.add(username: "alice", goodsID: mug.id, title: mug.title, unitPrice: mug.price)

        let zero = caught(CartFailure.self) { try cart.update(username: "alice", goodsID: mug.id, quantity: 0) }
        let untitled = caught(CartFailure.self) {
            try cart.add(username: "alice", goodsID: book.id, title: "", unitPrice: book.price)
        }
        let blankUser = caught(CartFailure.self) { try cart.show(username: "  ") }

        XCTAssertEqual(zero?.errorCode, .invalidQuantity)
        XCTAssertEqual(untitled?.errorCode, .emptyTitle)
        XCTAssertEqual(blankUser?.errorCode, .invalidUsername)
        XCTAssertEqual([zero, untitled, blankUser].map { $0?.kind }, [.invalid, .invalid, .invalid])
        XCTAssertEqual(try cart.show(username: "alice").lines, [line(mug, 1)])
    }
}
