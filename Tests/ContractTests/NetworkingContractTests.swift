import Foundation
import Mediator
import NetworkingMediator
import XCTest

/// Every `mediator.networking` call against the real `Target_Networking`, over `file://` URLs.
final class NetworkingContractTests: XCTestCase {
    func testProbe_readableFile_reportsStatus200AndItsSize() async throws {
        let shop = try await ContractShop.make(self, launching: [:])
        let url = try shop.write("twelve bytes", to: "probe.txt")

        let result = try await shop.mediator.networking.probe(url: url)

        XCTAssertEqual(result.status, 200)
        XCTAssertEqual(result.sizeBytes, 12)
        XCTAssertTrue(result.isSuccess)
        XCTAssertGreaterThanOrEqual(result.latencyMs, 0)
        XCTAssertLessThan(result.latencyMs, 60_000)
    }

    func testFetchJSON_document_returnsEveryValueWithItsKind() async throws {
        let shop = try await ContractShop.make(self, launching: [:])
        let url = try shop.write(
            #"{"name": "mug", "price": 1200, "rating": 4.5, "tags": ["a", "b"], "inStock": true, "note": null}"#,
            to: "doc.json")

        let value = try await shop.mediator.networking.fetchJSON(url: url)

        XCTAssertEqual(
            value,
            .object([
                "name": "mug", "price": 1200, "rating": 4.5, "tags": ["a", "b"], "inStock": true, "note": .null,
            ]))
    }

    func testFetchJSON_missingFile_failsWithFileNotFound() async throws {
        let shop = try await ContractShop.make(self, launching: [:])
        let url = shop.directory.appendingPathComponent("absent.json")

        let error = await caughtAsync(NetworkingCallError.self) { try await shop.mediator.networking.fetchJSON(url: url) }

        guard case .fileNotFound(let message)? = error else { return XCTFail("got \(String(describing: error))") }
        XCTAssertTrue(message.contains("absent.json"), message)
        XCTAssertEqual(error?.code, "fileNotFound")
    }

    func testProbe_missingFile_failsWithFileNotFound() async throws {
        let shop = try await ContractShop.make(self, launching: [:])
        let url = shop.directory.appendingPathComponent("absent.txt")

        let error = await caughtAsync(NetworkingCallError.self) { try await shop.mediator.networking.probe(url: url) }

        guard case .fileNotFound? = error else { return XCTFail("got \(String(describing: error))") }
    }

    func testFetchJSON_textThatIsNotJSON_failsWithDecoding() async throws {
        let shop = try await ContractShop.make(self, launching: [:])
        let url = try shop.write("price: 12", to: "not.json")

        let error = await caughtAsync(NetworkingCallError.self) { try await shop.mediator.networking.fetchJSON(url: url) }

        guard case .decoding(let message)? = error else { return XCTFail("got \(String(describing: error))") }
        XCTAssertFalse(message.isEmpty)
    }
}
