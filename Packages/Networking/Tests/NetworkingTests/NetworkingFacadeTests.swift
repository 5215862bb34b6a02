import Foundation
import Testing

@testable import Networking

/// Plain requests against the loopback fixture server: JSON, statuses, headers, query items, URLs.
@Suite(.fixtureServer) final class NetworkingFacadeTests {
    let server: FixtureServer
    let facade = NetworkingFacade(configuration: fastConfiguration)

    init() throws { server = try #require(FixtureServer.current) }

    @Test func getJSON_with200_decodesTheDocument() async throws {
        let document = try await facade.getJSON(server.url("/json"), as: FixtureDocument.self)
        #expect(document.name == "widget")
        #expect(document.priceCents == 1299)
        #expect(document.tags == ["a", "b"])
        #expect(document.items == [.init(sku: "A1", qty: 2), .init(sku: "B2", qty: 1)])
    }

    @Test func getJSON_with404_throwsHTTPStatusWithBodyExcerpt() async throws {
        let error = await networkingError { _ = try await facade.getJSON(server.url("/404"), as: FixtureDocument.self) }
        guard case .httpStatus(let code, let excerpt) = error else {
            Issue.record("expected httpStatus, got \(String(describing: error))")
            return
        }
        #expect(code == 404)
        #expect(excerpt.hasPrefix("not found: the fixture has nothing at /404"))
        #expect(excerpt.count == 201, "200 characters and an ellipsis, since the body is longer")
        #expect(excerpt.hasSuffix("…"))
        #expect(error?.code == "httpStatus")
        #expect(String(describing: error).contains("HTTP 404"))
    }

    @Test func dataFrom_withNon2xxStatus_throwsHTTPStatus() async throws {
        let error = await networkingError { _ = try await facade.data(from: server.url("/status?code=409")) }
        #expect(error == .httpStatus(code: 409, bodyExcerpt: "status 409"))
    }

    @Test func send_with404_returnsTheResponseInsteadOfThrowing() async throws {
        let response = try await facade.send(HTTPRequest(url: server.url("/status?code=404")))
        #expect(response.status == 404)
        #expect(!response.isSuccess)
        #expect(String(decoding: response.body, as: UTF8.self) == "status 404")
        #expect(response.header("content-type") == "text/plain")
        #expect(response.duration > .zero)
    }

    @Test func dataFrom_with200_returnsTheExactBody() async throws {
        let data = try await facade.data(from: server.url("/big?bytes=3000"))
        #expect(data == Data(repeating: UInt8(ascii: "b"), count: 3000))
    }

    @Test func send_sendsQueryItemsHeadersAndUserAgent() async throws {
        let request = HTTPRequest(
            url: server.url("/echo?fixed=1"),
            headers: ["X-Trace": "abc 123"],
            queryItems: [URLQueryItem(name: "q", value: "red shoes"), URLQueryItem(name: "page", value: "2")])
        let response = try await facade.send(request)
        let echoed = try facade.decode(EchoedRequest.self, from: response.body)
        #expect(echoed.method == "GET")
        #expect(echoed.path == "/echo")
        #expect(echoed.query == ["fixed": "1", "q": "red shoes", "page": "2"])
        #expect(echoed.headers["x-trace"] == "abc 123")
        #expect(echoed.headers["user-agent"] == "networking-tests/1")
    }

    @Test func send_withOwnUserAgent_keepsIt() async throws {
        let request = HTTPRequest(url: server.url("/echo"), headers: ["user-agent": "custom/2"])
        let echoed = try facade.decode(EchoedRequest.self, from: try await facade.send(request).body)
        #expect(echoed.headers["user-agent"] == "custom/2")
    }

    @Test func send_postWithJSONBody_sendsBodyAndContentType() async throws {
        struct Order: Encodable { let sku: String; let qty: Int }
        var request = HTTPRequest(method: .post, url: server.url("/echo"))
        try request.setJSONBody(Order(sku: "A1", qty: 3))
        let echoed = try facade.decode(EchoedRequest.self, from: try await facade.send(request).body)
        #expect(echoed.method == "POST")
        #expect(echoed.headers["content-type"] == "application/json")
        let sent = try JSONSerialization.jsonObject(with: Data(echoed.body.utf8)) as? [String: Any]
        #expect(sent?["sku"] as? String == "A1")
        #expect(sent?["qty"] as? Int == 3)
    }

    @Test func send_withRawBodyAndOtherMethods_sendsThem() async throws {
        for method in [HTTPMethod.put, .patch, .delete] {
            let request = HTTPRequest(
                method: method, url: server.url("/echo"), headers: ["Content-Type": "text/plain"],
                body: Data("payload".utf8))
            let echoed = try facade.decode(EchoedRequest.self, from: try await facade.send(request).body)
            #expect(echoed.method == method.rawValue)
            #expect(echoed.body == "payload")
        }
    }

    @Test func send_head_returnsHeadersWithoutBody() async throws {
        let response = try await facade.send(HTTPRequest(method: .head, url: server.url("/json")))
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        #expect(response.header("Content-Length") == "119")
    }

    @Test func setJSONBody_withUnencodableValue_throwsInvalidRequest() throws {
        var request = HTTPRequest(method: .post, url: server.url("/echo"))
        #expect(throws: NetworkingError.self) { try request.setJSONBody(["price": Double.nan]) }
        #expect(request.body == nil)
    }

    @Test func getJSON_withMalformedJSON_throwsDecodingAtTheTopLevel() async throws {
        let error = await networkingError {
            _ = try await facade.getJSON(server.url("/invalid-json"), as: FixtureDocument.self)
        }
        guard case .decoding(let path, let message) = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return
        }
        #expect(path == "")
        #expect(!message.isEmpty)
        #expect(String(describing: error).contains("the top level"))
    }

