import SampleBoxMediator
import Mediator
import MediatorTesting
import XCTest

final class SampleBoxCallsTests: XCTestCase {
    private let fake = ScriptedComponent(name: "SampleBox", local: ["ping", "note"])
    private var mediator = Mediator()

    override func setUp() {
        mediator = fake.mediator()
    }

    func testPingAndNote_sendTheMessageAndDecodeTheAnswer() throws {
        fake.answer("ping", with: ["message": "hello", "notes": 3])
        fake.answer("note", with: ["message": "kept", "notes": 4])
        XCTAssertEqual(try mediator.sampleBox.ping(message: "hello"), SampleBoxPing(message: "hello", notes: 3))
        XCTAssertEqual(try mediator.sampleBox.note(message: "kept"), SampleBoxPing(message: "kept", notes: 4))
        XCTAssertEqual(
            fake.calls,
            [.init(action: "ping", params: ["message": "hello"]), .init(action: "note", params: ["message": "kept"])])
    }

    func testSampleBoxFailures_arriveAsSampleBoxFailureWithCodeKindAndMessage() {
        for code in [SampleBoxErrorCode.emptyMessage, .messageTooLong] {
            fake.fail(code: code.rawValue, kind: code.kind, message: "m")
            XCTAssertThrowsError(try mediator.sampleBox.ping(message: "x")) {
                XCTAssertEqual($0 as? SampleBoxFailure, SampleBoxFailure(code, message: "m"))
                XCTAssertEqual(($0 as? SampleBoxFailure)?.kind, .invalid)
            }
        }
    }

    func testMalformedResults_failWithMalformedResult() {
        fake.answer("ping", with: ["message": "hello"])
        XCTAssertThrowsError(try mediator.sampleBox.ping(message: "hello")) { error in
            guard case .malformedResult = error as? MediatorError else {
                return XCTFail("expected malformedResult, got \(error)")
            }
        }
    }
}
