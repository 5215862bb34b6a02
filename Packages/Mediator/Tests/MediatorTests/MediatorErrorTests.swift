import FixtureSupport
import Mediator
import Testing

/// Every `MediatorError` case, each produced by a real scenario, with its message, code and status.
@Suite struct MediatorErrorTests {
    struct Guard: Middleware {
        let name = "loginGuard"
        struct LoginRequired: DomainError, CustomStringConvertible {
            var code: String { "loginRequired" }
            var kind: ErrorKind { .forbidden }
            var description: String { "log in first" }
        }
        func willDispatch(_ call: DispatchCall) throws { throw LoginRequired() }
    }

    @Test func targetNotFound_forUnlinkedComponent() {
        let error = capture { try Mediator().perform(target: "Ghost", action: "list") }
        #expect(error == .targetNotFound(target: "Ghost"))
        #expect(error?.description == "no component answers to target 'Ghost' (is its package linked into the app?)")
        #expect(error?.code == "targetNotFound")
        #expect(error?.isNotFound == true)
    }

    @Test func actionNotFound_forUnknownAction() {
        let error = capture { try Mediator().perform(target: "Echo", action: "nope") }
        #expect(error == .actionNotFound(target: "Echo", action: "nope"))
        #expect(error?.description == "target 'Echo' has no action 'nope'")
        #expect(error?.code == "actionNotFound")
        #expect(error?.isNotFound == true)
    }

    @Test func missingParameter_whenActionReadsAnAbsentKey() {
        let error = capture { try Mediator().perform(target: "Echo", action: "add", params: ["a": 1]) }
        #expect(error == .missingParameter(key: "b", expected: "Int"))
        #expect(error?.description == "missing parameter 'b' (expected Int)")
        #expect(error?.code == "missingParameter")
        #expect(error?.isNotFound == false)
    }

    @Test func invalidParameter_whenActionReadsAMistypedKey() {
        let error = capture { try Mediator().perform(target: "Echo", action: "add", params: ["a": "one", "b": 2]) }
        #expect(error == .invalidParameter(key: "a", expected: "Int", actual: "String \"one\""))
        #expect(error?.description == "parameter 'a' must be Int, got String \"one\"")
        #expect(error?.code == "invalidParameter")
    }

