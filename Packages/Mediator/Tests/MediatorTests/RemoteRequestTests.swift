import Foundation
import Mediator
import Testing

/// Parsing of remote URLs: total, strict, and never able to name a module or a type.
@Suite struct RemoteRequestTests {
    /// One hostile or malformed URL and what the remote entry must answer.
    struct Case: CustomTestStringConvertible, Sendable {
        let url: String
        let status: Int
        let code: String
        let reason: String
        let label: String

        init(_ url: String, _ status: Int, _ code: String, _ reason: String, label: String? = nil) {
            self.url = url
            self.status = status
            self.code = code
            self.reason = reason
            self.label = label ?? url
        }

        var testDescription: String { label }
    }

    static let manyParams = (0...64).map { "k\($0)=v" }.joined(separator: "&")

    static let cases: [Case] = [
        Case("", 400, "invalidURL", "the URL is empty"),
        Case("shop://", 400, "invalidURL", "no target: expected scheme://target/action"),
        Case("shop:///echo", 400, "invalidURL", "no target"),
        Case("shop://?a=1", 400, "invalidURL", "no target"),
        Case("shop://Echo", 400, "invalidURL", "no action: expected scheme://target/action"),
        Case("shop://Echo/", 400, "invalidURL", "no action"),
        Case("shop://Echo?a=1", 400, "invalidURL", "no action"),
        Case("shop://Echo//echo", 400, "invalidURL", "no action"),
        Case("shop://Echo/echo?a=%zz", 400, "invalidURL", "bad percent-encoding in query parameter 'a'"),
        Case("shop://Echo/echo?a=%4", 400, "invalidURL", "bad percent-encoding in query parameter 'a'"),
        Case("shop://Echo/echo?a=%", 400, "invalidURL", "bad percent-encoding in query parameter 'a'"),
        Case("shop://Echo/echo?a=%00", 400, "invalidURL", "bad percent-encoding in query parameter 'a'"),
        Case("shop://Echo/echo?a=%ff", 400, "invalidURL", "bad percent-encoding in query parameter 'a'"),
        Case("shop://Echo/echo?a=%C3", 400, "invalidURL", "bad percent-encoding in query parameter 'a'"),
        Case(
            "shop://Echo/echo?a=%ED%A0%80", 400, "invalidURL", "bad percent-encoding",
            label: "UTF-16 surrogate as UTF-8"),
        Case("shop://Echo/echo?%zz=1", 400, "invalidURL", "bad percent-encoding in a query key"),
        Case(
            "shop://Echo/echo?a=" + String(repeating: "x", count: 100_000), 400, "invalidURL", "longer than 8192 bytes",
            label: "100 KB URL"),
        Case(
            "shop://Echo/échø", 400, "invalidURL", "character at byte 13 must be percent-encoded",
            label: "raw unicode in action"),
        Case(
            "shop://Éc/echo", 400, "invalidURL", "character at byte 8 must be percent-encoded",
            label: "raw unicode in target"),
        Case(
            "shop://Echo/echo?a=b c", 400, "invalidURL", "character at byte 21 must be percent-encoded", label: "space"),
        Case(
            " shop://Echo/echo", 400, "invalidURL", "character at byte 1 must be percent-encoded",
            label: "leading space"),
        Case("shop://Echo/echo\n", 400, "invalidURL", "must be percent-encoded", label: "newline"),
        Case("shop://Echo/ec\u{0}ho", 400, "invalidURL", "character at byte 15 must be percent-encoded", label: "NUL"),
        Case("shop://Echo/\u{7f}echo", 400, "invalidURL", "must be percent-encoded", label: "DEL"),
        Case("shop://Echo/echo\u{1b}[2J", 400, "invalidURL", "must be percent-encoded", label: "escape sequence"),
        Case("shop://Echo/../echo", 400, "invalidURL", "path segments '.' and '..' are not allowed"),
        Case("shop://Echo/./echo", 400, "invalidURL", "path segments '.' and '..' are not allowed"),
        Case("shop://Echo/echo/..", 400, "invalidURL", "path segments '.' and '..' are not allowed"),
        Case("shop://Echo/echo/extra", 400, "invalidURL", "expected exactly one path segment (the action)"),
        Case("shop://Echo/a/b/c", 400, "invalidURL", "expected exactly one path segment"),
        Case("http://Echo/echo", 400, "invalidURL", "scheme 'http' is not accepted (accepted: shop://)"),
        Case("javascript://Echo/echo", 400, "invalidURL", "scheme 'javascript' is not accepted"),
        Case("file:///etc/passwd", 400, "invalidURL", "scheme 'file' is not accepted"),
        Case("shop:Echo/echo", 400, "invalidURL", "missing '://' after the scheme"),
        Case("shop:/Echo/echo", 400, "invalidURL", "missing '://' after the scheme"),
        Case("Echo/echo", 400, "invalidURL", "missing '://'"),
        Case("://Echo/echo", 400, "invalidURL", "'' is not a valid scheme"),
        Case("1shop://Echo/echo", 400, "invalidURL", "'1shop' is not a valid scheme"),
        Case("sh_op://Echo/echo", 400, "invalidURL", "'sh_op' is not a valid scheme"),
        Case("shop://user@Echo/echo", 400, "invalidURL", "user info and ports are not allowed"),
        Case("shop://user:pw@Echo/echo", 400, "invalidURL", "user info and ports are not allowed"),
        Case("shop://Echo:8080/echo", 400, "invalidURL", "user info and ports are not allowed"),
        Case("shop://Echo/echo@vip", 400, "invalidURL", "remote callers cannot choose a state variant"),
        Case("shop://Echo/greet@beta?name=x", 400, "invalidURL", "remote callers cannot choose a state variant"),
        Case("shop://Echo/echo?=1", 400, "invalidURL", "a query parameter has an empty name"),
        Case("shop://Echo/echo?a=1&=2", 400, "invalidURL", "a query parameter has an empty name"),
        Case("shop://Echo/echo?a%3Cb=1", 400, "invalidURL", "query key 'a<b' has characters other than letters"),
        Case(
            "shop://Echo/echo?" + String(repeating: "k", count: 65) + "=1", 400, "invalidURL",
            "has characters other than", label: "65-byte key"),
        Case("shop://Echo/echo?json=%7B%7D&json=%7B%7D", 400, "invalidURL", "only one 'json' parameter is allowed"),
        Case("shop://Echo/echo?json=%5B1%5D", 400, "invalidURL", "parameter 'json' must hold a JSON object"),
        Case("shop://Echo/echo?json=42", 400, "invalidURL", "parameter 'json' must hold a JSON object"),
        Case("shop://Echo/echo?json=%7Bbroken", 400, "invalidURL", "parameter 'json' must hold a JSON object"),
        Case("shop://Echo/echo?json=", 400, "invalidURL", "parameter 'json' must hold a JSON object"),
        Case(
            "shop://Echo/echo?a=1&json=%7B%22a%22%3A2%7D", 400, "invalidURL",
            "'a' is given both in the query and in 'json'"),
        Case("shop://Echo/echo?" + manyParams, 400, "invalidURL", "more than 64 query parameters", label: "65 params"),
        Case("shop://goods.Target_Goods/list", 400, "invalidURL", "target 'goods.Target_Goods' is not an identifier"),
        Case("shop://Goods%2ETarget/list", 400, "invalidURL", "target 'Goods%2ETarget' is not an identifier"),
        Case("shop://Echo%00/echo", 400, "invalidURL", "target 'Echo%00' is not an identifier"),
        Case("shop://\\Echo/echo", 400, "invalidURL", "is not an identifier", label: "backslash in target"),
        Case("shop://9Echo/echo", 400, "invalidURL", "target '9Echo' is not an identifier"),
        Case(
            "shop://" + String(repeating: "E", count: 65) + "/echo", 400, "invalidURL", "is not an identifier",
            label: "65-byte target"),
        Case("shop://Echo/ec-ho", 400, "invalidURL", "action 'ec-ho' is not an identifier"),
        Case("shop://Echo/Echo.Target_Echo", 400, "invalidURL", "action 'Echo.Target_Echo' is not an identifier"),
        Case("shop://Echo/%65cho", 400, "invalidURL", "action '%65cho' is not an identifier"),
        Case("shop://Echo/NaTiVeSecret", 403, "remoteForbidden", "native actions are never remote-callable"),
        Case("shop://Echo/NATIVESECRET", 403, "remoteForbidden", "native actions are never remote-callable"),
        Case("shop://Echo/nativeDeclaredRemote", 403, "remoteForbidden", "native actions are never remote-callable"),
        Case("shop://Echo/localOnly", 403, "remoteForbidden", "the action is not declared remote-callable"),
        Case("shop://Unknown/echo", 404, "targetNotFound", "no component answers to target 'Unknown'"),
        Case(
            "shop://Ghost/echo", 404, "targetNotFound", "no component answers to target 'Ghost'",
            label: "listed but not linked"),
        Case("shop://Echo/nope", 404, "actionNotFound", "target 'Echo' has no action 'nope'"),
        Case(
            "shop://Echo/ECHO", 404, "actionNotFound", "target 'Echo' has no action 'ECHO'",
            label: "actions are case-sensitive"),
        Case("shop://Echo/greet", 400, "missingParameter", "missing parameter 'name' (expected String)"),
        Case("shop://Echo/double?x=2.5", 400, "invalidParameter", "parameter 'x' must be Int, got String \"2.5\""),
    ]

