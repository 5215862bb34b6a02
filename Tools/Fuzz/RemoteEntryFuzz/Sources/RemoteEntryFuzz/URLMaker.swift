import FuzzSupport

/// Builds a plausible remote URL from fuzzer bytes: known and unknown schemes, targets in any case,
/// fixture actions and rewrite sources, and query pairs with arbitrary (percent-encoded) text.
///
/// Raw bytes alone rarely get past the scheme; this form spends the fuzzer's effort on dispatch.
enum URLMaker {
    static let schemes = ["shop", "SHOP", "app", "http", "shop+x", "1shop"]
    static let targets = ["Shelf", "shelf", "SHELF", "Vault", "vault", "Nowhere", "Shelf_", "Mediator", "Swift"]
    static let actions = [
        "echo", "sum", "scale", "flag", "items", "show", "stock", "later", "refuse", "restock", "nativeWipe",
        "NATIVEWIPE", "open", "empty", "old", "sneak", "wipe", "peek", "legacyList", "legacyX", "missing",
        "show@member", "stock@member",
    ]
    static let keys = ["a", "b", "x", "by", "on", "id", "filter", "json", "name", "a.b", "k-1", "__"]

    static func make(_ input: inout FuzzInput) -> String {
        var url = input.pick(schemes) + input.pick(["://", ":/", "//", ":///"])
        url += input.pick(targets)
        if input.int(in: 0...7) != 0 { url += "/" + input.pick(actions) }
        if input.int(in: 0...7) == 0 { url += input.pick(["/", "/x", "/.", "/..", "#frag", ":80", "@h"]) }
        var pairs: [String] = []
        for _ in 0..<input.int(in: 0...6) {
            let key = input.bool() ? input.pick(keys) : CanonicalURL.percentEncoded(input.string(upTo: 12))
            let value: String
            switch input.int(in: 0...3) {
            case 0: value = CanonicalURL.percentEncoded(input.string(upTo: 40))
            case 1: value = String(input.int(in: -300...300))
            case 2: value = input.pick(["true", "no", "1", "1e3", "-0", "9223372036854775807", "%zz", "+", "%00"])
            default: value = CanonicalURL.percentEncoded(jsonText(&input))
            }
            pairs.append(input.int(in: 0...9) == 0 ? key : "\(key)=\(value)")
        }
        if !pairs.isEmpty { url += "?" + pairs.joined(separator: "&") }
        return url
    }

    /// Small JSON-ish text: often valid, sometimes not.
    private static func jsonText(_ input: inout FuzzInput) -> String {
        switch input.int(in: 0...5) {
        case 0: return "{\"id\":[\"1\",\"2\"],\"filter\":{\"k\":\(input.int(in: -9...9))}}"
        case 1:
            return "{\"a\":\(input.int(in: -99...99)),\"b\":\(input.pick(["1", "1.5", "1e308", "-1e999", "\"7\""]))}"
        case 2: return "{\"x\":\(input.pick(["0.1", "1e-320", "3", "\"2.5\"", "null", "[]"]))}"
        case 3: return "[1,2]"
        default: return input.string(upTo: 60)
        }
    }
}
