import FixtureSupport
import Mediator
import Testing

/// The ordered chain around every dispatch: order, scope, stopping, timing, both entries.
@Suite struct MiddlewareTests {
    /// Records what it sees into a shared log; optionally refuses calls.
    struct Recorder: Middleware {
        let name: String
        let log: EventLog
        var refusal: (any Error)?

        func willDispatch(_ call: DispatchCall) throws {
            log.append("will \(name) \(call.target)/\(call.action) \(call.entry.rawValue)")
            if let refusal { throw refusal }
        }

        func didDispatch(_ call: DispatchCall, outcome: DispatchOutcome) {
            let result = outcome.error.map { "failed \($0.code)" } ?? "ok"
            log.append("did \(name) \(call.target)/\(call.action) \(result)")
        }
    }

    /// Keeps the last outcome it saw.
    final class OutcomeProbe: Middleware {
        let name = "probe"
        let last = Locked<(call: DispatchCall, outcome: DispatchOutcome)?>(nil)

        func didDispatch(_ call: DispatchCall, outcome: DispatchOutcome) {
            last.withLock { $0 = (call, outcome) }
        }
    }

    /// Implements only its name: the protocol's defaults let everything through.
    struct Silent: Middleware {
        let name = "silent"
    }

    struct LoginRequired: DomainError, CustomStringConvertible {
        var code: String { "loginRequired" }
        var kind: ErrorKind { .forbidden }
        var description: String { "log in first" }
    }

    struct PlainRefusal: Error, CustomStringConvertible {
        var description: String { "no" }
    }