    @Test(arguments: cases)
    func open_withMalformedOrHostileURL_answersTheExpectedError(_ item: Case) async {
        let mediator = remoteMediator()
        let response = await mediator.open(item.url)
        #expect(response.status == item.status)
        #expect(response.error?.code == item.code)
        let description = response.error?.description ?? ""
        #expect(description.contains(item.reason), "\(description)")
        #expect(response.value == .null)
        if item.status == 400 && item.code == "invalidURL" {
            // Rejected while parsing: no target was touched.
            #expect(mediator.knownTargets().isEmpty)
        }
    }

    @Test func table_coversAtLeastThirtyHostileURLs() {
        #expect(Self.cases.filter { $0.status != 200 }.count >= 30)
    }

    @Test func parse_ofAValidURL_givesSchemeTargetActionAndParams() throws {
        let request = try RemoteRequest.parse("Shop://ECHO/echo?a=1&a=2&b=%20", schemes: ["shop"])
        #expect(request.scheme == "shop")
        #expect(request.target == "ECHO")
        #expect(request.action == "echo")
        #expect(request.params == ["a": ["1", "2"], "b": " "])
    }

    @Test func parse_acceptsSchemesWithDigitsPlusDashAndDot() throws {
        let request = try RemoteRequest.parse("x-app.v2+beta://T/a", schemes: ["x-app.v2+beta"])
        #expect(request.scheme == "x-app.v2+beta")
    }

