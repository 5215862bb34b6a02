#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value guarded by a POSIX mutex: the lock behind the mediator's configuration and caches.
///
/// Chosen over `Synchronization.Mutex` for two measured reasons. On Linux, `Mutex` is a
/// priority-inheriting futex that costs about 29 ns per uncontended `withLock`, against about 5 ns
/// for `pthread_mutex_t`. And ThreadSanitizer does not see `Mutex` on Linux (it reports a false race
/// inside every `withLock`), while it understands `pthread_mutex_t`, so a real race still surfaces.
///
/// `package`, so the package's test support and fixtures use it too: a sanitizer run of the
/// package's tests then sees every lock.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // Both live at fixed heap addresses: a pthread mutex must never move, and reaching the value
    // through a pointer skips the dynamic exclusivity check a class's stored `var` would cost.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let value: UnsafeMutablePointer<Value>

    /// Creates the lock around `initial`.
    package init(_ initial: consuming Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        value = .allocate(capacity: 1)
        value.initialize(to: initial)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
