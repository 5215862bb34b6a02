import SampleBoxMediator
import Foundation
import Storage
import XCTest

@testable import SampleBox

final class SampleBoxFacadeTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func rows(_ storage: StorageFacade) throws -> Int {
        try storage.queryOne("SELECT COUNT(*) AS n FROM samplebox_notes")?.int("n") ?? -1
    }

    func testInit_appliesTheMigrationsOnce() throws {
        let storage = try StorageFacade.inMemory()
        _ = try SampleBoxFacade(storage: storage)
        _ = try SampleBoxFacade(storage: storage)
        XCTAssertEqual(try storage.appliedMigrations(owner: "samplebox"), [1])
    }

    func testPing_trimsTheMessage_andWritesNothing() throws {
        let storage = try StorageFacade.inMemory()
        let facade = try SampleBoxFacade(storage: storage)
        XCTAssertEqual(try facade.ping(message: "  hello "), SampleBoxPing(message: "hello", notes: 0))
        XCTAssertEqual(try facade.ping(message: "again"), SampleBoxPing(message: "again", notes: 0))
        XCTAssertEqual(try rows(storage), 0)
    }

    func testNote_storesTheTrimmedMessage_andPingCountsIt() throws {
        let storage = try StorageFacade.inMemory()
        let facade = try SampleBoxFacade(storage: storage, now: { [now] in now })
        XCTAssertEqual(try facade.note(message: "  hello "), SampleBoxPing(message: "hello", notes: 1))
        XCTAssertEqual(try facade.ping(message: "count"), SampleBoxPing(message: "count", notes: 1))
        let row = try storage.queryOne("SELECT message, received_at FROM samplebox_notes")
        XCTAssertEqual(try row?.string("message"), "hello")
        XCTAssertEqual(try row?.int64("received_at"), 1_800_000_000)
    }

    func testNote_keepsOnlyTheNewestMaxNotes() throws {
        let storage = try StorageFacade.inMemory()
        let facade = try SampleBoxFacade(storage: storage)
        for index in 1...(SampleBoxFacade.maxNotes + 5) {
            XCTAssertEqual(try facade.note(message: "note \(index)").notes, min(index, SampleBoxFacade.maxNotes))
        }
        XCTAssertEqual(try rows(storage), SampleBoxFacade.maxNotes)
        let oldest = try storage.queryOne("SELECT message FROM samplebox_notes ORDER BY id LIMIT 1")
        XCTAssertEqual(try oldest?.string("message"), "note 6")
    }

    func testRefusals_emptyAndTooLongMessages_storeNothing() throws {
        let storage = try StorageFacade.inMemory()
        let facade = try SampleBoxFacade(storage: storage)
        XCTAssertThrowsError(try facade.note(message: " \n ")) { XCTAssertEqual($0 as? SampleBoxError, .emptyMessage) }
        let long = String(repeating: "x", count: SampleBoxFacade.maxMessageLength + 1)
        XCTAssertThrowsError(try facade.note(message: long)) {
            XCTAssertEqual($0 as? SampleBoxError, .messageTooLong(SampleBoxFacade.maxMessageLength + 1))
        }
        XCTAssertThrowsError(try facade.ping(message: "")) { XCTAssertEqual($0 as? SampleBoxError, .emptyMessage) }
        XCTAssertEqual(try rows(storage), 0)
    }

    func testErrors_carryTheirInterfaceCodesAndKinds() {
        XCTAssertEqual(SampleBoxError.emptyMessage.code, "emptyMessage")
        XCTAssertEqual(SampleBoxError.messageTooLong(201).kind, .invalid)
        XCTAssertTrue(SampleBoxError.messageTooLong(201).description.contains("201"))
    }
}
