import SampleBoxMediator
import Mediator
import XCTest

@testable import SampleBox

final class Target_SampleBoxTests: XCTestCase {
    private func makeMediator() throws -> Mediator {
        let mediator = Mediator()
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["SampleBox"]))
        return mediator
    }

    func testTarget_isFoundByRuntimeLookupWithDeclaredEntries() throws {
        let description = try makeMediator().describe(target: "SampleBox")
        XCTAssertEqual(Set(description.actions.map(\.name)), ["ping", "note"])
        XCTAssertEqual(
            Set(description.actions.filter(\.isRemote).map(\.name)),
            // new-component: remote instead: ["ping"],
            [],
            "note writes, so it is never remote")
    }

    func testPing_answersTheWireType_andNoteIsCounted() throws {
        let mediator = try makeMediator()
        let first = try mediator.perform(target: "SampleBox", action: "ping", params: ["message": "hello"])
        XCTAssertEqual(try first.decode(SampleBoxPing.self), SampleBoxPing(message: "hello", notes: 0))
        _ = try mediator.perform(target: "SampleBox", action: "note", params: ["message": "kept"])
        let second = try mediator.perform(target: "SampleBox", action: "ping", params: ["message": "again"])
        XCTAssertEqual(second["notes"], 1, "the target keeps one Facade, which keeps its notes in memory")
    }

    func testNote_isNeverReachableByURL() async throws {
        let mediator = try makeMediator()
        let response = await mediator.open("shop://samplebox/note?message=hi")
        XCTAssertNotEqual(response.status, 200)
    }

    func testPing_failuresCarryTheCode() throws {
        let mediator = try makeMediator()
        XCTAssertThrowsError(try mediator.perform(target: "SampleBox", action: "ping", params: ["message": " "])) {
            error in
            guard case .actionFailed(let target, _, let code, _, _) = error as? MediatorError else {
                return XCTFail("expected actionFailed, got \(error)")
            }
            XCTAssertEqual(target, "SampleBox")
            XCTAssertEqual(code, "emptyMessage")
        }
        XCTAssertThrowsError(try mediator.perform(target: "SampleBox", action: "note", params: [:])) { error in
            guard case .missingParameter = error as? MediatorError else {
                return XCTFail("expected missingParameter, got \(error)")
            }
        }
    }
}
