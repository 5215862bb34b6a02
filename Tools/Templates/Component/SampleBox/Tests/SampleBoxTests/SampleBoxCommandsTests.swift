import SampleBoxMediator
import CommandKit
import ComponentCommands
import Foundation
import Mediator
import Storage
import XCTest

@testable import SampleBox

/// `shop samplebox ping` in process: the catalog found as the app finds it, the command line read by
/// CommandKit, and the command run on a mediator that has the real `Target_SampleBox`.
final class SampleBoxCommandsTests: XCTestCase {
    /// The app's global options are its own; the command needs none.
    private struct NoGlobals: ParsableArguments {}

    private func makeMediator() throws -> Mediator {
        let context = MediatorContext()
        context.register(try StorageFacade.inMemory())
        context.register(WallClock.fixed(Date(timeIntervalSince1970: 1_800_000_000)))
        let mediator = Mediator(context: context)
        return mediator
    }

    /// The catalog the app reads at launch, from `SampleBox.Target_SampleBoxCommands` (found by name).
    private func catalog() throws -> CommandCatalog {
        try XCTUnwrap(try CommandCatalog.load(["SampleBox"]).first, "Target_SampleBoxCommands was not found")
    }

    private func ping(_ arguments: [String]) throws -> SampleBoxCommands.Ping {
        let catalog = try catalog()
        let set = CommandSet(
            program: "shop", summary: "", groups: catalog.groups, globals: NoGlobals.self, commands: catalog.commands,
            type: { $0 })
        XCTAssertEqual(set.problems, [])
        return try set.instantiate(SampleBoxCommands.Ping.self, from: try set.parse(arguments))
    }

    private func context(_ mediator: Mediator) -> CommandContext {
        CommandContext(mediator: mediator, loginHint: "shop account login <username>") { nil }
    }

    func testCatalog_hasTheGroupAndItsPing_behindALocalAction() throws {
        let catalog = try catalog()
        XCTAssertEqual(catalog.groups.map(\.name), ["samplebox"])
        XCTAssertEqual(catalog.commands.map { $0.configuration.path }, [["samplebox", "ping"]])
        XCTAssertFalse(try XCTUnwrap(Target_SampleBoxCommands(mediator: Mediator()).actions.first).isRemote)
    }

    func testPing_answersThroughTheInterface_inTextAndJSON_andWritesNothing() async throws {
        let mediator = try makeMediator()
        let command = try ping(["samplebox", "ping", "  hello  "])
        let first = try await command.run(context(mediator))
        XCTAssertEqual(first.text.plain, "pong: hello (SampleBox keeps 0 notes)")
        XCTAssertEqual(try first.json, ["message": "hello", "notes": 0])
        let again = try await command.run(context(mediator))
        XCTAssertEqual(again.text.plain, "pong: hello (SampleBox keeps 0 notes)", "a ping writes nothing")
        _ = try mediator.sampleBox.note(message: "kept")
        let afterNote = try await command.run(context(mediator))
        XCTAssertEqual(afterNote.text.plain, "pong: hello (SampleBox keeps 1 note)")
    }

    func testPing_withoutAMessage_isAUsageError_andABlankOneExitsTwo() async throws {
        XCTAssertThrowsError(try ping(["samplebox", "ping"])) {
            XCTAssertEqual(($0 as? UsageError)?.message, "missing <message>")
        }
        let blank = try ping(["samplebox", "ping", " "])
        do {
            _ = try await blank.run(context(try makeMediator()))
            XCTFail("a blank message was answered")
        } catch {
            XCTAssertEqual(CommandError.from(error).exitCode, 2, "\(error)")
            XCTAssertEqual((error as? SampleBoxFailure)?.errorCode, .emptyMessage)
        }
    }
}
