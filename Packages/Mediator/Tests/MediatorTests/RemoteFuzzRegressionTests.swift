import Foundation
import Testing

@testable import Mediator

/// Inputs `Tools/fuzz RemoteEntry` found, kept as ordinary tests.
@Suite struct RemoteFuzzRegressionTests {
    @Test func open_whoseRewriteLeadsToATargetThatIsNotRemoteVisible_isForbidden() async throws {
        let mediator = remoteMediator(targets: ["Fallback"])
        mediator.setRewrites(
            try RewriteTable(rules: [
                .init(target: "Fallback", action: "peek"): .init(target: "Echo", action: "echo"),
                .init(target: "Fallback", action: "legacyPeek"): .init(target: "Echo", action: "legacyX"),
            ]))
        let response = await mediator.open("shop://Fallback/peek?x=1")
        #expect(response.status == 403)
        #expect(
            response.error
                == .remoteForbidden(
                    target: "Fallback", action: "peek", reason: "it is rewritten to a target that is not remote-visible"
                ))
        // Echo's not-found handler is not reachable that way either.
        #expect(await mediator.open("shop://fallback/legacyPeek").status == 403)
        // The local entry follows the rewrite as before.
        #expect(try await mediator.perform(target: "Fallback", action: "peek", params: ["x": "1"]) == ["x": "1"])
    }

    @Test func open_whoseRewriteStaysOnRemoteVisibleTargets_runs() async throws {
        let mediator = remoteMediator(targets: ["Fallback", "Echo"])
        mediator.setRewrites(
            try RewriteTable(rules: [.init(target: "Fallback", action: "peek"): .init(target: "Echo", action: "echo")]))
        let response = await mediator.open("shop://Fallback/peek?x=1")
        #expect(response.status == 200)
        #expect(response.value == ["x": "1"])
    }

    @Test func parse_withSeveralKeysInBothQueryAndJSON_alwaysNamesTheFirstInKeyOrder() {
        // The json object's fields used to be checked in hash order, which Swift seeds per dictionary
        // storage: the same URL named a different clashing key from one call to the next.
        let keys = ["k", "d", "h", "b", "g", "c", "j", "e", "f", "i"]
        let json = "{" + keys.map { "\"\($0)\":1" }.joined(separator: ",") + "}"
        let url =
            "shop://Echo/echo?json=\(json.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")&"
            + keys.map { "\($0)=2" }.joined(separator: "&")
        var reasons: Set<String> = []
        var keepAlive: [[String: Int]] = []  // moves later dictionaries to other addresses (other seeds)
        for round in 0..<40 {
            keepAlive.append(Dictionary(uniqueKeysWithValues: (0...round).map { ("\($0)", $0) }))
            do {
                _ = try RemoteRequest.parse(url, schemes: ["shop"])
                Issue.record("\(url) parsed")
            } catch {
                guard case .invalidURL(_, let reason) = error else {
                    Issue.record("expected invalidURL, got \(error)")
                    return
                }
                reasons.insert(reason)
            }
        }
        #expect(reasons == ["'b' is given both in the query and in 'json'"])
        #expect(keepAlive.count == 40)
    }
}
