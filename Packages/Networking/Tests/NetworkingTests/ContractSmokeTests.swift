import Foundation
import Testing

@testable import Networking

/// The two calls other components code against work for http:// and file://.
@Suite final class ContractSmokeTests {
    let server: FixtureServer
    init() throws { server = try FixtureServer() }

    struct Doc: Decodable, Equatable {
        let name: String
        let priceCents: Int
    }

    @Test func getJSON_overHTTP_decodes() async throws {
        let facade = NetworkingFacade()
        let doc = try await facade.getJSON(server.url("/json"), as: Doc.self)
        #expect(doc == Doc(name: "widget", priceCents: 1299))
    }

    @Test func dataFrom_fileURL_readsTheFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("net-smoke-\(UUID().uuidString).txt")
        try Data("hello".utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let data = try await NetworkingFacade().data(from: path)
        #expect(String(decoding: data, as: UTF8.self) == "hello")
    }
}
