import Foundation
import Networking
import Storage
import Synchronization
import XCTest

@testable import Goods

final class GoodsConcurrencyTests: XCTestCase {
    /// Two connections to one database file, each with its own Facade, racing for the same item.
    private func twoConnections(stock: Int) async throws -> (GoodsFacade, GoodsFacade) {
        let directory = try GoodsFixtures.temporaryDirectory(self)
        let path = directory.appendingPathComponent("shop.sqlite").path
        let first = try GoodsFacade(storage: try StorageFacade(path: path))
        let items = [GoodsFixtures.entry(1, title: "Hot Item", category: "toys", price: 100, stock: stock)]
        _ = try await first.seed(
            from: try GoodsFixtures.file(try GoodsFixtures.json(items), self), networking: NetworkingFacade())
        let second = try GoodsFacade(storage: try StorageFacade(path: path))
        return (first, second)
    }

    /// Runs `attempts` reservations of `quantity` on each Facade at once; returns (successes, shortages).
    private func race(_ facades: [GoodsFacade], attempts: Int, quantity: Int) -> (Int, Int) {
        let tally = Mutex((reserved: 0, short: 0, other: [String]()))
        DispatchQueue.concurrentPerform(iterations: facades.count) { index in
            for _ in 0..<attempts {
                do {
                    let left = try facades[index].reserve(id: 1, quantity: quantity)
                    XCTAssertGreaterThanOrEqual(left, 0)
                    tally.withLock { $0.reserved += 1 }
                } catch GoodsError.insufficientStock(_, _, let available) {
                    XCTAssertGreaterThanOrEqual(available, 0)
                    tally.withLock { $0.short += 1 }
                } catch {
                    tally.withLock { $0.other.append(String(describing: error)) }
                }
            }
        }
        let result = tally.withLock { $0 }
        XCTAssertEqual(result.other, [], "only shortages may fail")
        return (result.reserved, result.short)
    }

    func testReserve_fromTwoConnectionsAtOnce_sellsExactlyTheStock() async throws {
        let (first, second) = try await twoConnections(stock: 50)
        let (reserved, short) = race([first, second], attempts: 40, quantity: 1)
        XCTAssertEqual(reserved, 50)
        XCTAssertEqual(short, 30)
        XCTAssertEqual(try first.item(id: 1).stock, 0)
        XCTAssertEqual(try second.item(id: 1).stock, 0)
    }

    func testReserve_fromTwoConnectionsInLots_neverGoesNegative() async throws {
        let (first, second) = try await twoConnections(stock: 50)
        let (reserved, short) = race([first, second], attempts: 20, quantity: 3)
        XCTAssertEqual(reserved, 16, "16 lots of 3 fit into 50")
        XCTAssertEqual(short, 24)
        XCTAssertEqual(try first.item(id: 1).stock, 2)
    }
}
