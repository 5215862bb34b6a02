// The fixture components are imported only to be linked: the mediator finds their targets by name.
import Broken
import Echo
import Fallback
import FixtureSupport
import Foundation
import Testing

@testable import Mediator

/// Discovery by name, type and instance caching, release, and introspection.
@Suite struct MediatorTests {
    @Test func perform_withoutAnyRegistration_findsTargetByModuleAndTypeName() throws {
        let mediator = Mediator()
        let value = try mediator.perform(target: "Echo", action: "add", params: ["a": 2, "b": 3])
        #expect(value == .int(5))
    }

    @Test func perform_cachesTheRuntimeTypeUnderItsFullName() throws {
        let mediator = Mediator()
        #expect(mediator.state.withLock { $0.types.isEmpty })
        try mediator.perform(target: "Echo", action: "localOnly")
        mediator.releaseAll()
        try mediator.perform(target: "Echo", action: "localOnly")
        let slots = mediator.state.withLock { $0.types }
        #expect(Array(slots.keys) == ["Echo.Target_Echo"])
        guard case .found(let type)? = slots["Echo.Target_Echo"] else {
            Issue.record("type slot missing")
            return
        }
        #expect(String(reflecting: type) == "Echo.Target_Echo")
    }

    @Test func perform_forUnknownTarget_remembersTheMissAndFailsEachTime() {
        let mediator = Mediator()
        for _ in 0..<2 {
            #expect(capture { try mediator.perform(target: "Ghost", action: "x") } == .targetNotFound(target: "Ghost"))
        }
        let slot = mediator.state.withLock { $0.types["Ghost.Target_Ghost"] }
        guard case .missing? = slot else {
            Issue.record("expected a cached miss, got \(String(describing: slot))")
            return
        }
    }

    @Test func perform_withNonIdentifierTargetName_failsWithoutTypeLookup() {
        let mediator = Mediator()
        for name in ["Echo.Target_Echo", "", "Echo ", "Ec/ho", "9Echo"] {
            #expect(capture { try mediator.perform(target: name, action: "echo") } == .targetNotFound(target: name))
        }
        #expect(mediator.state.withLock { $0.types.isEmpty })
    }

    @Test func perform_withCaching_reusesOneInstance() throws {
        let mediator = Mediator()
        let first = try mediator.perform(target: "Echo", action: "instance")
        let second = try mediator.perform(target: "Echo", action: "instance")
        #expect(first == second)
        #expect(mediator.cachedTargets == ["Echo"])
    }

    @Test func perform_withoutCaching_createsAFreshInstanceEachCallAndCachesNothing() throws {
        let mediator = Mediator()
        let first = try mediator.perform(target: "Echo", action: "instance", cache: false)
        let second = try mediator.perform(target: "Echo", action: "instance", cache: false)
        #expect(first != second)
        #expect(mediator.cachedTargets.isEmpty)
        // The type is still remembered, and the target is still known to introspection.
        #expect(mediator.state.withLock { $0.types["Echo.Target_Echo"] } != nil)
        #expect(mediator.knownTargets().map(\.name) == ["Echo"])
    }

    @Test func perform_withoutCaching_stillUsesAnInstanceCachedEarlier() throws {
        let mediator = Mediator()
        let cached = try mediator.perform(target: "Echo", action: "instance")
        #expect(try mediator.perform(target: "Echo", action: "instance", cache: false) == cached)
    }

    @Test func release_dropsOnlyThatInstance() throws {
        let mediator = Mediator()
        let echo = try mediator.perform(target: "Echo", action: "instance")
        _ = try mediator.describe(target: "Fallback")
        #expect(mediator.cachedTargets == ["Echo", "Fallback"])
        mediator.release(target: "Echo")
        #expect(mediator.cachedTargets == ["Fallback"])
        #expect(try mediator.perform(target: "Echo", action: "instance") != echo)
        mediator.release(target: "NeverSeen")
        #expect(mediator.cachedTargets == ["Echo", "Fallback"])
    }

