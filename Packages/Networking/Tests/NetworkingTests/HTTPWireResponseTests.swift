import Foundation
import Testing

@testable import Networking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a response off a socket whose bytes are all there at once: the deadline still bounds parsing.
@Suite struct HTTPWireResponseTests {
    /// A connection whose peer has already sent `bytes` (they fit a socket buffer) and closed.
    func connection(serving bytes: [UInt8]) throws -> SocketConnection {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
            let type = Int32(SOCK_STREAM.rawValue)
        #else
            let type = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, type, 0, &ends) == 0 else {
            throw FixtureServerError(message: "socketpair: \(String(cString: strerror(errno)))")
        }
        let connection = SocketConnection(descriptor: ends[0])
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        defer { close(ends[1]) }
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
            guard sent > 0 else { throw FixtureServerError(message: "write: \(String(cString: strerror(errno)))") }
            offset += sent
        }
        return connection
    }

    /// A head of `count` distinct short fields (11,000 fit under the 64 KiB cap), body "ok".
    static func floodResponse(count: Int) -> [UInt8] {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        var names: [String] = []
        var length = 1
        while names.count < count {
            let combinations = Int(pow(Double(alphabet.count), Double(length)))
            for var index in 0..<min(combinations, count - names.count) {
                var name = ""
                for _ in 0..<length {
                    name.append(alphabet[index % alphabet.count])
                    index /= alphabet.count
                }
                names.append(name)
            }
            length += 1
        }
        return Array(("HTTP/1.1 200 OK\r\n" + names.map { "\($0):\r\n" }.joined() + "Content-Length: 2\r\n\r\nok").utf8)
    }

    /// Every field of the flood arrives, each once. How the cost grows with the count is
    /// `HeaderFieldsTests`' check (a ratio of CPU times, not a wall-clock bound that load or a
    /// sanitizer would break); the quadratic merge took over 20 s for this head in a release build.
    @Test func read_elevenThousandDistinctFields_giveOneFieldEach() throws {
        let bytes = Self.floodResponse(count: 11_000)
        #expect(bytes.count < HTTPWireResponse.maximumHeadBytes + 100)
        let connection = try connection(serving: bytes)
        let response = try HTTPWireResponse.read(
            from: connection, method: "GET", limit: 1024, deadline: .now + .seconds(120), cancel: -1)
        #expect(response.status == 200)
        #expect(response.headers.count == 11_001)
        #expect(response.body == Data("ok".utf8))
    }

    @Test func read_withEverythingBufferedButThePassedDeadline_throwsDeadline() throws {
        let connection = try connection(serving: Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok".utf8))
        #expect(throws: SocketConnection.Interruption.deadline) {
            _ = try HTTPWireResponse.read(
                from: connection, method: "GET", limit: 1024, deadline: ContinuousClock.now - .seconds(1), cancel: -1)
        }
    }

    @Test func read_repeatedFieldsInAnyCase_joinValuesAndFramingReadsThem() throws {
        let connection = try connection(
            serving: Array(
                "HTTP/1.1 200 OK\r\nVia: a\r\ncontent-LENGTH: 2\r\nVIA: b\r\nConnection: close\r\n\r\nok".utf8))
        let response = try HTTPWireResponse.read(
            from: connection, method: "GET", limit: 1024, deadline: .now + .seconds(5), cancel: -1)
        #expect(response.headers["Via"] == "a, b")
        #expect(response.headers["content-LENGTH"] == "2")
        #expect(response.body == Data("ok".utf8))
        #expect(!response.keepAlive)
    }
}
