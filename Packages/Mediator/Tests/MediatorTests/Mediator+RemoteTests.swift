import Foundation
import Testing

@testable import Mediator

/// The remote entry: default-deny, scheme and target mapping, remote-only actions, query params.
@Suite struct MediatorRemoteTests {
    @Test func open_withNoConfiguration_rejectsEveryURL() async {
        let mediator = Mediator()
        let response = await mediator.open("shop://Echo/echo")
        #expect(response.status == 400)
        #expect(
            response.error
                == .invalidURL(url: "shop://Echo/echo", reason: "scheme 'shop' is not accepted (accepted: none)"))
        #expect(mediator.knownTargets().isEmpty)
        #expect(mediator.remoteConfiguration == RemoteConfiguration())
    }

    @Test func open_withSchemeButNoTargets_answersNotFoundWithoutLookingAnythingUp() async {
        let mediator = Mediator()
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"]))
        let response = await mediator.open("shop://Echo/echo")
        #expect(response.status == 404)
        #expect(response.error == .targetNotFound(target: "Echo"))
        #expect(mediator.knownTargets().isEmpty)
        #expect(mediator.state.withLock { $0.types.isEmpty })
    }

    @Test func open_acceptsTheSchemeInAnyCasing() async {
        let mediator = Mediator()
        mediator.configureRemote(RemoteConfiguration(schemes: ["ShOp"], targets: ["Echo"]))
        #expect(mediator.remoteConfiguration.schemes == ["shop"])
        for url in ["shop://Echo/variant", "SHOP://Echo/variant", "sHoP://Echo/variant"] {
            let response = await mediator.open(url)
            #expect(response.status == 200, "\(url)")
            #expect(response.value == "standard")
        }
        #expect(await mediator.open("shops://Echo/variant").status == 400)
    }

    @Test func open_mapsTheHostToTheConfiguredTargetNameCaseInsensitively() async throws {
        let mediator = remoteMediator(targets: ["Echo"])
        for url in ["shop://echo/variant", "shop://ECHO/variant", "shop://eChO/variant"] {
            #expect(await mediator.open(url).value == "standard", "\(url)")
        }
        #expect(mediator.knownTargets().map(\.name) == ["Echo"])
        #expect(mediator.remoteConfiguration.canonicalTarget("ECHO") == "Echo")
        #expect(mediator.remoteConfiguration.canonicalTarget("Echoes") == nil)
        #expect(mediator.remoteConfiguration.canonicalTarget("Ech") == nil)
    }

    @Test func canonicalTarget_matchesLikeLowercasedAlsoBeyondASCII() {
        let configuration = RemoteConfiguration(targets: ["\u{212A}elvin", "Straße", "Cart"])
        #expect(configuration.canonicalTarget("kelvin") == "\u{212A}elvin")
        #expect(configuration.canonicalTarget("STRASSE") == nil)
        #expect(configuration.canonicalTarget("straße") == "Straße")
        #expect(configuration.canonicalTarget("cArT") == "Cart")
    }

    @Test func open_ofAnUnlistedTarget_neverLooksItsTypeUp() async {
        let mediator = remoteMediator(targets: ["Fallback"])
        let response = await mediator.open("shop://Echo/echo?x=1")
        #expect(response.status == 404)
        #expect(response.error == .targetNotFound(target: "Echo"))
        #expect(mediator.knownTargets().isEmpty)
        #expect(mediator.state.withLock { $0.types.isEmpty })
    }

    @Test func open_runsRemoteActionsSyncAndAsync() async {
        let mediator = remoteMediator()
        #expect(await mediator.open("shop://Echo/echo?a=1&b=two").value == ["a": "1", "b": "two"])
        #expect(await mediator.open("shop://Echo/double?x=21").value == 42)
        #expect(await mediator.open("shop://Echo/greet?name=Ann").value == "hello Ann")
    }

    @Test func open_refusesActionsNotDeclaredRemote() async {
        let mediator = remoteMediator()
        for action in ["localOnly", "add", "instance", "record"] {
            let response = await mediator.open("shop://Echo/\(action)")
            #expect(response.status == 403, "\(action)")
            #expect(
                response.error
                    == .remoteForbidden(
                        target: "Echo", action: action, reason: "the action is not declared remote-callable"))
        }
    }

    @Test(arguments: [
        "nativeSecret", "NATIVESECRET", "NaTiVeSecret", "nativesecret", "NativeDeclaredRemote", "native",
        "nativeMissing",
    ])
    func open_neverRunsNativeActionsInAnyCasing(action: String) async {
        let mediator = remoteMediator()
        let response = await mediator.open("shop://Echo/\(action)")
        #expect(response.status == 403)
        #expect(
            response.error
                == .remoteForbidden(target: "Echo", action: action, reason: "native actions are never remote-callable"))
        #expect(response.value == .null)
        // Refused before the target was even created.
        #expect(mediator.knownTargets().isEmpty)
    }

    @Test func open_nativeActionWhenATargetHandlesNotFound_isStillForbidden() async throws {
        let mediator = remoteMediator()
        try mediator.setFallback("Fallback", for: .remote)
        #expect(await mediator.open("shop://Ghost/nativeAnything").status == 403)
        #expect(await mediator.open("shop://Unlisted/nativeAnything").status == 403)
    }

    @Test func rewrite_cannotMakeANativeOrLocalActionRemoteCallable() async throws {
        let mediator = remoteMediator()
        mediator.setRewrites(
            try RewriteTable(rules: [
                .init(target: "Echo", action: "echo"): .init(target: "Echo", action: "nativeSecret"),
                .init(target: "Echo", action: "list"): .init(target: "Echo", action: "localOnly"),
            ]))
        let native = await mediator.open("shop://Echo/echo")
        #expect(native.status == 403)
        #expect(
            native.error
                == .remoteForbidden(
                    target: "Echo", action: "nativeSecret", reason: "native actions are never remote-callable"))
        let local = await mediator.open("shop://Echo/list")
        #expect(local.status == 403)
        #expect(
            local.error
                == .remoteForbidden(
                    target: "Echo", action: "localOnly", reason: "the action is not declared remote-callable"))
        // Locally both rewritten routes run.
        #expect(try await mediator.perform(target: "Echo", action: "echo") == "secret")
        #expect(try await mediator.perform(target: "Echo", action: "list") == "local")
    }

    @Test func rewriteOntoANativeAction_staysForbiddenAfterALocalCallResolvedIt() async throws {
        let mediator = remoteMediator()
        mediator.setRewrites(
            try RewriteTable(rules: [
                .init(target: "Echo", action: "echo"): .init(target: "Echo", action: "nativeSecret")
            ]))
        // The local call resolves and keeps the route; the remote entry must still refuse it.
        #expect(try await mediator.perform(target: "Echo", action: "echo") == "secret")
        let response = await mediator.open("shop://Echo/echo")
        #expect(response.status == 403)
        #expect(
            response.error
                == .remoteForbidden(
                    target: "Echo", action: "nativeSecret", reason: "native actions are never remote-callable"))
        // And a route resolved locally for a local action is refused remotely too.
        #expect(try await mediator.perform(target: "Echo", action: "localOnly") == "local")
        #expect(await mediator.open("shop://Echo/localOnly").status == 403)
    }

    @Test func rewrite_ofARemoteNameOntoANativeRouteFromTheURL_isRefused() async throws {
        let mediator = remoteMediator()
        mediator.setRewrites(
            try RewriteTable(rules: [
                .init(target: "Echo", action: "nativeSecret"): .init(target: "Echo", action: "echo")
            ]))
        // The URL asked for a native name: refused even though the rewrite lands on a remote action.
        #expect(await mediator.open("shop://Echo/nativeSecret").status == 403)
    }

    @Test func rewrite_ontoARemoteAction_servesTheRemoteEntry() async throws {
        let mediator = remoteMediator()
        mediator.setRewrites(
            try RewriteTable(rules: [.init(target: "Echo", action: "oldList"): .init(target: "Echo", action: "listV2")])
        )
        let response = await mediator.open("shop://Echo/oldList")
        #expect(response.status == 200)
        #expect(response.value == "v2")
    }

    @Test func open_mergesTheJSONParameter() async {
        let json = #"{"items":[{"sku":"A1","qty":2}],"note":"gift","n":3,"ok":true}"#
        let encoded = json.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let response = await remoteMediator().open("shop://Echo/echo?json=\(encoded)&plain=x")
        #expect(response.status == 200)
        #expect(
            response.value == ["items": [["sku": "A1", "qty": 2]], "note": "gift", "n": 3, "ok": true, "plain": "x"])
    }

    @Test func open_collectsRepeatedKeysIntoAnArrayInOrder() async {
        let response = await remoteMediator().open("shop://Echo/echo?id=3&id=1&id=2&one=x")
        #expect(response.value == ["id": ["3", "1", "2"], "one": "x"])
    }

    @Test func open_readsEmptyAndBareKeysAsEmptyStrings() async {
        let response = await remoteMediator().open("shop://Echo/echo?a=&b&&c=1")
        #expect(response.value == ["a": "", "b": "", "c": "1"])
    }

    @Test func open_percentDecodesAndReadsPlusAsSpace() async {
        let url = "shop://Echo/echo?name=J%C3%BCrgen+M%C3%BCller&plus=%2B&amp=a%26b&eq=a%3Db&key%2Dx=1&pct=100%25"
        let response = await remoteMediator().open(url)
        #expect(
            response.value == [
                "name": "Jürgen Müller", "plus": "+", "amp": "a&b", "eq": "a=b", "key-x": "1", "pct": "100%",
            ])
    }

    @Test func open_ignoresTheFragmentAndOneTrailingSlash() async {
        let mediator = remoteMediator()
        #expect(await mediator.open("shop://Echo/echo/?a=1#section?b=2").value == ["a": "1"])
        #expect(await mediator.open("shop://Echo/echo#frag").value == [:])
    }

    @Test func open_paramsFromURLStringsConvertInActions() async {
        let response = await remoteMediator().open("shop://Echo/double?x=%2B5")
        #expect(response.value == 10)
    }

    @Test func open_appliesStateVariantsButTheURLCannotChooseOne() async {
        let mediator = remoteMediator()
        mediator.setState("vip")
        #expect(await mediator.open("shop://Echo/greet?name=Bo").value == "welcome back Bo")
        #expect(await mediator.open("shop://Echo/greet@beta?name=Bo").status == 400)
    }

    @Test func open_rewrittenOntoALocalAction_isForbidden() async throws {
        let mediator = remoteMediator()
        mediator.setRewrites(
            try RewriteTable(rules: [.init(target: "Echo", action: "sellOut"): .init(target: "Echo", action: "fail")]))
        #expect(await mediator.open("shop://Echo/sellOut?item=x").status == 403)
    }

    @Test func open_ofAnAsyncActionThatFails_answers422WithTheDomainCode() async {
        let response = await remoteMediator().open("shop://Echo/reserve?item=tea")
        #expect(response.status == 422)
        #expect(
            response.error
                == .actionFailed(
                    target: "Echo", action: "reserve", code: "outOfStock", kind: .refused,
                    message: "'tea' is out of stock"))
        #expect(await remoteMediator().open("shop://Echo/reserve?item=cup").value == "reserved cup")
    }

    @Test func parseRemote_returnsTheRequestWithoutRunningIt() throws {
        let mediator = remoteMediator()
        let request = try mediator.parseRemote("SHOP://echo/record?tag=a")
        #expect(request == RemoteRequest(scheme: "shop", target: "echo", action: "record", params: ["tag": "a"]))
        #expect(mediator.knownTargets().isEmpty)
        #expect(capture { _ = try mediator.parseRemote("http://echo/record") }?.code == "invalidURL")
    }

    @Test func remotePlan_withNonOrdinaryParams_isForbidden() throws {
        // The URL parser never makes such params; the dispatch still refuses them if one gets there.
        let mediator = Mediator()
        let plan = mediator.plan(
            target: "Echo", action: "echo", params: ["blob": .data(Data([1]))], entry: .remote, cache: true)
        guard case .fail(let error) = plan.step else {
            Issue.record("expected a failing plan, got \(plan.step)")
            return
        }
        #expect(
            error
                == .remoteForbidden(
                    target: "Echo", action: "echo", reason: "parameters [\"blob\"] are not ordinary values"))
    }
}