    @Test func releaseAll_dropsEveryInstanceButKeepsTypes() throws {
        let mediator = Mediator()
        let echo = try mediator.perform(target: "Echo", action: "instance")
        _ = try mediator.describe(target: "Fallback")
        mediator.releaseAll()
        #expect(mediator.cachedTargets.isEmpty)
        #expect(mediator.state.withLock { $0.types.count } == 2)
        #expect(try mediator.perform(target: "Echo", action: "instance") != echo)
    }

    @Test func describe_listsActionsSortedWithRemoteAndAsyncFlags() throws {
        let mediator = Mediator()
        let description = try mediator.describe(target: "Echo")
        #expect(description.name == "Echo")
        #expect(description.typeName == "Echo.Target_Echo")
        let names = description.actions.map(\.name)
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
        let byName = Dictionary(uniqueKeysWithValues: description.actions.map { ($0.name, $0) })
        #expect(byName["echo"]?.isRemote == true)
        #expect(byName["echo"]?.summary == "Returns its params")
        #expect(byName["localOnly"]?.isRemote == false)
        #expect(byName["nativeSecret"]?.isRemote == false)
        #expect(byName["NativeDeclaredRemote"]?.isRemote == false)
        #expect(byName["double"]?.isAsync == true)
        #expect(byName["double"]?.isRemote == true)
        #expect(byName["add"]?.isAsync == false)
        #expect(byName["add"]?.summary == "Adds a and b")
    }

    @Test func actionTable_withDuplicateName_keepsTheFirstDeclaration() throws {
        let mediator = Mediator()
        #expect(try mediator.perform(target: "Echo", action: "add", params: ["a": 1, "b": 1]) == 2)
    }

    @Test func describe_ofUnknownOrBrokenTarget_throws() {
        let mediator = Mediator()
        #expect(capture { _ = try mediator.describe(target: "Ghost") } == .targetNotFound(target: "Ghost"))
        let broken = capture { _ = try mediator.describe(target: "Broken") }
        #expect(broken?.code == "targetUnavailable")
    }

    @Test func knownTargets_listsEveryCreatedTargetSortedAndNothingElse() throws {
        let mediator = Mediator()
        #expect(mediator.knownTargets().isEmpty)
        _ = try? mediator.perform(target: "Ghost", action: "x")
        _ = try mediator.describe(target: "Fallback")
        try mediator.perform(target: "Echo", action: "localOnly", cache: false)
        let known = mediator.knownTargets()
        #expect(known.map(\.name) == ["Echo", "Fallback"])
        #expect(known.first?.actions.first { $0.name == "echo" }?.isRemote == true)
    }

