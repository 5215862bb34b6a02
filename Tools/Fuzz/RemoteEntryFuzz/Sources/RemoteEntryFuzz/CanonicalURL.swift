import Mediator

/// Writes a parsed remote request back as a URL, in one canonical form.
///
/// Plain string params with ordinary names become `key=value` pairs (sorted, every byte outside
/// `A-Z a-z 0-9 - . _ ~` percent-encoded); everything else (repeated keys, JSON values, strings
/// holding NUL, names a query key cannot have) goes into the one `json` object.
enum CanonicalURL {
    static func string(for request: RemoteRequest) -> String {
        var pairs: [String] = []
        var json: [String: MediatorValue] = [:]
        for key in request.params.values.keys.sorted() {
            guard let value = request.params.values[key] else { continue }
            // One place is kept for `json`, so the canonical URL never has more pairs than allowed.
            if case .string(let text) = value, isQueryKey(key), !text.utf8.contains(0),
                pairs.count < RemoteRequest.maxParameters - 1
            {
                pairs.append("\(percentEncoded(key))=\(percentEncoded(text))")
            } else {
                json[key] = value
            }
        }
        if !json.isEmpty {
            pairs.append("\(RemoteRequest.jsonKey)=\(percentEncoded(MediatorValue.object(json).jsonText))")
        }
        let query = pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&")
        return "\(request.scheme)://\(request.target)/\(request.action)\(query)"
    }

    /// Whether `key` can be written as a query key (the parser's rule for names), other than `json`.
    static func isQueryKey(_ key: String) -> Bool {
        key != RemoteRequest.jsonKey && !key.isEmpty && key.utf8.count <= 64
            && key.utf8.allSatisfy { isUnreserved($0) && $0 != UInt8(ascii: "~") }
    }

    static func percentEncoded(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
