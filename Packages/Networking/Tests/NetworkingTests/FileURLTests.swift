import Foundation
import Testing

@testable import Networking

/// `file://` URLs go through the same API and rules as HTTP.
@Suite final class FileURLTests {
    let directory: URL
    let facade: NetworkingFacade

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "networking-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = fastConfiguration
        configuration.responseSizeLimit = 100
        facade = NetworkingFacade(configuration: configuration)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func write(_ text: String, to name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func dataFrom_existingFile_returnsItsBytes() async throws {
        let url = try write("hello file", to: "a.txt")
        #expect(try await facade.data(from: url) == Data("hello file".utf8))
    }

    @Test func getJSON_fromFile_decodes() async throws {
        let url = try write(#"{"name": "widget", "priceCents": 5, "tags": [], "items": []}"#, to: "doc.json")
        let document = try await facade.getJSON(url, as: FixtureDocument.self)
        #expect(document == FixtureDocument(name: "widget", priceCents: 5, tags: [], items: []))
    }

    @Test func send_fileRequest_answers200WithLength() async throws {
        let url = try write("12345", to: "b.txt")
        let response = try await facade.send(HTTPRequest(url: url))
        #expect(response.status == 200)
        #expect(response.header("content-length") == "5")
    }

    @Test func dataFrom_missingFile_throwsFileNotFoundWithThePath() async throws {
        let url = directory.appendingPathComponent("missing.json")
        let error = await networkingError { _ = try await facade.data(from: url) }
        #expect(error == .fileNotFound(path: url.path))
        #expect(String(describing: error).contains("missing.json"))
    }

    @Test func dataFrom_directory_throwsFileNotFound() async throws {
        let error = await networkingError { _ = try await facade.data(from: directory) }
        #expect(error?.code == "fileNotFound")
    }

    @Test func dataFrom_fifo_failsAtOnceAsNotARegularFile() async throws {
        let fifo = directory.appendingPathComponent("fifo")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        // Were the read to block in open or read, a writer that comes and goes ends it (with no
        // bytes), so the test fails instead of hanging.
        let path = fifo.path
        Thread {
            Thread.sleep(forTimeInterval: 10)
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }.start()
        let start = ContinuousClock.now
        let error = await networkingError { _ = try await facade.data(from: fifo) }
        #expect(error == .notRegularFile(path: fifo.path))
        #expect(error?.kind == .notFound)
        #expect(String(describing: error).contains("\(fifo.path) is not a regular file"))
        #expect(seconds(since: start) < promptly, "took \(seconds(since: start)) s")
    }

    @Test func dataFrom_fileOverLimit_throwsTooLargeWithoutReadingIt() async throws {
        let url = try write(String(repeating: "z", count: 101), to: "big.txt")
        let error = await networkingError { _ = try await facade.data(from: url) }
        #expect(error == .tooLarge(limit: 100, actual: 101))
    }

    @Test func send_postToFile_throwsInvalidRequestAndLeavesTheFile() async throws {
        let url = try write("keep me", to: "c.txt")
        let error = await networkingError {
            _ = try await facade.send(HTTPRequest(method: .post, url: url, body: Data("new".utf8)))
        }
        #expect(error?.code == "invalidRequest")
        #expect(try Data(contentsOf: url) == Data("keep me".utf8))
    }
}
