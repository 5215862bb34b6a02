import Dispatch
import Mediator
import MediatorTesting
import Testing

/// Entries called from an actor run a synchronous action there: no executor hop, so a deep link
/// handled on the main actor pays none. Measured on an actor whose executor counts the jobs it is
/// given: a hop away and back gives it more. Serialized: the count is shared by the suite's tests.
/// Built by a compiler before Swift 6.2 (no `nonisolated(nonsending)`), the entries hop instead.
/// An `ExecutorJob` executor needs macOS 14 and iOS 17, above the package's floor: each declaration
/// that reaches it says so (Swift Testing refuses an availability attribute on a suite type).
@Suite(.serialized) struct MediatorIsolationTests {
    /// A serial executor on a dispatch queue that counts the jobs enqueued on it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    final class CountingExecutor: SerialExecutor {
        let queue = DispatchQueue(label: "MediatorIsolationTests.CountingExecutor")
        let marker = DispatchSpecificKey<Bool>()
        let enqueued = Locked<Int>(0)

        init() { queue.setSpecific(key: marker, value: true) }

        func enqueue(_ job: consuming ExecutorJob) {
            enqueued.withLock { $0 += 1 }
            let job = UnownedJob(job)
            queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
        }

        /// Whether the calling code runs on this executor's queue.
        var isCurrent: Bool { DispatchQueue.getSpecific(key: marker) == true }
    }

    /// A global actor on the counting executor.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @globalActor actor CountingActor {
        static let shared = CountingActor()
        static let executor = CountingExecutor()
        nonisolated var unownedExecutor: UnownedSerialExecutor { Self.executor.asUnownedSerialExecutor() }
    }

    /// A component whose actions answer whether they ran on the counting actor's executor.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func probe() -> Mediator {
        let component = ScriptedComponent(name: "Probe", local: ["here"], remote: ["where"])
        component.respondToEveryAction { _ in .bool(CountingActor.executor.isCurrent) }
        let mediator = component.mediator()
        mediator.configureRemote(RemoteConfiguration(schemes: ["app"], targets: ["Probe"]))
        return mediator
    }

    /// Runs `body` on the counting actor; returns its value and the jobs enqueued meanwhile.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @CountingActor static func onActor<Value: Sendable>(_ body: @CountingActor () async throws -> Value) async rethrows
        -> (Value, hops: Int)
    {
        let before = CountingActor.executor.enqueued.withLock { $0 }
        let value = try await body()
        return (value, CountingActor.executor.enqueued.withLock { $0 } - before)
    }

    /// An async function that runs on the generic executor: calling it from an actor hops away and back.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    nonisolated static func elsewhere() async -> Bool { CountingActor.executor.isCurrent }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theCountingActor_seesAHop() async {
        let (ranThere, hops) = await Self.onActor { await Self.elsewhere() }
        #expect(!ranThere)
        #expect(hops >= 1)
    }

    #if compiler(>=6.2)
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        @Test func open_fromAnActor_runsASyncActionThereWithoutAHop() async {
            let mediator = Self.probe()
            _ = await mediator.open("app://probe/where")
            let (response, hops) = await Self.onActor { await mediator.open("app://probe/where") }
            #expect(response.status == 200)
            #expect(response.value == true)
            #expect(hops == 0)
        }

        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        @Test func asyncPerform_fromAnActor_runsASyncActionThereWithoutAHop() async throws {
            let mediator = Self.probe()
            let (value, hops) = try await Self.onActor { try await mediator.perform(target: "Probe", action: "here") }
            #expect(value == true)
            #expect(hops == 0)
            let (raw, rawHops) = try await Self.onActor {
                try await mediator.result(target: "Probe", action: "here") as? MediatorValue
            }
            #expect(raw == true)
            #expect(rawHops == 0)
        }
    #else
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        @Test func open_andAsyncPerform_fromAnActor_answerTheSame_afterAHop() async throws {
            let mediator = Self.probe()
            let (response, hops) = await Self.onActor { await mediator.open("app://probe/where") }
            #expect(response.status == 200)
            #expect(response.value == false)
            #expect(hops >= 1)
            let (value, performHops) = try await Self.onActor {
                try await mediator.perform(target: "Probe", action: "here")
            }
            #expect(value == false)
            #expect(performHops >= 1)
        }
    #endif

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor @Test func open_fromTheMainActor_answers() async {
        let mediator = Self.probe()
        #expect(await mediator.open("app://probe/where").value == false)
    }
}
