// Echo is imported only to be linked: a scripted mediator still finds real targets by the standard naming.
import Echo
import Mediator
import MediatorTesting
import Testing

/// The test-support stand-in component: recording, scripted answers and failures, async and remote
/// actions, several components in one mediator, and setup mistakes.
@Suite struct ScriptedComponentTests {
    let goods = ScriptedComponent(
        name: "Goods", local: ["list", "show", "show@member", "nativeReset"], remote: ["search", "nativeSecret"],
        localAsync: ["seed"], remoteAsync: ["refresh"])

    // MARK: Recording

    @Test func calls_recordEveryActionAndItsParamsInOrder() throws {
        let mediator = goods.mediator()
        #expect(goods.calls.isEmpty)
        try mediator.perform(target: "Goods", action: "list", params: ["page": 2])
        try mediator.perform(target: "Goods", action: "show", params: ["id": 3])
        try mediator.perform(target: "Goods", action: "list")
        #expect(
            goods.calls == [
                .init(action: "list", params: ["page": 2]), .init(action: "show", params: ["id": 3]),
                .init(action: "list", params: [:]),
            ])
    }

    @Test func calls_inAStateVariant_recordTheVariantThatRan() throws {
        let mediator = goods.mediator()
        goods.answer("show@member", with: "member price")
        mediator.setState("member")
        #expect(try mediator.perform(target: "Goods", action: "show", params: ["id": 3]) == "member price")
        #expect(goods.calls.map(\.action) == ["show@member"])
    }

    @Test func calls_fromManyThreadsAtOnce_areAllRecorded() async throws {
        let mediator = goods.mediator()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in 0..<200 {
                group.addTask {
                    _ = try await mediator.perform(target: "Goods", action: "show", params: ["id": .int(id)])
                }
            }
            try await group.waitForAll()
        }
        let ids = try goods.calls.map { try $0.params.int("id") }
        #expect(ids.sorted() == Array(0..<200))
    }

    // MARK: Answers

    @Test func answer_ofAnUnscriptedAction_isNull() throws {
        #expect(try goods.mediator().perform(target: "Goods", action: "list") == .null)
    }

    @Test func answer_forOneAction_answersOnlyThatAction_andALaterScriptReplacesIt() throws {
        let mediator = goods.mediator()
        goods.answer("show", with: ["id": 3, "title": "Tea"])
        #expect(try mediator.perform(target: "Goods", action: "show") == ["id": 3, "title": "Tea"])
        #expect(try mediator.perform(target: "Goods", action: "list") == .null)
        goods.answer("show", with: ["id": 4])
        #expect(try mediator.perform(target: "Goods", action: "show") == ["id": 4])
    }

    @Test func answer_forEveryAction_yieldsToAnActionsOwnScript() throws {
        let mediator = goods.mediator()
        goods.answer(with: "everyone")
        goods.answer("show", with: "just show")
        #expect(try mediator.perform(target: "Goods", action: "list") == "everyone")
        #expect(try mediator.perform(target: "Goods", action: "show") == "just show")
        goods.fail(code: "busy", message: "try later")
        #expect(try mediator.perform(target: "Goods", action: "show") == "just show")
        #expect(
            capture { try mediator.perform(target: "Goods", action: "list") }
                == .actionFailed(target: "Goods", action: "list", code: "busy", kind: .refused, message: "try later"))
    }

    @Test func respond_computesTheAnswerFromTheParams() throws {
        let mediator = goods.mediator()
        goods.respond(to: "show") { params in
            let id = try params.int("id")
            if id == 404 { throw ScriptedError.failure(code: "notFound", kind: .notFound, message: "no item \(id)") }
            return ["id": .int(id)]
        }
        #expect(try mediator.perform(target: "Goods", action: "show", params: ["id": "7"]) == ["id": 7])
        #expect(
            capture { try mediator.perform(target: "Goods", action: "show", params: ["id": 404]) }
                == .actionFailed(
                    target: "Goods", action: "show", code: "notFound", kind: .notFound, message: "no item 404"))
        // A mediator error from reading params reaches the caller as is, as with real targets.
        #expect(
            capture { try mediator.perform(target: "Goods", action: "show") }
                == .missingParameter(key: "id", expected: "Int"))
        #expect(goods.calls.count == 3, "checked calls are recorded too")
    }

    @Test func respondToEveryAction_seesTheActionName_andMayReadTheCallsSoFar() throws {
        let mediator = goods.mediator()
        // Weak: the component keeps its responder, so a strong capture would be a retain cycle (a leak
        // that `Tools/test-all --sanitize address` reports).
        goods.respondToEveryAction { [weak goods] call in .string("\(call.action) #\(goods?.calls.count ?? -1)") }
        #expect(try mediator.perform(target: "Goods", action: "list") == "list #1")
        #expect(try mediator.perform(target: "Goods", action: "show") == "show #2")
    }

    // MARK: Failures

    @Test func fail_withCodeAndMessage_reachesTheCallerAsActionFailed() throws {
        let mediator = goods.mediator()
        goods.fail("show", code: "notFound", kind: .notFound, message: "no goods item with id 9")
        let error = capture { try mediator.perform(target: "Goods", action: "show", params: ["id": 9]) }
        #expect(
            error
                == .actionFailed(
                    target: "Goods", action: "show", code: "notFound", kind: .notFound,
                    message: "no goods item with id 9"))
        #expect(error?.code == "notFound")
        #expect(error?.description == "no goods item with id 9")
        #expect(goods.calls == [.init(action: "show", params: ["id": 9])], "a failed call is recorded")
        #expect(try mediator.perform(target: "Goods", action: "list") == .null, "other actions still answer")
    }

    @Test func fail_withAnArbitraryError_reachesTheCallerWithItsCodeOrFailed() throws {
        struct Plain: Error, CustomStringConvertible {
            var description: String { "plain trouble" }
        }
        let mediator = goods.mediator()
        goods.fail("show", with: Plain())
        #expect(
            capture { try mediator.perform(target: "Goods", action: "show") }
                == .actionFailed(
                    target: "Goods", action: "show", code: "failed", kind: .unavailable, message: "plain trouble"))
        goods.fail("show", with: MediatorError.invalidParameter(key: "id", expected: "Int", actual: "Bool true"))
        #expect(
            capture { try mediator.perform(target: "Goods", action: "show") }
                == .invalidParameter(key: "id", expected: "Int", actual: "Bool true"))
        goods.fail(with: ScriptedError.failure(code: "storageBusy", kind: .unavailable, message: "database is locked"))
        #expect(capture { try mediator.perform(target: "Goods", action: "list") }?.code == "storageBusy")
    }

    // MARK: Async and remote actions

    @Test func asyncAction_answersThroughTheAsyncEntry_andRefusesTheSyncOne() async throws {
        let mediator = goods.mediator()
        goods.answer("seed", with: ["inserted": 2])
        #expect(
            try await mediator.perform(target: "Goods", action: "seed", params: ["url": "file:///c.json"]) == [
                "inserted": 2
            ])
        #expect(
            capture { try mediator.perform(target: "Goods", action: "seed") }
                == .requiresAsync(target: "Goods", action: "seed"))
        #expect(goods.calls == [.init(action: "seed", params: ["url": "file:///c.json"])])
        goods.fail("seed", code: "invalidCatalogItem", message: "item #3 is invalid")
        let error = await capture { _ = try await mediator.perform(target: "Goods", action: "seed") }
        #expect(
            error
                == .actionFailed(
                    target: "Goods", action: "seed", code: "invalidCatalogItem", kind: .refused,
                    message: "item #3 is invalid"))
    }

    @Test func describe_showsTheDeclaredFlags_andTheScriptedTargetType() throws {
        let description = try goods.mediator().describe(target: "Goods")
        #expect(description.typeName == "MediatorTesting.ScriptedTarget")
        let flags = Dictionary(
            uniqueKeysWithValues: description.actions.map {
                ($0.name, ($0.isRemote ? "remote" : "local") + ($0.isAsync ? " async" : ""))
            })
        #expect(flags.count == 8)
        #expect(flags["list"] == "local")
        #expect(flags["search"] == "remote")
        #expect(flags["seed"] == "local async")
        #expect(flags["refresh"] == "remote async")
        #expect(flags["nativeSecret"] == "local", "a native action is never remote, as with real targets")
    }

    @Test func open_reachesRemoteActions_andRefusesLocalAndNativeOnes() async throws {
        let mediator = goods.mediator()
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Goods"]))
        goods.answer("search", with: ["items": []])
        goods.answer("refresh", with: "refreshed")
        let search = await mediator.open("shop://goods/search?query=tea&limit=5")
        #expect(search.status == 200)
        #expect(search.value == ["items": []])
        #expect(await mediator.open("shop://goods/refresh").value == "refreshed")
        let local = await mediator.open("shop://goods/list")
        #expect(local.status == 403)
        #expect(local.error?.code == "remoteForbidden")
        #expect(await mediator.open("shop://goods/nativeSecret").status == 403)
        #expect(
            goods.calls == [
                .init(action: "search", params: ["query": "tea", "limit": "5"]), .init(action: "refresh", params: [:]),
            ],
            "refused calls never reach the component")
    }

    // MARK: Unknown actions and other targets

    @Test func unknownAction_failsWithActionNotFound_andIsNotRecorded() async {
        let mediator = goods.mediator()
        #expect(
            capture { try mediator.perform(target: "Goods", action: "delete") }
                == .actionNotFound(target: "Goods", action: "delete"))
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Goods"]))
        let remote = await mediator.open("shop://goods/delete")
        #expect(remote.status == 404)
        #expect(remote.error == .actionNotFound(target: "Goods", action: "delete"))
        #expect(goods.calls.isEmpty)
    }

    @Test func otherTargets_areFoundByTheStandardNaming() throws {
        let mediator = goods.mediator()
        #expect(try mediator.perform(target: "Echo", action: "add", params: ["a": 2, "b": 3]) == 5)
        #expect(capture { try mediator.perform(target: "Ghost", action: "x") } == .targetNotFound(target: "Ghost"))
    }

    @Test func variant_ofAScriptedTarget_isRejected() throws {
        let mediator = goods.mediator()
        #expect(
            throws: MediatorError.invalidConfiguration(
                reason: "target 'Goods' has no variant 'experimental' (no type Goods.Target_Goods_experimental)")
        ) { try mediator.setVariant("experimental", for: "Goods") }
        #expect(try mediator.describe(target: "Goods").typeName == "MediatorTesting.ScriptedTarget")
    }

    // MARK: Several components

    @Test func severalComponents_eachServeTheirOwnName() throws {
        let cart = ScriptedComponent(name: "Cart", local: ["show"])
        let mediator = try ScriptedComponent.mediator(serving: [goods, cart])
        goods.answer("show", with: "goods")
        cart.answer("show", with: "cart")
        #expect(try mediator.perform(target: "Cart", action: "show", params: ["username": "ann"]) == "cart")
        #expect(try mediator.perform(target: "Goods", action: "show", params: ["id": 1]) == "goods")
        #expect(cart.calls == [.init(action: "show", params: ["username": "ann"])])
        #expect(goods.calls == [.init(action: "show", params: ["id": 1])])
        #expect(
            capture { try mediator.perform(target: "Cart", action: "list") }
                == .actionNotFound(target: "Cart", action: "list"), "each serves only its own actions")
        #expect(mediator.knownTargets().map(\.name) == ["Cart", "Goods"])
    }

    @Test func severalComponents_withOneName_areRejected() {
        let other = ScriptedComponent(name: "Goods", local: ["list"])
        #expect(throws: ScriptedError.duplicateName("Goods")) {
            try ScriptedComponent.mediator(serving: [goods, other])
        }
    }

    // MARK: Setup mistakes

    @Test func scriptedTarget_withoutItsName_servesALoneComponent() throws {
        let target = try ScriptedTarget(mediator: goods.mediator())
        #expect(
            target.actions.map(\.name).sorted() == [
                "list", "nativeReset", "nativeSecret", "refresh", "search", "seed", "show", "show@member",
            ])
    }

    @Test func scriptedTarget_withoutItsName_amongSeveralComponents_fails() throws {
        let mediator = try ScriptedComponent.mediator(serving: [goods, ScriptedComponent(name: "Cart")])
        #expect(throws: ScriptedError.unnamed(scripted: ["Cart", "Goods"])) { try ScriptedTarget(mediator: mediator) }
    }

    @Test func scriptedTarget_forAnUnscriptedName_failsNamingTheScriptedOnes() {
        #expect(throws: ScriptedError.notScripted(target: "Cart", scripted: ["Goods"])) {
            try ScriptedTarget(mediator: goods.mediator(), serving: "Cart")
        }
    }

    @Test func scriptedTarget_onAPlainMediator_failsWithServiceMissing() {
        let missing = MediatorError.serviceMissing(service: "ScriptedComponentRegistry")
        #expect(throws: missing) { try ScriptedTarget(mediator: Mediator()) }
        #expect(throws: missing) { try ScriptedTarget(mediator: Mediator(), serving: "Goods") }
    }

    @Test func scriptedError_codesAndMessagesSayWhatToFix() {
        let failure = ScriptedError.failure(code: "outOfStock", kind: .refused, message: "tea is sold out")
        #expect(failure.code == "outOfStock")
        #expect(failure.description == "tea is sold out")
        #expect(ScriptedError.duplicateName("Goods").code == "duplicateScriptedName")
        #expect(ScriptedError.duplicateName("Goods").description.contains("'Goods'"))
        let notScripted = ScriptedError.notScripted(target: "Cart", scripted: ["Goods", "Member"])
        #expect(notScripted.code == "notScripted")
        #expect(notScripted.description == "no scripted component serves target 'Cart' (scripted: 'Goods', 'Member')")
        let unnamed = ScriptedError.unnamed(scripted: [])
        #expect(unnamed.code == "scriptedTargetUnnamed")
        #expect(unnamed.description.hasSuffix("(scripted: none)"))
    }
}