    @Test func getJSON_withWrongTypeInArray_throwsDecodingWithCodingPath() async throws {
        struct Mismatch: Decodable {
            struct Item: Decodable { let sku: String; let qty: String }
            let items: [Item]
        }
        let error = await networkingError { _ = try await facade.getJSON(server.url("/json"), as: Mismatch.self) }
        guard case .decoding(let path, let message) = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return
        }
        #expect(path == "items[0].qty")
        #expect(message.contains("String"))
    }

    @Test func getJSON_withMissingKey_namesTheKeyInThePath() async throws {
        struct Missing: Decodable {
            struct Item: Decodable { let sku: String; let color: String }
            let items: [Item]
        }
        let error = await networkingError { _ = try await facade.getJSON(server.url("/json"), as: Missing.self) }
        #expect(error == .decoding(codingPath: "items[0].color", message: "missing key 'color'"))
    }

    @Test func send_withUnsupportedSchemeOrNoHost_throwsInvalidURL() async throws {
        for text in ["ftp://example.com/file", "http:///nohost", "relative/path"] {
            let url = try #require(URL(string: text))
            let error = await networkingError { _ = try await facade.data(from: url) }
            guard case .invalidURL(let shown, _) = error else {
                Issue.record("\(text): expected invalidURL, got \(String(describing: error))")
                continue
            }
            #expect(shown == url.absoluteString)
        }
    }

    @Test func sequentialRequests_reuseOneConnection() async throws {
        struct Peer: Decodable { let port: Int }
        var ports: Set<Int> = []
        for _ in 0..<5 {
            ports.insert(try await facade.getJSON(server.url("/peer"), as: Peer.self).port)
        }
        #expect(ports.count == 1, "client ports \(ports.sorted())")
    }

    @Test func send_toClosedPort_throwsTransportAfterRetries() async throws {
        let closed = try await FixtureServer.start()
        let url = closed.url("/json")
        closed.stop()
        let start = ContinuousClock.now
        let error = await networkingError { _ = try await facade.data(from: url) }
        guard case .transport(let message) = error else {
            Issue.record("expected transport, got \(String(describing: error))")
            return
        }
        #expect(!message.isEmpty)
        #expect(seconds(since: start) < 3)
    }

    @Test func plainHTTP_neverAsksForOpenSSL() async throws {
        let asked = LockedValue(0)
        let transport = HTTPTransport(openssl: {
            asked.withLock { $0 += 1 }
            return Result { () throws(NetworkingError) in
                try OpenSSLLibrary.load(ssl: "libssl-networking-tests-missing.so.3", crypto: "libc.so.6")
            }
        })
        let answer = try await transport.perform(
            method: "GET", url: server.url("/json"), headers: [:], body: nil, limit: 1_000_000, timeout: 10)
        #expect(answer.status == 200)
        #expect(asked.withLock { $0 } == 0, "an http:// request looked for OpenSSL")
    }
}