    @Test func targetDescription_value_isAnOrdinaryObject() throws {
        let value = try Mediator().describe(target: "Fallback").value
        #expect(value.isOrdinary)
        #expect(value["name"] == "Fallback")
        #expect(value["type"] == "Fallback.Target_Fallback")
        #expect(
            value["actions"] == [["name": "record", "remote": false, "async": false, "summary": ""]])
    }

    @Test func singleModuleNaming_findsTargetsOfAnyNameInOneModule() throws {
        let mediator = Mediator(naming: .singleModule("Echo"))
        #expect(try mediator.perform(target: "Echo", action: "variant") == "standard")
        #expect(mediator.knownTargets().first?.typeName == "Echo.Target_Echo")
        #expect(TargetNaming.singleModule("Bench").typeName("T7", nil) == "Bench.Target_T7")
        #expect(TargetNaming.singleModule("Bench").typeName("T7", "b") == "Bench.Target_T7_b")
        #expect(TargetNaming.standard.typeName("Goods", "v2") == "Goods.Target_Goods_v2")
    }

    @Test func customNaming_isHonoured() throws {
        let naming = TargetNaming { target, _ in target == "Alias" ? "Echo.Target_Echo" : "Nope.\(target)" }
        let mediator = Mediator(naming: naming)
        #expect(try mediator.perform(target: "Alias", action: "variant") == "standard")
        #expect(capture { try mediator.perform(target: "Echo", action: "variant") } == .targetNotFound(target: "Echo"))
    }

    @Test func customNaming_withoutAModuleDot_goesToTheRuntimeAsIs() throws {
        let mangled = Mediator(naming: TargetNaming { _, _ in "4Echo11Target_EchoV" })
        #expect(try mangled.perform(target: "Anything", action: "variant") == "standard")
        let bare = Mediator(naming: TargetNaming { target, _ in "Target_\(target)" })
        #expect(capture { try bare.perform(target: "Echo", action: "variant") } == .targetNotFound(target: "Echo"))
        let nested = Mediator(naming: TargetNaming { target, _ in "\(target).Target_\(target).Inner" })
        #expect(capture { try nested.perform(target: "Echo", action: "variant") } == .targetNotFound(target: "Echo"))
    }

    @Test func shared_isOneInstance() {
        #expect(Mediator.shared === Mediator.shared)
    }

    @Test func perform_passesClosuresAndDataThroughTheLocalEntry() throws {
        let mediator = Mediator()
        let log = EventLog()
        let done: @Sendable (String) -> Void = { log.append($0) }
        try mediator.perform(target: "Echo", action: "callback", params: ["done": .opaque(done)])
        #expect(log.all == ["called back"])
        let count = try mediator.perform(
            target: "Echo", action: "byteCount", params: ["bytes": .data(Data([1, 2, 3]))])
        #expect(count == 3)
    }

    @Test func perform_async_runsSyncAndAsyncActions() async throws {
        let mediator = Mediator()
        #expect(try await mediator.perform(target: "Echo", action: "double", params: ["x": 21]) == 42)
        #expect(try await mediator.perform(target: "Echo", action: "add", params: ["a": 1, "b": 2]) == 3)
        let error = await capture { try await mediator.perform(target: "Echo", action: "double", params: ["x": "no"]) }
        #expect(error == .invalidParameter(key: "x", expected: "Int", actual: "String \"no\""))
    }

    @Test func repeatedCalls_reuseTheirResolutionUntilTheConfigurationChanges() throws {
        struct Tag: Middleware {
            let name = "tag"
            let log: EventLog
            func willDispatch(_ call: DispatchCall) throws { log.append("\(call.target)/\(call.action)") }
        }
        let log = EventLog()
        let mediator = Mediator()
        let greet: Params = ["name": "Al"]
        #expect(try mediator.perform(target: "Echo", action: "greet", params: greet) == "hello Al")
        #expect(try mediator.perform(target: "Echo", action: "greet", params: greet) == "hello Al")
        #expect(mediator.state.withLock { $0.routes.count } == 1)

        mediator.use(Tag(log: log))
        #expect(try mediator.perform(target: "Echo", action: "greet", params: greet) == "hello Al")
        #expect(log.all == ["Echo/greet"])
        mediator.removeMiddleware(named: "tag")
        #expect(try mediator.perform(target: "Echo", action: "greet", params: greet) == "hello Al")
        #expect(log.all == ["Echo/greet"])

        mediator.setState("vip")
        #expect(try mediator.perform(target: "Echo", action: "greet", params: greet) == "welcome back Al")
        mediator.setState("beta", for: "Echo")
        #expect(try mediator.perform(target: "Echo", action: "greet", params: greet) == "beta hi Al")
        mediator.setState(nil, for: "Echo")
        mediator.setState(nil)

        mediator.setRewrites(
            try RewriteTable(rules: [.init(target: "Echo", action: "greet"): .init(target: "Echo", action: "variant")]))
        #expect(try mediator.perform(target: "Echo", action: "greet", params: greet) == "standard")
        mediator.setRewrites(RewriteTable())

        try mediator.setVariant("experimental", for: "Echo")
        #expect(try mediator.perform(target: "Echo", action: "variant") == "experimental")
        try mediator.setVariant(nil, for: "Echo")
        #expect(try mediator.perform(target: "Echo", action: "variant") == "standard")

        let before = try mediator.perform(target: "Echo", action: "instance")
        #expect(try mediator.perform(target: "Echo", action: "instance") == before)
        mediator.release(target: "Echo")
        let afterRelease = try mediator.perform(target: "Echo", action: "instance")
        #expect(afterRelease != before)
        mediator.releaseAll()
        #expect(try mediator.perform(target: "Echo", action: "instance") != afterRelease)
    }

    @Test func callsWithoutCaching_leaveNoResolutionBehind() throws {
        let mediator = Mediator()
        _ = try mediator.perform(target: "Echo", action: "instance", cache: false)
        #expect(mediator.state.withLock { $0.routes.isEmpty })
    }
}
