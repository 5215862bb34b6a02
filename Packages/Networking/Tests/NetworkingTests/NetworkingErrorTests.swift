import Foundation
import Mediator
import NetworkingMediator
import Testing

@testable import Networking

/// Error codes, messages, coding paths and body excerpts.
@Suite struct NetworkingErrorTests {
    static let allCases: [NetworkingError] = [
        .invalidURL(url: "x", reason: "r"), .invalidRequest(reason: "r"), .transport(message: "m"),
        .timeout(seconds: 1.5), .httpStatus(code: 500, bodyExcerpt: "b"), .decoding(codingPath: "a", message: "m"),
        .tooLarge(limit: 1, actual: 2), .cancelled, .fileNotFound(path: "/p"), .notRegularFile(path: "/p"),
        .redirectNotFollowed(code: 302, location: "http://h/"),
    ]

    @Test func codes_areDistinctAndDescriptionsNonEmpty() {
        // A path that is not a regular file is, like a directory, no readable file: the message tells them apart.
        // A redirect is, like any other status it does not accept, an httpStatus.
        let codes = Self.allCases.filter {
            $0 != .notRegularFile(path: "/p") && $0 != .redirectNotFollowed(code: 302, location: "http://h/")
        }.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(Set(Self.allCases.map(\.errorCode)) == Set(NetworkingErrorCode.allCases), "every code is reachable")
        for error in Self.allCases {
            #expect(!error.description.isEmpty)
            #expect(error.code == error.errorCode.rawValue)
            #expect(error.kind == error.errorCode.kind)
        }
    }

    @Test func kinds_badInputIsInvalid_aMissingFileNotFound_theRestUnavailable() {
        #expect(NetworkingError.invalidURL(url: "x", reason: "r").kind == .invalid)
        #expect(NetworkingError.invalidRequest(reason: "r").kind == .invalid)
        #expect(NetworkingError.fileNotFound(path: "/p").kind == .notFound)
        #expect(NetworkingError.notRegularFile(path: "/p").kind == .notFound)
        for error in [
            NetworkingError.transport(message: "m"), .timeout(seconds: 1), .httpStatus(code: 404, bodyExcerpt: ""),
            .decoding(codingPath: "", message: "m"), .tooLarge(limit: 1, actual: 2), .cancelled,
        ] {
            #expect(error.kind == .unavailable, "\(error)")
        }
    }

    @Test func description_namesTheFacts() {
        #expect(NetworkingError.timeout(seconds: 1.5).description.contains("1.5 s"))
        #expect(NetworkingError.timeout(seconds: 30).description.contains("30 s"))
        #expect(NetworkingError.tooLarge(limit: 10, actual: 20).description.contains("limit of 10 bytes"))
        #expect(NetworkingError.notRegularFile(path: "/tmp/f").description.hasPrefix("/tmp/f is not a regular file"))
        #expect(
            NetworkingError.httpStatus(code: 502, bodyExcerpt: "bad gateway").description
                == "server answered HTTP 502: bad gateway")
        #expect(
            NetworkingError.decoding(codingPath: "items[1].qty", message: "m").description.contains("'items[1].qty'"))
    }

    @Test func path_writesKeysAndIndexes() throws {
        struct Outer: Decodable { let a: Middle }
        struct Middle: Decodable { let b: [Inner] }
        struct Inner: Decodable { let c: Int }
        let json = Data(#"{"a": {"b": [{"c": 1}, {"c": 2}, {"c": "three"}]}}"#.utf8)
        let error = #expect(throws: NetworkingError.self) {
            try NetworkingFacade().decode(Outer.self, from: json)
        }
        guard case .decoding(let path, _) = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return
        }
        #expect(path == "a.b[2].c")
    }

    @Test func decode_withNullForRequiredValue_reportsValueNotFound() {
        struct Doc: Decodable { let name: String }
        let error = #expect(throws: NetworkingError.self) {
            try NetworkingFacade().decode(Doc.self, from: Data(#"{"name": null}"#.utf8))
        }
        guard case .decoding(let path, let message) = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return
        }
        #expect(path == "name")
        #expect(message.contains("null"))
    }

    @Test func bodyExcerpt_keepsShortBodiesWholeAndCutsLongOnes() {
        #expect(HTTPResponse(status: 500, body: Data("  short \n".utf8)).bodyExcerpt() == "short")
        let long = HTTPResponse(status: 500, body: Data(String(repeating: "é", count: 500).utf8))
        #expect(long.bodyExcerpt() == String(repeating: "é", count: 200) + "…")
        #expect(HTTPResponse(status: 500).bodyExcerpt() == "")
    }

    @Test func httpMethod_idempotency() {
        let idempotent = [HTTPMethod.get, .head, .put, .delete, .options].map(\.isIdempotent)
        let notIdempotent = [HTTPMethod.post, .patch, "CONNECT"].map(\.isIdempotent)
        #expect(idempotent == [true, true, true, true, true])
        #expect(notIdempotent == [false, false, false])
        #expect(HTTPMethod(rawValue: "get") == .get)
    }

    @Test func resolvedURL_appendsQueryItemsToAnExistingQuery() throws {
        let url = try #require(URL(string: "http://example.com/p?a=1"))
        let request = HTTPRequest(url: url, queryItems: [URLQueryItem(name: "b", value: "x y&z")])
        #expect(try request.resolvedURL().absoluteString == "http://example.com/p?a=1&b=x%20y%26z")
    }
}
