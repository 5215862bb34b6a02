import Foundation

/// Reads one HTTP/1.1 response from a `SocketConnection`, never holding more than the size limit.
///
/// The body is pulled a buffer at a time and the count is checked before each buffer is kept, so
/// an endless or oversized body stops as soon as it passes the limit: a declared `Content-Length`
/// or chunk size over the limit fails before any of that body is read.
struct HTTPWireResponse {
    /// Headers longer than this, in all, are refused: a server cannot make the head endless either.
    static let maximumHeadBytes = 64 * 1024

    let status: Int
    /// Header fields; repeated names are joined with `, `.
    let headers: [String: String]
    let body: Data
    /// Whether the connection may carry another request (HTTP/1.1, framed body, no `close`).
    let keepAlive: Bool

    /// Reads the response to a request with `method` from `connection`.
    ///
    /// `deadline` bounds reading and parsing alike: every line and every read checks it.
    /// - Throws: `NetworkingError.tooLarge`, `.transport`, or a `SocketConnection.Interruption`.
    static func read(
        from connection: SocketConnection, method: String, limit: Int, deadline: ContinuousClock.Instant, cancel: Int32
    ) throws -> HTTPWireResponse {
        var headBytes = 0
        func line() throws -> String {
            let text = try connection.line(maximum: maximumHeadBytes, deadline: deadline, cancel: cancel)
            headBytes += text.utf8.count + 2
            guard headBytes <= maximumHeadBytes else {
                throw NetworkingError.transport(
                    message: "the server sent more than \(maximumHeadBytes) bytes of headers")
            }
            return text
        }
        var status = 0
        var version = ""
        var fields = HeaderFields()
        repeat {
            // Informational answers (100 Continue) precede the real one.
            let statusLine = try line()
            let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let code = Int(parts[1]),
                (100...599).contains(code)
            else {
                throw NetworkingError.transport(
                    message: "the server's answer is not HTTP/1.x: \(statusLine.prefix(80).debugDescription)")
            }
            status = code
            version = String(parts[0])
            fields = HeaderFields()
            while true {
                let field = try line()
                if field.isEmpty { break }
                guard let colon = field.firstIndex(of: ":") else {
                    throw NetworkingError.transport(
                        message: "malformed header line \(field.prefix(80).debugDescription)")
                }
                let name = String(field[..<colon]).trimmingCharacters(in: .whitespaces)
                let value = String(field[field.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                fields.append(name: name, value: value)
            }
        } while (100..<200).contains(status) && status != 101
        func header(_ name: String) -> String? { fields.value(name) }
        let closes = header("Connection")?.lowercased().contains("close") ?? false
        var keepAlive = version == "HTTP/1.1" && !closes
        var body = Data()
        if method == "HEAD" || status == 204 || status == 304 {
            // No body, whatever the headers say.
        } else if header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            body = try chunked(connection, limit: limit, deadline: deadline, cancel: cancel, line: line)
        } else if let declared = header("Content-Length") {
            guard !declared.isEmpty, declared.utf8.allSatisfy({ (48...57).contains($0) }), let length = Int(declared)
            else {
                // Digits only: a sign, spaces or a list of lengths would let body and framing disagree.
                throw NetworkingError.transport(message: "malformed Content-Length \(declared.debugDescription)")
            }
            guard length <= limit else { throw NetworkingError.tooLarge(limit: limit, actual: length) }
            body.reserveCapacity(length)
            while body.count < length {
                let piece = try connection.next(maximum: length - body.count, deadline: deadline, cancel: cancel)
                guard !piece.isEmpty else {
                    throw NetworkingError.transport(
                        message: "the server closed the connection after \(body.count) of \(length) bytes")
                }
                body.append(contentsOf: piece)
            }
        } else {
            // Delimited by the end of the connection: count every byte as it comes.
            keepAlive = false
            while true {
                let piece = try connection.next(maximum: 64 * 1024, deadline: deadline, cancel: cancel)
                if piece.isEmpty { break }
                guard body.count + piece.count <= limit else {
                    throw NetworkingError.tooLarge(limit: limit, actual: body.count + piece.count)
                }
                body.append(contentsOf: piece)
            }
        }
        return HTTPWireResponse(status: status, headers: fields.dictionary, body: body, keepAlive: keepAlive)
    }

    private static func chunked(
        _ connection: SocketConnection, limit: Int, deadline: ContinuousClock.Instant, cancel: Int32,
        line: () throws -> String
    ) throws -> Data {
        var body = Data()
        while true {
            let sizeLine = try connection.line(maximum: 1024, deadline: deadline, cancel: cancel)
            let digits =
                sizeLine.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16), size >= 0 else {
                throw NetworkingError.transport(message: "malformed chunk size \(sizeLine.prefix(40).debugDescription)")
            }
            if size == 0 {
                while try !line().isEmpty {}
                return body
            }
            guard body.count + size <= limit else {
                throw NetworkingError.tooLarge(limit: limit, actual: body.count + size)
            }
            var left = size
            while left > 0 {
                let piece = try connection.next(maximum: left, deadline: deadline, cancel: cancel)
                guard !piece.isEmpty else {
                    throw NetworkingError.transport(message: "the server closed the connection inside a chunk")
                }
                body.append(contentsOf: piece)
                left -= piece.count
            }
            guard try connection.line(maximum: 2, deadline: deadline, cancel: cancel).isEmpty else {
                throw NetworkingError.transport(message: "a chunk did not end where its size said")
            }
        }
    }
}
