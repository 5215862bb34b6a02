import Dispatch
import Foundation
import Testing

@testable import Mediator

/// The call-depth limit: a call that reaches itself again fails with a typed error naming its chain,
/// instead of overflowing the stack; legitimate nesting up to the limit still works.
@Suite struct MediatorCallChainTests {
    /// A mediator that finds `Loop` as `Echo.Target_Loop`, every other name as usual.
    func loopMediator() -> Mediator {
        Mediator(
            naming: TargetNaming { target, variant in
                target == "Loop" ? "Echo.Target_Loop" : TargetNaming.standard.typeName(target, variant)
            })
    }

    @Test func actionCallingItself_failsNamingTheChain() {
        let mediator = loopMediator()
        let error = capture { _ = try mediator.perform(target: "Loop", action: "forever") }
        let chain = Array(repeating: "Loop/forever", count: CallChain.limit + 1)
        #expect(error == .callDepthExceeded(limit: 64, chain: chain))
        #expect(error?.kind == .unavailable)
        #expect(
            error?.description
                == "call depth exceeded 64: Loop/forever → Loop/forever → … (65 calls, from Loop/forever) "
                + "(a call that reaches itself again?)")
    }

    @Test func twoActionsCallingEachOther_nameTheirCycle() {
        let mediator = loopMediator()
        let error = capture { _ = try mediator.perform(target: "Loop", action: "ping") }
        #expect(error?.code == "callDepthExceeded")
        #expect(
            error?.description
                == "call depth exceeded 64: Loop/ping → Loop/pong → Loop/ping → … (65 calls, from Loop/ping) "
                + "(a call that reaches itself again?)")
    }

    /// 64 nested calls are allowed, the 65th is not; the count goes back down as calls return.
    @Test func nestingUpToTheLimit_works() throws {
        let mediator = loopMediator()
        #expect(try mediator.perform(target: "Loop", action: "countdown", params: ["n": 63]) == 64)
        #expect(
            capture { _ = try mediator.perform(target: "Loop", action: "countdown", params: ["n": 64]) }?.code
                == "callDepthExceeded")
        #expect(try mediator.perform(target: "Loop", action: "countdown", params: ["n": 63]) == 64)
        #expect(CallChain.threadDepth == 0)
    }

    /// The limit is reached inside a 4 MiB thread stack, half of a Linux thread's default, with a
    /// middleware in the chain, in a debug build (431 KiB here; more under AddressSanitizer): the
    /// error, not a crash.
    @Test(.timeLimit(.minutes(1))) func fullChain_fitsInASmallThreadStack() async {
        let mediator = loopMediator()
        let probe = StackProbe()
        mediator.use(probe, for: .target("Loop"))
        let error = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: capture { _ = try mediator.perform(target: "Loop", action: "forever") })
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        #expect(error?.code == "callDepthExceeded")
        let used = probe.span
        #expect(used > 0 && used < 4 << 20, "\(used) bytes of stack for 64 levels")
    }

    /// The count is per chain: chains on several threads at once, each near the limit, all succeed.
    @Test func concurrentChains_countSeparately() {
        let mediator = loopMediator()
        let failures = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if (try? mediator.perform(target: "Loop", action: "countdown", params: ["n": 60])) != 61 {
                failures.withLock { $0 += 1 }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }

    @Test(.timeLimit(.minutes(1))) func asyncActionCallingItself_acrossSuspensions_failsNamingTheChain() async {
        let mediator = loopMediator()
        let error = await capture { _ = try await mediator.perform(target: "Loop", action: "foreverAsync") }
        #expect(error == .callDepthExceeded(limit: 64, chain: Array(repeating: "Loop/foreverAsync", count: 65)))
    }

    /// Async chains suspending between calls, interleaved on the same threads, each count their own.
    @Test func concurrentAsyncChains_countSeparately() async throws {
        let mediator = loopMediator()
        try await withThrowingTaskGroup(of: MediatorValue.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await mediator.perform(target: "Loop", action: "countdownAsync", params: ["n": 63])
                }
            }
            for try await depth in group { #expect(depth == 64) }
        }
        #expect(
            await capture {
                _ = try await mediator.perform(target: "Loop", action: "countdownAsync", params: ["n": 64])
            }?
            .code == "callDepthExceeded")
    }

    /// A middleware for every target that calls the mediator reaches itself through its own call.
    @Test func middlewareCallingTheMediatorForEveryTarget_failsNamingTheChain() async {
        let mediator = loopMediator()
        mediator.use(CallingMiddleware(mediator: mediator))
        let error = capture { _ = try mediator.perform(target: "Loop", action: "plain") }
        guard case .callDepthExceeded(64, let chain)? = error else {
            Issue.record("expected callDepthExceeded, got \(String(describing: error))")
            return
        }
        #expect(chain.first == "Loop/plain")
        #expect(chain.dropFirst().allSatisfy { $0 == "Echo/echo" })
        #expect(chain.count == 65)
        // Through the async entry too.
        #expect(
            await capture { _ = try await mediator.perform(target: "Loop", action: "plain") }?.code
                == "callDepthExceeded")
    }

    /// An action that opens a link to itself ends at the limit too, on the sync remote entry...
    @Test(.timeLimit(.minutes(1))) func actionOpeningALinkToItself_failsNamingTheChain() {
        let mediator = loopMediator()
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Loop"]))
        let response = mediator.open("shop://loop/openForever")
        #expect(response.status == 503)
        #expect(response.error == .callDepthExceeded(limit: 64, chain: Array(repeating: "Loop/openForever", count: 65)))
    }

    /// ... and on the async one.
    @Test(.timeLimit(.minutes(1))) func asyncActionOpeningALinkToItself_failsNamingTheChain() async {
        let mediator = loopMediator()
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Loop"]))
        let response = await mediator.open("shop://loop/openForeverAsync")
        #expect(response.status == 503)
        #expect(
            response.error
                == .callDepthExceeded(limit: 64, chain: Array(repeating: "Loop/openForeverAsync", count: 65)))
    }

    /// A target whose `init` calls the mediator for itself gets a typed error, not endless creation.
    @Test(.timeLimit(.minutes(1))) func targetInitCallingForItself_isATypedError() throws {
        let mediator = Mediator()
        try mediator.setVariant("reentrant", for: "Echo")
        let error = capture { _ = try mediator.perform(target: "Echo", action: "echo") }
        guard case .targetUnavailable("Echo", let reason)? = error else {
            Issue.record("expected targetUnavailable, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("Echo.Target_Echo_reentrant.init re-entered"), "\(reason)")
        #expect(capture { _ = try mediator.describe(target: "Echo") }?.code == "targetUnavailable")
        // Nothing is left marked as being created: back to the standard target, it starts.
        try mediator.setVariant(nil, for: "Echo")
        #expect(try mediator.perform(target: "Echo", action: "variant") == "standard")
        #expect(mediator.state.withLock { $0.building.isEmpty })
    }
}

/// Notes how far the stack reaches at each call it sees.
private final class StackProbe: Middleware {
    let name = "StackProbe"
    private let addresses = Locked<[UInt]>([])

    func willDispatch(_ call: DispatchCall) throws {
        var marker = 0
        let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        addresses.withLock { $0.append(address) }
    }

    /// Bytes between the shallowest and the deepest call seen.
    var span: UInt {
        addresses.withLock { ($0.max() ?? 0) - ($0.min() ?? 0) }
    }
}

/// Calls Echo on every call it sees, Echo's own included.
private struct CallingMiddleware: Middleware {
    let name = "Calling"
    weak let mediator: Mediator?

    func willDispatch(_ call: DispatchCall) throws {
        _ = try mediator?.perform(target: "Echo", action: "echo")
    }
}
