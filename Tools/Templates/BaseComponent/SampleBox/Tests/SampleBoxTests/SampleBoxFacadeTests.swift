import SampleBoxMediator
import XCTest

@testable import SampleBox

final class SampleBoxFacadeTests: XCTestCase {
    func testPing_trimsTheMessage_andChangesNothing() throws {
        let facade = SampleBoxFacade()
        XCTAssertEqual(try facade.ping(message: "  hello "), SampleBoxPing(message: "hello", notes: 0))
        XCTAssertEqual(try facade.ping(message: "again"), SampleBoxPing(message: "again", notes: 0))
    }

    func testNote_keepsTheNewestMaxNotes() throws {
        let facade = SampleBoxFacade()
        XCTAssertEqual(try facade.note(message: " first "), SampleBoxPing(message: "first", notes: 1))
        for index in 2...(SampleBoxFacade.maxNotes + 5) {
            _ = try facade.note(message: "note \(index)")
        }
        XCTAssertEqual(try facade.ping(message: "count").notes, SampleBoxFacade.maxNotes)
    }

    func testRefusals_emptyAndTooLongMessages_keepNothing() throws {
        let facade = SampleBoxFacade()
        XCTAssertThrowsError(try facade.note(message: " \n ")) { XCTAssertEqual($0 as? SampleBoxError, .emptyMessage) }
        let long = String(repeating: "x", count: SampleBoxFacade.maxMessageLength + 1)
        XCTAssertThrowsError(try facade.note(message: long)) {
            XCTAssertEqual($0 as? SampleBoxError, .messageTooLong(SampleBoxFacade.maxMessageLength + 1))
        }
        XCTAssertThrowsError(try facade.ping(message: "")) { XCTAssertEqual($0 as? SampleBoxError, .emptyMessage) }
        XCTAssertEqual(try facade.ping(message: "ok").notes, 0)
    }

    func testErrors_carryTheirInterfaceCodesAndKinds() {
        XCTAssertEqual(SampleBoxError.emptyMessage.code, "emptyMessage")
        XCTAssertEqual(SampleBoxError.messageTooLong(201).kind, .invalid)
        XCTAssertTrue(SampleBoxError.messageTooLong(201).description.contains("201"))
    }
}
