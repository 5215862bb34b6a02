import FixtureSupport
@testable import Mediator
import Testing

/// The mediator is safe to call from any thread, also while it is being reconfigured.
@Suite struct MediatorConcurrencyTests {
    @Test func thousandConcurrentPerforms_allReturnTheirOwnResult() async throws {
        let mediator = Mediator()
        let results = try await withThrowingTaskGroup(of: (Int, MediatorValue).self) { group in
            for i in 0..<1_000 {
                group.addTask {
                    let value: MediatorValue
                    switch i % 3 {
                    case 0: value = try performSync(mediator, "Echo", "add", ["a": .int(i), "b": .int(i)])
                    case 1: value = try await mediator.perform(target: "Echo", action: "double", params: ["x": .int(i)])
                    default:
                        let sum = try await mediator.result(
                            target: "Echo", action: "add", params: ["a": .int(i), "b": .int(i)])
                        value = try #require(sum as? MediatorValue)
                    }
                    return (i, value)
                }
            }
            var collected: [Int: MediatorValue] = [:]
            for try await (i, value) in group { collected[i] = value }
            return collected
        }
        #expect(results.count == 1_000)
        for (i, value) in results {
            #expect(value == .int(2 * i))
        }
        #expect(mediator.knownTargets().map(\.name) == ["Echo"])
    }

    @Test func firstUseFromManyTasksAtOnce_endsWithOneCachedInstance() async throws {
        let mediator = Mediator()
        let instances = try await withThrowingTaskGroup(of: MediatorValue.self) { group in
            for _ in 0..<64 {
                group.addTask { try performSync(mediator, "Echo", "instance") }
            }
            var seen: [MediatorValue] = []
            for try await value in group { seen.append(value) }
            return seen
        }
        #expect(instances.count == 64)
        let cached = try performSync(mediator, "Echo", "instance")
        // Racing first calls may each build an instance, but only one is kept and used afterwards.
        #expect(instances.contains(cached))
        #expect(try performSync(mediator, "Echo", "instance") == cached)
    }

    @Test func reconfiguringWhileDispatching_neverBreaksACall() async throws {
        struct Passthrough: Middleware { let name = "pass" }
        let log = EventLog()
        let context = MediatorContext()
        context.register(log)
        let mediator = remoteMediator(context: context)
        let rewrites = try RewriteTable(rules: [
            .init(target: "Old", action: "x"): .init(target: "Echo", action: "variant")
        ])
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for round in 0..<300 {
                    mediator.setState(round % 2 == 0 ? "vip" : nil)
                    mediator.setState(round % 3 == 0 ? "beta" : nil, for: "Echo")
                    mediator.use(Passthrough(), for: round % 2 == 0 ? .all : .target("Echo"))
                    mediator.setRewrites(round % 2 == 0 ? rewrites : RewriteTable())
                    if round % 5 == 0 { mediator.releaseAll() } else { mediator.release(target: "Echo") }
                    try mediator.setVariant(round % 2 == 0 ? "fixed" : nil, for: "Broken")
                    try mediator.setFallback(round % 2 == 0 ? "Fallback" : nil, for: .remote)
                    mediator.observe("tick", target: "Echo", action: "record")
                    mediator.stopObserving("tick", target: "Echo")
                    mediator.removeMiddleware(named: "pass")
                    mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Echo", "Fallback"]))
                    await Task.yield()
                }
            }
            for worker in 0..<8 {
                group.addTask {
                    for i in 0..<250 {
                        let a = worker * 1_000 + i
                        let sum = try performSync(mediator, "Echo", "add", ["a": .int(a), "b": 1])
                        #expect(sum == .int(a + 1))
                        let doubled = try await mediator.perform(
                            target: "Echo", action: "double", params: ["x": .int(a)])
                        #expect(doubled == .int(2 * a))
                        let remote = await mediator.open("shop://echo/echo?n=\(a)")
                        #expect(remote.value == ["n": .string(String(a))])
                        let greeting = try performSync(mediator, "Echo", "greet", ["name": "N"])
                        #expect(["hello N", "welcome back N", "beta hi N"].contains(greeting))
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(mediator.middlewareNames.isEmpty)
        #expect(mediator.observers(of: "tick").isEmpty)
    }
}
