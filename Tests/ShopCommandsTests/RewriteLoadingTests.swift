import Dispatch
import Foundation
import Mediator
import Networking
import XCTest

@testable import ShopCommands

/// Loading the rewrite table at launch: parse and check share the fetch's budget.
final class RewriteLoadingTests: XCTestCase {
    /// Work still running when the budget runs out is waited for no longer.
    func testFinishedWithin_stopsWaitingAtTheLimit() async throws {
        let release = DispatchSemaphore(value: 0)
        defer { release.signal() }
        do {
            _ = try await ShopEnvironment.finished(within: .milliseconds(100)) { () -> Int in
                // Held until the test ends: without the limit this would wait forever.
                release.wait()
                return 1
            }
            XCTFail("the work's result came before it was released")
        } catch is ShopEnvironment.DeadlineExceeded {
        }
    }

    func testFinishedWithin_returnsTheWorksResultOrError() async throws {
        let value = try await ShopEnvironment.finished(within: .seconds(60)) { 42 }
        XCTAssertEqual(value, 42)
        do {
            _ = try await ShopEnvironment.finished(within: .seconds(60)) { () throws -> Int in
                throw MediatorError.invalidConfiguration(reason: "bad")
            }
            XCTFail("no error")
        } catch let error as MediatorError {
            XCTAssertEqual(error, .invalidConfiguration(reason: "bad"))
        }
        do {
            _ = try await ShopEnvironment.finished(within: .zero) { 1 }
            XCTFail("a spent budget still ran the work")
        } catch is ShopEnvironment.DeadlineExceeded {
        }
    }

    /// A table of 10,000 chained rules (458 KB) loads from a file URL, each source resolved to the end;
    /// one with a loop is refused naming it.
    func testLoadRewrites_longChainLoads_andALoopIsNamed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rewrites-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = (0..<10_000).map { #"{"from": "R/a\#($0)", "to": "R/a\#($0 + 1)"}"# }
        let table = folder.appendingPathComponent("chain.json")
        try Data(#"{"rewrites": [\#(entries.joined(separator: ", "))]}"#.utf8).write(to: table)
        let mediator = Mediator()
        try await ShopEnvironment.loadRewrites(
            into: mediator, home: folder, url: table.absoluteString, networking: NetworkingFacade(), seconds: 60)
        XCTAssertEqual(mediator.rewrites.resolve(target: "R", action: "a0").action, "a10000")

        let looped = folder.appendingPathComponent("loop.json")
        try Data(#"{"rewrites": [\#(entries.joined(separator: ", ")), {"from": "R/a10000", "to": "R/a9999"}]}"#.utf8)
            .write(to: looped)
        do {
            try await ShopEnvironment.loadRewrites(
                into: Mediator(), home: folder, url: looped.absoluteString, networking: NetworkingFacade(), seconds: 60)
            XCTFail("a table with a loop loaded")
        } catch {
            XCTAssertTrue(
                "\(error)".contains("rewrite loop: R/a9999 -> R/a10000 -> R/a9999 (reached from R/a0"), "\(error)")
        }
    }
}
