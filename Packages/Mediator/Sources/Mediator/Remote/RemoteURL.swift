/// A remote URL checked byte by byte: where its scheme, target and action are, and its query as params.
///
/// Checks run in one fixed order over the URL's UTF-8 bytes, so a URL always fails with the same
/// reason; no string is built for a part until it is needed (the error message, the action name).
struct RemoteURL {
    /// The scheme, lowercased.
    let scheme: String
    let host: Range<Int>
    let action: Range<Int>
    let params: Params

    /// Runs `body` over `text`'s UTF-8 bytes, copying them only when the string is not contiguous.
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Parses the URL `text`, whose UTF-8 bytes are `bytes`, accepting only `schemes`.
    ///
    /// - Throws: `.invalidURL` with the reason.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, text: String, schemes: Set<String>) throws(MediatorError)
        -> RemoteURL
    {
        func fail(_ reason: String) -> MediatorError {
            let shown = text.utf8.count > 80 ? String(decoding: text.utf8.prefix(80), as: UTF8.self) + "…" : text
            return .invalidURL(url: shown, reason: reason)
        }
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        let count = bytes.count
        guard count > 0 else { throw fail("the URL is empty") }
        guard count <= RemoteRequest.maxLength else { throw fail("longer than \(RemoteRequest.maxLength) bytes") }
        // Once every byte is printable ASCII, no grapheme logic is needed.
        for index in 0..<count where bytes[index] < 0x21 || bytes[index] > 0x7E {
            throw fail("character at byte \(index + 1) must be percent-encoded")
        }
        guard let separator = separator(bytes) else { throw fail("missing '://' after the scheme") }
        let scheme = 0..<separator
        let schemeName = lowercased(bytes[scheme])
        guard isScheme(bytes[scheme]) else { throw fail("'\(schemeName)' is not a valid scheme") }
        guard schemes.contains(schemeName) else {
            let accepted = schemes.sorted().map { "\($0)://" }.joined(separator: ", ")
            throw fail(
                "scheme '\(schemeName)' is not accepted (accepted: \(accepted.isEmpty ? "none" : accepted))"
            )
        }
        var rest = (separator + 3)..<count
        if let hash = bytes[rest].firstIndex(of: UInt8(ascii: "#")) { rest = rest.lowerBound..<hash }
        var query = rest.upperBound..<rest.upperBound
        if let mark = bytes[rest].firstIndex(of: UInt8(ascii: "?")) {
            query = (mark + 1)..<rest.upperBound
            rest = rest.lowerBound..<mark
        }
        let slash = bytes[rest].firstIndex(of: UInt8(ascii: "/")) ?? rest.upperBound
        let host = rest.lowerBound..<slash
        var path = slash < rest.upperBound ? (slash + 1)..<rest.upperBound : rest.upperBound..<rest.upperBound
        guard !host.isEmpty else { throw fail("no target: expected scheme://target/action") }
        if bytes[host].contains(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":") }) {
            throw fail("user info and ports are not allowed")
        }
        guard isIdentifier(bytes[host]) else { throw fail("target '\(string(host))' is not an identifier") }
        if path.last.map({ bytes[$0] }) == UInt8(ascii: "/") { path = path.lowerBound..<(path.upperBound - 1) }
        // The path's segments, split at every "/" (empty ones kept): only one, the action, may be there.
        var segments = 0
        var first = path
        var dotSegment = false
        var start = path.lowerBound
        for index in path.lowerBound...path.upperBound
        where index == path.upperBound || bytes[index] == UInt8(ascii: "/") {
            let segment = start..<index
            if segments == 0 { first = segment }
            segments += 1
            if isDotSegment(bytes[segment]) { dotSegment = true }
            start = index + 1
        }
        if dotSegment { throw fail("path segments '.' and '..' are not allowed") }
        guard !first.isEmpty else { throw fail("no action: expected scheme://target/action") }
        guard segments == 1 else { throw fail("expected exactly one path segment (the action)") }
        if bytes[first].contains(UInt8(ascii: "@")) { throw fail("remote callers cannot choose a state variant") }
        guard isIdentifier(bytes[first]) else { throw fail("action '\(string(first))' is not an identifier") }
        let params = try parseQuery(bytes, query, fail: fail)
        return RemoteURL(scheme: schemeName, host: host, action: first, params: params)
    }

    /// The bytes of `range` as a string, ASCII letters lowercased (the URL is ASCII by then).
    static func lowercased(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: bytes.lazy.map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, at most 64 bytes.
    static func isIdentifier(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = bytes.first, !isDigit(first), bytes.count <= 64 else { return false }
        for byte in bytes where !(isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")) { return false }
        return true
    }

    /// Where the first "://" starts.
    private static func separator(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= 3 else { return nil }
        for index in 0...(bytes.count - 3)
        where bytes[index] == UInt8(ascii: ":") && bytes[index + 1] == UInt8(ascii: "/")
            && bytes[index + 2] == UInt8(ascii: "/")
        {
            return index
        }
        return nil
    }

    private static func isScheme(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy {
            isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    private static func isDotSegment(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        (bytes.count == 1 || bytes.count == 2) && bytes.allSatisfy { $0 == UInt8(ascii: ".") }
    }

    /// The query as params: each value a string, repeated keys an array, `json`'s fields merged in.
    private static func parseQuery(
        _ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>, fail: (String) -> MediatorError
    ) throws(MediatorError) -> Params {
        // The pieces between "&"s, empty ones skipped; counted before any is read.
        var pieces = 0
        var start = query.lowerBound
        for index in query.lowerBound...query.upperBound
        where index == query.upperBound || bytes[index] == UInt8(ascii: "&") {
            if index > start { pieces += 1 }
            start = index + 1
        }
        guard pieces <= RemoteRequest.maxParameters else {
            throw fail("more than \(RemoteRequest.maxParameters) query parameters")
        }
        // Params, not a dictionary: a URL has few keys, found by comparing names (no hashing).
        var values = Params()
        var jsonFields: [String: MediatorValue]?
        start = query.lowerBound
        for index in query.lowerBound...query.upperBound
        where index == query.upperBound || bytes[index] == UInt8(ascii: "&") {
            let piece = start..<index
            start = index + 1
            if piece.isEmpty { continue }
            let equals = bytes[piece].firstIndex(of: UInt8(ascii: "="))
            let rawKey = piece.lowerBound..<(equals ?? piece.upperBound)
            let rawValue = equals.map { ($0 + 1)..<piece.upperBound } ?? piece.upperBound..<piece.upperBound
            guard let key = percentDecode(bytes[rawKey]) else { throw fail("bad percent-encoding in a query key") }
            guard !key.isEmpty else { throw fail("a query parameter has an empty name") }
            guard isParameterName(key) else {
                throw fail("query key '\(key)' has characters other than letters, digits, '_', '-', '.'")
            }
            guard let value = percentDecode(bytes[rawValue]) else {
                throw fail("bad percent-encoding in query parameter '\(key)'")
            }
            if key == RemoteRequest.jsonKey {
                guard jsonFields == nil else { throw fail("only one '\(RemoteRequest.jsonKey)' parameter is allowed") }
                guard case .object(let fields) = try? MediatorValue(jsonText: value) else {
                    throw fail("parameter '\(RemoteRequest.jsonKey)' must hold a JSON object")
                }
                jsonFields = fields
                continue
            }
            // A repeated key becomes an array, in order.
            switch values[key] {
            case nil: values[key] = .string(value)
            case .array(let items)?: values[key] = .array(items + [.string(value)])
            case let first?: values[key] = .array([first, .string(value)])
            }
        }
        // In key order, so a URL with several clashes always names the same one (found by Tools/fuzz).
        for (key, value) in jsonFields?.sorted(by: { $0.key < $1.key }) ?? [] {
            guard values[key] == nil else {
                throw fail("'\(key)' is given both in the query and in '\(RemoteRequest.jsonKey)'")
            }
            values[key] = value
        }
        return values
    }

    /// Decodes `%XX` escapes and `+` (as space); `nil` on a malformed escape, `%00` or invalid UTF-8.
    static func percentDecode(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        // Most keys and values need no decoding: no copy then.
        if !text.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) {
            return String(decoding: text, as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var iterator = text.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                let decoded = high << 4 | low
                guard decoded != 0 else { return nil }
                bytes.append(decoded)
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func isParameterName(_ text: String) -> Bool {
        text.utf8.count <= 64
            && text.utf8.allSatisfy {
                isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
                    || $0 == UInt8(ascii: ".")
            }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