    @Test func remoteForbidden_forALocalAction() async {
        let response = await remoteMediator().open("shop://Echo/localOnly")
        #expect(response.status == 403)
        #expect(
            response.error
                == .remoteForbidden(
                    target: "Echo", action: "localOnly", reason: "the action is not declared remote-callable"))
        #expect(
            response.error?.description
                == "remote call to Echo/localOnly is forbidden: the action is not declared remote-callable")
        #expect(response.error?.code == "remoteForbidden")
    }

    @Test func invalidURL_forUnparsableText() async {
        let response = await remoteMediator().open("not a url")
        #expect(response.status == 400)
        #expect(response.error == .invalidURL(url: "not a url", reason: "character at byte 4 must be percent-encoded"))
        #expect(response.error?.description == "invalid URL \"not a url\": character at byte 4 must be percent-encoded")
        #expect(response.error?.code == "invalidURL")
    }

    @Test func invalidURL_shortensLongURLsForDisplay() async {
        let url = "shop://Echo/" + String(repeating: "a", count: 100) + "-"
        let response = await remoteMediator().open(url)
        guard case .invalidURL(let shown, _)? = response.error else {
            Issue.record("expected invalidURL, got \(String(describing: response.error))")
            return
        }
        #expect(shown == String(url.prefix(80)) + "…")
    }

    @Test func actionFailed_carriesTheDomainErrorsCodeAndMessage() {
        let error = capture { try Mediator().perform(target: "Echo", action: "fail", params: ["item": "tea"]) }
        #expect(
            error
                == .actionFailed(
                    target: "Echo", action: "fail", code: "outOfStock", kind: .refused, message: "'tea' is out of stock"
                )
        )
        #expect(error?.description == "'tea' is out of stock")
        #expect(error?.code == "outOfStock")
    }

    @Test func actionFailed_onARepeatedCall_isWrappedTheSameWay() {
        let mediator = Mediator()
        for _ in 0..<3 {
            let error = capture { try mediator.perform(target: "Echo", action: "fail", params: ["item": "ink"]) }
            #expect(
                error
                    == .actionFailed(
                        target: "Echo", action: "fail", code: "outOfStock", kind: .refused,
                        message: "'ink' is out of stock"))
        }
        #expect(
            capture { try mediator.perform(target: "Echo", action: "add", params: ["a": 1]) }
                == .missingParameter(key: "b", expected: "Int"))
    }

    @Test func actionFailed_withoutDomainCode_usesFailed() {
        let error = capture { try Mediator().perform(target: "Echo", action: "failPlain") }
        #expect(
            error
                == .actionFailed(
                    target: "Echo", action: "failPlain", code: "failed", kind: .unavailable, message: "plain failure"))
    }

    @Test func requiresAsync_whenAnAsyncActionIsPerformedSynchronously() {
        let error = capture { try Mediator().perform(target: "Echo", action: "double", params: ["x": 1]) }
        #expect(error == .requiresAsync(target: "Echo", action: "double"))
        #expect(error?.description == "Echo/double is asynchronous; call it with 'await'")
        #expect(error?.code == "requiresAsync")
    }

    @Test func serviceMissing_whenAnActionRequiresAnUnregisteredService() {
        let error = capture { try Mediator().perform(target: "Echo", action: "needsService") }
        #expect(error == .serviceMissing(service: "RequiredService"))
        #expect(error?.description == "no RequiredService in the mediator context; the app must provide one at launch")
        #expect(error?.code == "serviceMissing")
    }

    @Test func targetUnavailable_whenTheTargetsInitThrows() {
        let error = capture { try Mediator().perform(target: "Broken", action: "status") }
        let reason = "no RequiredService in the mediator context; the app must provide one at launch"
        #expect(error == .targetUnavailable(target: "Broken", reason: reason))
        #expect(error?.description == "target 'Broken' could not start: \(reason)")
        #expect(error?.code == "targetUnavailable")
    }

    @Test func targetUnavailable_isNotCachedSoTheTargetStartsOnceItsServiceArrives() throws {
        let context = MediatorContext()
        let mediator = Mediator(context: context)
        #expect(capture { try mediator.perform(target: "Broken", action: "status") }?.code == "targetUnavailable")
        context.register(RequiredService())
        #expect(try mediator.perform(target: "Broken", action: "status") == "running")
    }

    @Test func stopped_whenAMiddlewareRefusesTheCall() {
        let mediator = Mediator()
        mediator.use(Guard())
        let error = capture { try mediator.perform(target: "Echo", action: "localOnly") }
        #expect(
            error
                == .stopped(
                    middleware: "loginGuard", target: "Echo", action: "localOnly", code: "loginRequired",
                    kind: .forbidden, message: "log in first"))
        #expect(error?.description == "log in first (stopped by loginGuard)")
        #expect(error?.code == "loginRequired")
    }

    @Test func invalidConfiguration_forAnUnknownVariant() {
        let error = capture { try Mediator().setVariant("nope", for: "Echo") }
        #expect(
            error
                == .invalidConfiguration(reason: "target 'Echo' has no variant 'nope' (no type Echo.Target_Echo_nope)"))
        #expect(
            error?.description
                == "invalid mediator configuration: target 'Echo' has no variant 'nope' (no type Echo.Target_Echo_nope)"
        )
        #expect(error?.code == "invalidConfiguration")
    }

    @Test func remoteStatus_mapsEveryCase() {
        let cases: [(MediatorError, Int)] = [
            (.invalidURL(url: "u", reason: "r"), 400), (.missingParameter(key: "k", expected: "Int"), 400),
            (.invalidParameter(key: "k", expected: "Int", actual: "x"), 400),
            (.remoteForbidden(target: "T", action: "a", reason: "r"), 403),
            (.stopped(middleware: "m", target: "T", action: "a", code: "c", kind: .forbidden, message: "m"), 403),
            (.targetNotFound(target: "T"), 404), (.actionNotFound(target: "T", action: "a"), 404),
            (.actionFailed(target: "T", action: "a", code: "c", kind: .refused, message: "m"), 422),
            (.actionFailed(target: "T", action: "a", code: "c", kind: .conflict, message: "m"), 409),
            (.actionFailed(target: "T", action: "a", code: "c", kind: .notFound, message: "m"), 404),
            (.stopped(middleware: "m", target: "T", action: "a", code: "c", kind: .unavailable, message: "m"), 503),
            (.requiresAsync(target: "T", action: "a"), 503), (.serviceMissing(service: "S"), 503),
            (.targetUnavailable(target: "T", reason: "r"), 503), (.invalidConfiguration(reason: "r"), 503),
            (.malformedResult(target: "T", action: "a", path: "items[0].id", reason: "missing"), 503),
        ]
        for (error, status) in cases {
            #expect(RemoteResponse.status(for: error) == status, "\(error.code)")
        }
    }

    @Test func remoteResponses_carryTheStatusOfTheirError() async {
        let context = MediatorContext()
        let mediator = remoteMediator(context: context)
        #expect(await mediator.open("shop://Echo/greet").status == 400)
        #expect(await mediator.open("shop://Broken/status").status == 503)
        let failed = await mediator.open("shop://Echo/double?x=zz")
        #expect(failed.status == 400)
        #expect(failed.value == .null)
        let ok = await mediator.open("shop://Echo/double?x=4")
        #expect(ok.status == 200)
        #expect(ok.value == 8)
        #expect(ok.error == nil)
    }
}
