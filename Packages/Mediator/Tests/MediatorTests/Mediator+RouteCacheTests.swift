import FixtureSupport
import Foundation
import Testing

@testable import Mediator

/// Cached calls reuse a resolution: it must always be the configuration in force, also when an
/// action reconfigures the mediator or calls it again while it runs.
@Suite struct MediatorRouteCacheTests {
    @Test func anActionThatReconfiguresAndCallsAgain_getsTheNewConfigurationAndReturnsSafely() throws {
        let mediator = Mediator()
        let greet: Params = ["name": "Al"]
        #expect(try performSync(mediator, "Echo", "greet", greet) == "hello Al")
        #expect(try performSync(mediator, "Echo", "greet", greet) == "hello Al")
        let nested = Locked<[MediatorValue]>([])
        // While `callback` runs from its cached resolution, it drops that cache twice over (a state change,
        // a release) and calls the mediator again: the running call must not lose what it borrowed.
        let done: @Sendable (String) -> Void = { _ in
            mediator.setState("vip")
            mediator.releaseAll()
            let inner = (try? performSync(mediator, "Echo", "greet", greet)) ?? .null
            let again = (try? performSync(mediator, "Echo", "add", ["a": 1, "b": 2])) ?? .null
            nested.withLock { $0 += [inner, again] }
        }
        for _ in 0..<3 {
            #expect(try performSync(mediator, "Echo", "callback", ["done": .opaque(done)]) == .null)
            mediator.setState(nil)
        }
        #expect(nested.withLock { $0 } == ["welcome back Al", 3, "welcome back Al", 3, "welcome back Al", 3])
        #expect(try performSync(mediator, "Echo", "greet", greet) == "hello Al")
    }

    @Test func aChangeOnOneThread_isSeenByTheNextCallOnAnother() async throws {
        let mediator = Mediator()
        let greet: Params = ["name": "Al"]
        for round in 0..<50 {
            // Another task warms the cache, this one changes the state, the next call sees it.
            _ = try await Task.detached { try performSync(mediator, "Echo", "greet", greet) }.value
            mediator.setState(round % 2 == 0 ? "vip" : nil)
            let seen = try await Task.detached { try performSync(mediator, "Echo", "greet", greet) }.value
            #expect(seen == (round % 2 == 0 ? "welcome back Al" : "hello Al"))
        }
    }

    @Test func manyMediators_eachAnswersWithItsOwnConfiguration() throws {
        let mediators = (0..<24).map { _ in Mediator() }
        for (index, mediator) in mediators.enumerated() where index % 2 == 1 {
            try mediator.setVariant("experimental", for: "Echo")
        }
        for _ in 0..<4 {
            for (index, mediator) in mediators.enumerated() {
                #expect(try performSync(mediator, "Echo", "variant") == (index % 2 == 1 ? "experimental" : "standard"))
            }
        }
    }

    @Test func repeatedCalls_areResolvedOnce_andAChangeForgetsThem() throws {
        let mediator = Mediator()
        for round in 0..<3 {
            for a in 0..<40 {
                #expect(try performSync(mediator, "Echo", "add", ["a": .int(a), "b": .int(round)]) == .int(a + round))
                _ = try performSync(mediator, "Echo", "variant")
                _ = try performSync(mediator, "Echo", "greet", ["name": "x"])
            }
        }
        let resolved = mediator.state.withLock { ($0.routes.count, $0.generation) }
        #expect(resolved.0 == 3)
        mediator.use(Passthrough())
        #expect(mediator.state.withLock { ($0.routes.count, $0.generation) } == (0, resolved.1 + 1))
        mediator.removeMiddleware(named: "pass")
    }

    struct Passthrough: Middleware { let name = "pass" }
}
