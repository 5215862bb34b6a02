#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How deep the mediator calls in progress on this thread, or in this task, are nested: what stops a
/// call that reaches itself again (an action calling itself, a middleware that calls the mediator for
/// every target, a target's `init` that calls for its own target) with a typed error instead of a
/// stack overflow.
///
/// A synchronous call counts on the calling thread (a counter reached through a pthread key: nested
/// sync calls are nested frames on that thread's stack, and its count is changed only around code
/// that cannot suspend). An asynchronous call counts in a task-local, which follows the task across
/// suspension points and threads; an async entry also starts from the thread's count, when it runs
/// under a synchronous call.
enum CallChain {
    /// The most nested mediator calls one chain may have; the next one fails with
    /// `MediatorError.callDepthExceeded`.
    ///
    /// Real chains are short (the shop's longest, checkout to payment to member, is 4 calls, 6 with
    /// the guards' own calls to Account). Each sync level takes the caller's frames plus the
    /// mediator's (about 1 KiB in a debug build, several with AddressSanitizer), so 64 levels stay
    /// far below the 512 KiB stack of a secondary thread on macOS, the smallest a caller may run on.
    static let limit = 64

    /// The pthread key holding this thread's counter, allocated at the thread's first call and freed
    /// when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { counter in freeCounter(counter) }
        return key
    }()

    /// This thread's counter: one pthread lookup, then plain loads and stores for the call's count
    /// and its restoring (no further lookups, no allocation after the thread's first call).
    static var counter: UnsafeMutablePointer<Int> {
        @inline(__always) get {
            guard let counter = pthread_getspecific(key) else { return newCounter() }
            return counter.assumingMemoryBound(to: Int.self)
        }
    }

    /// Frees a thread's counter when the thread ends (the destructor's argument is optional on some
    /// platforms only).
    private static func freeCounter(_ counter: UnsafeMutableRawPointer?) {
        counter?.deallocate()
    }

    @inline(never)
    private static func newCounter() -> UnsafeMutablePointer<Int> {
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        counter.initialize(to: 0)
        pthread_setspecific(key, counter)
        return counter
    }

    /// The nesting of sync mediator calls in progress on this thread.
    static var threadDepth: Int {
        @inline(__always) get { counter.pointee }
        @inline(__always) set { counter.pointee = newValue }
    }

    /// The nesting of async mediator calls in progress in this task.
    @TaskLocal static var taskDepth = 0

    /// An identifier of the calling thread, for telling a re-entered target `init` from a concurrent one.
    static var threadID: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    /// Runs `body`, which must not suspend, with this thread's count at `depth`.
    @inline(__always)
    static func onThread<Result, Failure: Error>(depth: Int, _ body: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        let counter = self.counter
        let outer = counter.pointee
        counter.pointee = depth
        defer { counter.pointee = outer }
        return try body()
    }

    #if compiler(>=6.2)
        /// Runs `body` with this task's count at `depth`, on the caller's executor.
        nonisolated(nonsending) static func inTask<Result>(
            depth: Int, _ body: () async throws(MediatorError) -> Result
        ) async throws(MediatorError) -> Result {
            do {
                return try await $taskDepth.withValue(depth) { try await body() }
            } catch let error as MediatorError {
                throw error
            } catch {
                throw MediatorError.wrapping(error, target: "", action: "")
            }
        }
    #else
        /// Runs `body` with this task's count at `depth` (on the generic executor, before Swift 6.2).
        static func inTask<Result>(
            depth: Int, _ body: () async throws(MediatorError) -> Result
        ) async throws(MediatorError) -> Result {
            do {
                return try await $taskDepth.withValue(depth) { try await body() }
            } catch let error as MediatorError {
                throw error
            } catch {
                throw MediatorError.wrapping(error, target: "", action: "")
            }
        }
    #endif

    /// The error for a call one level past the limit.
    static func exceeded(target: String, action: String) -> MediatorError {
        .callDepthExceeded(limit: limit, chain: ["\(target)/\(action)"])
    }

    /// The error for a call one level past the limit, with an empty chain: the remote entry adds
    /// the call when it answers.
    static let exceededHere = MediatorError.callDepthExceeded(limit: limit, chain: [])

    /// `error` with the call `target`/`action` put in front of its chain, when it is the depth error.
    static func adding(target: String, action: String, to error: MediatorError) -> MediatorError {
        guard case .callDepthExceeded(let limit, let chain) = error else { return error }
        return .callDepthExceeded(limit: limit, chain: ["\(target)/\(action)"] + chain)
    }
}
