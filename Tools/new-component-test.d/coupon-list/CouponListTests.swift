import CommandKit
import ComponentCommands
import CouponMediator
import Foundation
import Mediator
import Storage
import XCTest

@testable import Coupon

/// `list`, added as the architecture's "how to add things" says: the facade reads Coupon's own table
/// (its `characters` column comes from the second migration), the target answers the typed call, and
/// `shop coupon list` shows it; a limit outside 1 to 100 is `limitOutOfRange`.
final class CouponListTests: XCTestCase {
    private struct NoGlobals: ParsableArguments {}

    private func makeMediator() throws -> Mediator {
        let context = MediatorContext()
        context.register(try StorageFacade.inMemory())
        context.register(WallClock.fixed(Date(timeIntervalSince1970: 1_800_000_000)))
        return Mediator(context: context)
    }

    private func list(_ arguments: [String]) throws -> CouponCommands.List {
        let catalog = try XCTUnwrap(try CommandCatalog.load(["Coupon"]).first)
        let set = CommandSet(
            program: "shop", summary: "", groups: catalog.groups, globals: NoGlobals.self, commands: catalog.commands,
            type: { $0 })
        XCTAssertEqual(set.problems, [])
        return try set.instantiate(CouponCommands.List.self, from: try set.parse(arguments))
    }

    private func context(_ mediator: Mediator) -> CommandContext {
        CommandContext(mediator: mediator, loginHint: "shop account login <username>") { nil }
    }

    func testFacadeList_readsTheNewestNotesFirst_withTheMigratedColumn() throws {
        let facade = try CouponFacade(
            storage: try StorageFacade.inMemory(), now: { Date(timeIntervalSince1970: 1_800_000_000) })
        XCTAssertEqual(try facade.list(limit: 10), [])
        _ = try facade.note(message: " first ")
        _ = try facade.note(message: "second one")
        XCTAssertEqual(
            try facade.list(limit: 10),
            [
                CouponNote(id: 2, message: "second one", characters: 10, receivedAt: 1_800_000_000),
                CouponNote(id: 1, message: "first", characters: 5, receivedAt: 1_800_000_000),
            ])
        XCTAssertEqual(try facade.list(limit: 1).map(\.message), ["second one"])
    }

    func testFacadeList_refusesALimitOutsideTheRange() throws {
        let facade = try CouponFacade(storage: try StorageFacade.inMemory())
        XCTAssertThrowsError(try facade.list(limit: 0)) { XCTAssertEqual($0 as? CouponError, .limitOutOfRange(0)) }
        XCTAssertThrowsError(try facade.list(limit: CouponFacade.maxNotes + 1)) {
            XCTAssertEqual($0 as? CouponError, .limitOutOfRange(CouponFacade.maxNotes + 1))
        }
        XCTAssertEqual(CouponError.limitOutOfRange(0).errorCode, .limitOutOfRange)
        XCTAssertEqual(CouponErrorCode.limitOutOfRange.kind, .invalid)
        XCTAssertEqual("\(CouponError.limitOutOfRange(0))", "a limit is from 1 to 100 notes, got 0")
    }

    func testListCommand_showsTheNotesInTextAndJSON_throughTheTypedCall() async throws {
        let mediator = try makeMediator()
        let empty = try await list(["coupon", "list"]).run(context(mediator))
        XCTAssertEqual(empty.text.plain, "Coupon keeps no notes")
        _ = try mediator.coupon.note(message: "kept")
        _ = try mediator.coupon.note(message: "also kept")
        let output = try await list(["coupon", "list", "--limit", "1"]).run(context(mediator))
        XCTAssertEqual(output.text.plain, "2  also kept")
        XCTAssertEqual(
            try output.json,
            [["id": 2, "message": "also kept", "characters": 9, "receivedAt": 1_800_000_000]])
    }

    func testListCommand_limitZero_isLimitOutOfRange_exitingTwo() async throws {
        let command = try list(["coupon", "list", "--limit", "0"])
        do {
            _ = try await command.run(context(try makeMediator()))
            XCTFail("--limit 0 was answered")
        } catch {
            XCTAssertEqual((error as? CouponFailure)?.errorCode, .limitOutOfRange)
            XCTAssertEqual(CommandError.from(error).exitCode, 2, "\(error)")
            XCTAssertEqual("\(CommandError.from(error))", "a limit is from 1 to 100 notes, got 0")
        }
    }
}