    @Test func parse_acceptsExactlySixtyFourParamsAndAURLAtTheLengthLimit() throws {
        let params = (1...64).map { "k\($0)=v" }.joined(separator: "&")
        #expect(try RemoteRequest.parse("shop://T/a?\(params)", schemes: ["shop"]).params.values.count == 64)
        let prefix = "shop://T/a?p="
        let url = prefix + String(repeating: "x", count: RemoteRequest.maxLength - prefix.utf8.count)
        #expect(
            try RemoteRequest.parse(url, schemes: ["shop"]).params["p"]?.jsonText.count == RemoteRequest.maxLength
                - prefix.utf8.count + 2)
        #expect(capture { _ = try RemoteRequest.parse(url + "x", schemes: ["shop"]) }?.code == "invalidURL")
    }

    @Test func parse_isTotalOverRandomBytes() {
        var random = SplitMix64(seed: 0x5EED)
        let fragments = [
            "shop://", "SHOP://", "http://", "Echo", "echo", "/", "//", "?", "&", "=", "#", "%", "%2", "%zz", "%41",
            "%C3%A9", "%ff", "%00", "+", "json", "%7B", "%7D", "%22", "@", ":", ".", "..", "native", "é", " ", "\u{0}",
            "\\", "a", "1", "_",
        ]
        for _ in 0..<10_000 {
            let text: String
            if random.next() % 2 == 0 {
                let count = Int(random.next() % 64)
                let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                text = String(decoding: bytes, as: UTF8.self)
            } else {
                let count = Int(random.next() % 16)
                text = (0..<count).map { _ in fragments[Int(random.next() % UInt64(fragments.count))] }.joined()
            }
            do {
                let request = try RemoteRequest.parse(text, schemes: ["shop"])
                #expect(request.scheme == "shop")
                #expect(!request.target.isEmpty && !request.action.isEmpty)
                #expect(request.params.isOrdinary)
            } catch {
                #expect(error.code == "invalidURL", "for \(text.debugDescription)")
            }
        }
    }

    @Test func open_isTotalOverRandomURLs() async {
        var random = SplitMix64(seed: 42)
        let mediator = remoteMediator()
        let pieces = [
            "shop://", "Echo", "echo", "ECHO", "double", "greet", "native", "Secret", "localOnly", "Ghost", "/", "?",
            "&",
            "=", "x", "x=", "name=", "json=", "%7B%22x%22%3A1%7D", "%", "%ff", "1", "2.5", "@vip", "..", "+", "é", " ",
        ]
        var statuses: [Int: Int] = [:]
        for round in 0..<10_000 {
            let url: String
            if round % 4 == 0 {
                // Raw random bytes, as a hostile caller might send.
                let bytes = (0..<Int(random.next() % 48)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                url = "shop://" + String(decoding: bytes, as: UTF8.self)
            } else {
                let count = 1 + Int(random.next() % 10)
                let prefix = ["shop://Echo/", "shop://", "SHOP://echo/", ""][Int(random.next() % 4)]
                url = prefix + (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            }
            let response = await mediator.open(url)
            statuses[response.status, default: 0] += 1
            #expect([200, 400, 403, 404, 422, 500].contains(response.status), "\(url.debugDescription)")
            #expect((response.status == 200) == (response.error == nil), "\(url.debugDescription)")
        }
        // The generator reaches every outcome, not just parse errors.
        for status in [200, 400, 403, 404] {
            #expect(statuses[status, default: 0] > 0, "no \(status) in \(statuses)")
        }
    }
}

/// A small, fixed-seed generator so randomized tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
