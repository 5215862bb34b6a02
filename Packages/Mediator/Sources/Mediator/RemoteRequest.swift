/// A parsed remote URL `scheme://target/action?query`: what the remote entry will dispatch.
///
/// Parsing is total: any string gives a request or `MediatorError.invalidURL` saying why. The URL
/// names a target and an action by identifier only; it can never name a module or a type, and it
/// cannot pick a state variant (`@` is refused).
public struct RemoteRequest: Sendable, Equatable {
    /// The longest URL accepted, in bytes.
    public static let maxLength = 8192
    /// The most query parameters accepted.
    public static let maxParameters = 64
    /// The query key whose value is a JSON object merged into the params, for complex data.
    public static let jsonKey = "json"

    /// The scheme, lowercased.
    public let scheme: String
    /// The target as written in the URL (the mediator maps it case-insensitively).
    public let target: String
    /// The action.
    public let action: String
    /// The query as params: strings, arrays of strings for repeated keys, JSON values from `json`.
    public let params: Params

    /// Parses `text`, accepting only the given (lowercase) schemes.
    ///
    /// - Throws: `MediatorError.invalidURL` with the reason.
    public static func parse(_ text: String, schemes: Set<String>) throws -> RemoteRequest {
        func fail(_ reason: String) -> MediatorError {
            let shown = text.utf8.count > 80 ? String(decoding: text.utf8.prefix(80), as: UTF8.self) + "…" : text
            return .invalidURL(url: shown, reason: reason)
        }
        // Works on bytes: once every byte is checked to be printable ASCII, no grapheme logic is needed.
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw fail("the URL is empty") }
        guard bytes.count <= maxLength else { throw fail("longer than \(maxLength) bytes") }
        if let bad = bytes.firstIndex(where: { $0 < 0x21 || $0 > 0x7E }) {
            throw fail("character at byte \(bad + 1) must be percent-encoded")
        }
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        guard let separator = firstIndex(of: Array("://".utf8), in: bytes) else {
            throw fail("missing '://' after the scheme")
        }
        let scheme = String(decoding: bytes[0..<separator].map(asciiLowercased), as: UTF8.self)
        guard isScheme(scheme) else { throw fail("'\(scheme)' is not a valid scheme") }
        guard schemes.contains(scheme) else {
            let accepted = schemes.sorted().map { "\($0)://" }.joined(separator: ", ")
            throw fail("scheme '\(scheme)' is not accepted (accepted: \(accepted.isEmpty ? "none" : accepted))")
        }
        var rest = (separator + 3)..<bytes.count
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
        if bytes[host].contains(UInt8(ascii: "@")) || bytes[host].contains(UInt8(ascii: ":")) {
            throw fail("user info and ports are not allowed")
        }
        let target = string(host)
        guard isIdentifierBytes(bytes[host]) else { throw fail("target '\(target)' is not an identifier") }
        if bytes[path].last == UInt8(ascii: "/") { path = path.lowerBound..<(path.upperBound - 1) }
        let segments = bytes[path].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if segments.contains(where: {
            $0.elementsEqual([UInt8(ascii: ".")]) || $0.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")])
        }) {
            throw fail("path segments '.' and '..' are not allowed")
        }
        guard let first = segments.first, !first.isEmpty else {
            throw fail("no action: expected scheme://target/action")
        }
        guard segments.count == 1 else { throw fail("expected exactly one path segment (the action)") }
        if first.contains(UInt8(ascii: "@")) { throw fail("remote callers cannot choose a state variant") }
        let action = string(first.indices)
        guard isIdentifierBytes(first) else { throw fail("action '\(action)' is not an identifier") }
        let params = try parseQuery(bytes[query], fail: fail)
        return RemoteRequest(scheme: scheme, target: target, action: action, params: params)
    }

    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// Whether two names are equal after `lowercased()`, without allocating for ASCII names.
    static func equalIgnoringCase(_ lhs: String, _ rhs: String) -> Bool {
        var left = lhs
        var right = rhs
        let ascii = left.withUTF8 { a in
            right.withUTF8 { b -> Bool? in
                guard a.allSatisfy({ $0 < 0x80 }), b.allSatisfy({ $0 < 0x80 }) else { return nil }
                return a.count == b.count && zip(a, b).allSatisfy { asciiLowercased($0) == asciiLowercased($1) }
            }
        }
        return ascii ?? (lhs.lowercased() == rhs.lowercased())
    }

    /// `isIdentifier` over raw bytes (at most 64 of them).
    static func isIdentifierBytes(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, isLetter(first) || first == UInt8(ascii: "_"), bytes.count <= 64 else {
            return false
        }
        return bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// The first position of `needle` in `haystack`.
    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }

    private static func parseQuery(_ query: ArraySlice<UInt8>, fail: (String) -> MediatorError) throws -> Params {
        var jsonFields: [String: MediatorValue]?
        let pieces = query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true)
        guard pieces.count <= maxParameters else { throw fail("more than \(maxParameters) query parameters") }
        var values: [String: MediatorValue] = Dictionary(minimumCapacity: pieces.count)
        for piece in pieces {
            let equals = piece.firstIndex(of: UInt8(ascii: "="))
            let rawKey = equals.map { piece[..<$0] } ?? piece
            let rawValue = equals.map { piece[($0 + 1)...] } ?? []
            guard let key = percentDecode(rawKey) else { throw fail("bad percent-encoding in a query key") }
            guard !key.isEmpty else { throw fail("a query parameter has an empty name") }
            guard isParameterName(key) else {
                throw fail("query key '\(key)' has characters other than letters, digits, '_', '-', '.'")
            }
            guard let value = percentDecode(rawValue) else {
                throw fail("bad percent-encoding in query parameter '\(key)'")
            }
            if key == jsonKey {
                guard jsonFields == nil else { throw fail("only one '\(jsonKey)' parameter is allowed") }
                guard case .object(let fields) = try? MediatorValue(jsonText: value) else {
                    throw fail("parameter '\(jsonKey)' must hold a JSON object")
                }
                jsonFields = fields
                continue
            }
            switch values[key] {
            case nil: values[key] = .string(value)
            case .array(let items)?: values[key] = .array(items + [.string(value)])
            case let first?: values[key] = .array([first, .string(value)])
            }
        }
        // In key order, so a URL with several clashes always names the same one (found by Tools/fuzz).
        for (key, value) in (jsonFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard values[key] == nil else { throw fail("'\(key)' is given both in the query and in '\(jsonKey)'") }
            values[key] = value
        }
        return Params(values)
    }

    /// Decodes `%XX` escapes and `+` (as space); `nil` on a malformed escape or invalid UTF-8.
    static func percentDecode(_ text: ArraySlice<UInt8>) -> String? {
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

    static func isScheme(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy {
            isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    /// Whether `text` is an ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`, by default at most 64 bytes),
    /// optionally allowing one extra character such as `@`.
    static func isIdentifier<S: StringProtocol>(_ text: S, allowing extra: Character? = nil, maxLength: Int = 64)
        -> Bool
    {
        let extraByte = extra?.asciiValue
        guard let first = text.utf8.first, isLetter(first) || first == UInt8(ascii: "_"), text.utf8.count <= maxLength
        else {
            return false
        }
        return text.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == extraByte }
    }

    private static func isParameterName(_ text: String) -> Bool {
        text.utf8.count <= 64
            && text.utf8.allSatisfy {
                isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
                    || $0 == UInt8(ascii: ".")
            }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
