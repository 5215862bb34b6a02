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

        let error = await caughtAsync(NetworkingFailure.self) { try await shop.mediator.networking.fetchJSON(url: url) }

        XCTAssertEqual(error?.errorCode, .fileNotFound)
        XCTAssertEqual(error?.kind, .notFound)
        XCTAssertTrue(error?.message.contains("absent.json") == true, error?.message ?? "")
    }

    func testProbe_missingFile_failsWithFileNotFound() async throws {
        let shop = try await ContractShop.make(self, launching: [:])
        let url = shop.directory.appendingPathComponent("absent.txt")

        let error = await caughtAsync(NetworkingFailure.self) { try await shop.mediator.networking.probe(url: url) }

        XCTAssertEqual(error?.errorCode, .fileNotFound)
    }

    func testFetchJSON_textThatIsNotJSON_failsWithDecoding() async throws {
        let shop = try await ContractShop.make(self, launching: [:])
        let url = try shop.write("price: 12", to: "not.json")

        let error = await caughtAsync(NetworkingFailure.self) { try await shop.mediator.networking.fetchJSON(url: url) }

        XCTAssertEqual(error?.errorCode, .decoding)
        XCTAssertEqual(error?.kind, .unavailable)
        XCTAssertFalse(error?.message.isEmpty ?? true)
    }
}
