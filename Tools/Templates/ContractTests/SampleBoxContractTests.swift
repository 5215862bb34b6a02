import SampleBoxMediator
import Mediator
import XCTest

/// SampleBoxMediator's calls round-trip through the real `Target_SampleBox` (scaffolded by Tools/new-component).
final class SampleBoxContractTests: XCTestCase {
    func testPingAndNote_roundTripThroughTheRealTarget() async throws {
        let shop = try await ContractShop.make(self)
        XCTAssertEqual(try shop.mediator.sampleBox.ping(message: " hello "), SampleBoxPing(message: "hello", notes: 0))
        XCTAssertEqual(try shop.mediator.sampleBox.note(message: "kept"), SampleBoxPing(message: "kept", notes: 1))
        XCTAssertEqual(try shop.mediator.sampleBox.ping(message: "again").notes, 1)
    }

    func testRefusals_arriveAsSampleBoxFailureWithTheirKind() async throws {
        let shop = try await ContractShop.make(self)
        XCTAssertThrowsError(try shop.mediator.sampleBox.note(message: "  ")) { error in
            XCTAssertEqual((error as? SampleBoxFailure)?.errorCode, .emptyMessage)
            XCTAssertEqual((error as? SampleBoxFailure)?.kind, .invalid)
        }
    }

    // new-component: begin local
    func testNeitherAction_isReachableByURL() async throws {
        let shop = try await ContractShop.make(self)
        shop.mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ContractRegistry.remoteTargets))
        for action in ["ping", "note"] {
            let response = await shop.mediator.open("shop://samplebox/\(action)?message=hi")
            XCTAssertNotEqual(response.status, 200, action)
        }
    }
    // new-component: end local
    // new-component: begin remote
    func testPing_isReachableByURL_noteIsNot() async throws {
        let shop = try await ContractShop.make(self)
        shop.mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ContractRegistry.remoteTargets))
        let response = await shop.mediator.open("shop://samplebox/ping?message=hi")
        XCTAssertEqual(response.status, 200, "\(response.error.map(String.init(describing:)) ?? "")")
        XCTAssertEqual(try response.value.decode(SampleBoxPing.self), SampleBoxPing(message: "hi", notes: 0))
        let write = await shop.mediator.open("shop://samplebox/note?message=hi")
        XCTAssertNotEqual(write.status, 200, "a URL never writes")
        XCTAssertEqual(try shop.mediator.sampleBox.ping(message: "after").notes, 0)
    }
    // new-component: end remote
}