    @Test func chain_runsWillInOrderAndDidInReverse() throws {
        let log = EventLog()
        let mediator = Mediator()
        for name in ["A", "B", "C"] { mediator.use(Recorder(name: name, log: log)) }
        #expect(mediator.middlewareNames == ["A", "B", "C"])
        try mediator.perform(target: "Echo", action: "localOnly")
        #expect(
            log.all == [
                "will A Echo/localOnly local", "will B Echo/localOnly local", "will C Echo/localOnly local",
                "did C Echo/localOnly ok", "did B Echo/localOnly ok", "did A Echo/localOnly ok",
            ])
    }

    @Test func scope_limitsWhichCallsAMiddlewareSees() throws {
        let log = EventLog()
        let context = MediatorContext()
        context.register(log)
        let mediator = Mediator(context: context)
        mediator.use(Recorder(name: "all", log: log))
        mediator.use(Recorder(name: "echo", log: log), for: .target("Echo"))
        mediator.use(Recorder(name: "add", log: log), for: .action(target: "Echo", action: "add"))
        try mediator.perform(target: "Echo", action: "add", params: ["a": 1, "b": 2])
        try mediator.perform(target: "Echo", action: "localOnly")
        try mediator.perform(target: "Fallback", action: "record")
        let wills = log.all.filter { $0.hasPrefix("will") }
        #expect(
            wills == [
                "will all Echo/add local", "will echo Echo/add local", "will add Echo/add local",
                "will all Echo/localOnly local", "will echo Echo/localOnly local",
                "will all Fallback/record local",
            ])
    }

    @Test func scopeMatching_isExact() {
        #expect(MiddlewareScope.all.matches(target: "X", action: "y"))
        #expect(MiddlewareScope.target("Echo").matches(target: "Echo", action: "any"))
        #expect(!MiddlewareScope.target("Echo").matches(target: "echo", action: "any"))
        #expect(MiddlewareScope.action(target: "Echo", action: "add").matches(target: "Echo", action: "add"))
        #expect(!MiddlewareScope.action(target: "Echo", action: "add").matches(target: "Echo", action: "addAll"))
        #expect(!MiddlewareScope.action(target: "Echo", action: "add").matches(target: "Other", action: "add"))
        // An action's scope covers its state variants; a variant's scope that variant only.
        #expect(MiddlewareScope.action(target: "Echo", action: "add").matches(target: "Echo", action: "add@vip"))
        #expect(!MiddlewareScope.action(target: "Echo", action: "add").matches(target: "Echo", action: "addAll@vip"))
        #expect(MiddlewareScope.action(target: "Echo", action: "add@vip").matches(target: "Echo", action: "add@vip"))
        #expect(!MiddlewareScope.action(target: "Echo", action: "add@vip").matches(target: "Echo", action: "add"))
        #expect(!MiddlewareScope.action(target: "Echo", action: "add@vip").matches(target: "Echo", action: "add@beta"))
    }

    /// A guard on `greet` stops `greet@vip` however the call reaches it: picked by the state, named
    /// by the caller, or reached through a rewrite; a guard on `greet@vip` sees that variant only.
    @Test func actionScope_guardsEveryVariantOfTheAction() throws {
        let log = EventLog()
        let mediator = remoteMediator()
        mediator.use(
            Recorder(name: "guard", log: log, refusal: PlainRefusal()), for: .action(target: "Echo", action: "greet"))
        mediator.setRewrites(
            try RewriteTable(rules: [
                .init(target: "Echo", action: "hello"): .init(target: "Echo", action: "greet@beta")
            ]))
        for action in ["greet", "greet@vip", "greet@beta", "hello"] {
            #expect(
                capture { _ = try mediator.perform(target: "Echo", action: action, params: ["name": "Ann"]) }?.code
                    == "stopped", "\(action)")
        }
        mediator.setState("vip")
        #expect(
            capture { _ = try mediator.perform(target: "Echo", action: "greet", params: ["name": "Ann"]) }?.code
                == "stopped")
        #expect(
            log.all.filter { $0.hasPrefix("will") } == [
                "will guard Echo/greet local", "will guard Echo/greet@vip local", "will guard Echo/greet@beta local",
                "will guard Echo/greet@beta local", "will guard Echo/greet@vip local",
            ])

        let variantOnly = Mediator()
        variantOnly.use(
            Recorder(name: "vip", log: log, refusal: PlainRefusal()), for: .action(target: "Echo", action: "greet@vip"))
        #expect(try variantOnly.perform(target: "Echo", action: "greet", params: ["name": "Ann"]) == "hello Ann")
        #expect(
            capture { _ = try variantOnly.perform(target: "Echo", action: "greet@vip", params: ["name": "Ann"]) }?.code
                == "stopped")
        variantOnly.setState("vip")
        #expect(
            capture { _ = try variantOnly.perform(target: "Echo", action: "greet", params: ["name": "Ann"]) }?.code
                == "stopped")
    }

    @Test func stop_preventsTheActionAndReportsATypedErrorThatDidDispatchSees() throws {
        let log = EventLog()
        let context = MediatorContext()
        context.register(log)
        let mediator = Mediator(context: context)
        mediator.use(Recorder(name: "outer", log: log))
        mediator.use(Recorder(name: "guard", log: log, refusal: LoginRequired()), for: .target("Echo"))
        mediator.use(Recorder(name: "inner", log: log))
        let error = capture { try mediator.perform(target: "Echo", action: "record", params: ["tag": "t"]) }
        #expect(
            error
                == .stopped(
                    middleware: "guard", target: "Echo", action: "record", code: "loginRequired",
                    kind: .forbidden, message: "log in first"))
        #expect(error?.code == "loginRequired")
        // The action never ran (it would have logged "Echo.record t"); the inner middleware never saw it
        // before the stop, and every middleware saw the failure afterwards.
        #expect(
            log.all == [
                "will outer Echo/record local", "will guard Echo/record local",
                "did inner Echo/record failed loginRequired", "did guard Echo/record failed loginRequired",
                "did outer Echo/record failed loginRequired",
            ])
    }

    @Test func stop_withPlainOrMediatorErrors_usesTheirCodes() {
        let log = EventLog()
        let plain = Mediator()
        plain.use(Recorder(name: "plain", log: log, refusal: PlainRefusal()))
        #expect(
            capture { try plain.perform(target: "Echo", action: "localOnly") }
                == .stopped(
                    middleware: "plain", target: "Echo", action: "localOnly", code: "stopped", kind: .forbidden,
                    message: "no"))
        let typed = Mediator()
        typed.use(Recorder(name: "typed", log: log, refusal: MediatorError.serviceMissing(service: "Session")))
        #expect(capture { try typed.perform(target: "Echo", action: "localOnly") }?.code == "serviceMissing")
    }

    @Test func stop_onTheAsyncAndRemoteEntries() async throws {
        let log = EventLog()
        let mediator = remoteMediator()
        mediator.use(
            Recorder(name: "guard", log: log, refusal: LoginRequired()), for: .action(target: "Echo", action: "double"))
        let error = await capture { try await mediator.perform(target: "Echo", action: "double", params: ["x": 1]) }
        #expect(error?.code == "loginRequired")
        let response = await mediator.open("shop://Echo/double?x=1")
        #expect(response.status == 403)
        #expect(response.error?.code == "loginRequired")
        #expect(
            log.all.filter { $0.hasPrefix("will") } == [
                "will guard Echo/double local", "will guard Echo/double remote",
            ])
        #expect(await mediator.open("shop://Echo/variant").status == 200)
    }

    @Test func outcome_carriesTheValueAndAPositiveDuration() throws {
        let probe = OutcomeProbe()
        let mediator = Mediator()
        mediator.use(probe)
        try mediator.perform(target: "Echo", action: "add", params: ["a": 2, "b": 2])
        let seen = probe.last.withLock { $0 }
        #expect(seen?.outcome.succeeded == true)
        #expect(seen?.outcome.error == nil)
        #expect(try seen?.outcome.result.get() as? MediatorValue == 4)
        #expect((seen?.outcome.duration ?? .zero) > .zero)
        #expect(seen?.call.params == ["a": 2, "b": 2])
    }

    @Test func outcome_ofAFailedCall_carriesTheError() async throws {
        let probe = OutcomeProbe()
        let mediator = Mediator()
        mediator.use(probe)
        _ = await capture { try await mediator.perform(target: "Echo", action: "reserve", params: ["item": "tea"]) }
        let seen = probe.last.withLock { $0 }
        #expect(seen?.outcome.succeeded == false)
        #expect(seen?.outcome.error?.code == "outOfStock")
        #expect((seen?.outcome.duration ?? .zero) > .zero)
    }

    @Test func chain_seesBothEntriesAndTheResolvedRoute() async throws {
        let log = EventLog()
        let mediator = remoteMediator()
        mediator.use(Recorder(name: "m", log: log))
        mediator.setState("vip")
        mediator.setRewrites(
            try RewriteTable(rules: [.init(target: "Echo", action: "hello"): .init(target: "Echo", action: "greet")]))
        _ = try await mediator.perform(target: "Echo", action: "hello", params: ["name": "x"])
        _ = await mediator.open("shop://Echo/hello?name=x")
        _ = await mediator.open("shop://Nowhere/page")
        _ = await mediator.open("shop://Echo/nativeSecret")
        #expect(
            log.all == [
                "will m Echo/greet@vip local", "did m Echo/greet@vip ok",
                "will m Echo/greet@vip remote", "did m Echo/greet@vip ok",
                "will m Nowhere/page remote", "did m Nowhere/page failed targetNotFound",
                // Refused at planning: no middleware may stop or answer it, but every one sees the outcome.
                "did m Echo/nativeSecret failed remoteForbidden",
            ])
    }

    @Test func removeMiddleware_dropsEveryMiddlewareWithThatName() throws {
        let log = EventLog()
        let mediator = Mediator()
        mediator.use(Recorder(name: "x", log: log))
        mediator.use(Silent())
        mediator.use(Recorder(name: "x", log: log), for: .target("Echo"))
        mediator.removeMiddleware(named: "x")
        #expect(mediator.middlewareNames == ["silent"])
        try mediator.perform(target: "Echo", action: "localOnly")
        #expect(log.all.isEmpty)
        mediator.removeMiddleware(named: "absent")
        #expect(mediator.middlewareNames == ["silent"])
    }

    @Test func entryScope_remoteOnly_seesLinksButNotLocalCalls() async throws {
        let log = EventLog()
        let mediator = remoteMediator()
        mediator.use(Recorder(name: "links", log: log), entry: .remote)
        mediator.use(Recorder(name: "local", log: log), for: .target("Echo"), entry: .local)
        let syncPerform: () throws -> MediatorValue = { try mediator.perform(target: "Echo", action: "list") }
        let syncOpen: (String) -> RemoteResponse = { mediator.open($0) }
        _ = try syncPerform()
        #expect(await mediator.open("shop://echo/list").status == 200)
        #expect(syncOpen("shop://echo/list").status == 200, "the synchronous remote entry too")
        #expect(
            log.all == [
                "will local Echo/list local", "did local Echo/list ok",
                "will links Echo/list remote", "did links Echo/list ok",
                "will links Echo/list remote", "did links Echo/list ok",
            ])
    }

    @Test func entryScope_aRemoteGuard_stopsLinksOnly() async throws {
        let mediator = remoteMediator()
        mediator.use(Recorder(name: "guard", log: EventLog(), refusal: LoginRequired()), entry: .remote)
        let syncPerform: () throws -> MediatorValue = { try mediator.perform(target: "Echo", action: "list") }
        #expect(try syncPerform() != .null)
        let response = await mediator.open("shop://echo/list")
        #expect(response.status == 403)
        #expect(response.error?.code == "loginRequired")
        #expect(await mediator.open("shop://nowhere/list").status == 403, "a link to no target is stopped too")
    }
}
