import Foundation

/// A value shared between threads, guarded by an `NSLock`.
///
/// Not `Synchronization.Mutex`: that needs macOS 15, and the checker builds for the macOS its package
/// declares; and ThreadSanitizer does not see `Mutex` on Linux (it reports a race inside every
/// `withLock`), while `NSLock` is a pthread mutex it understands.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the lock around `initial`.
    init(_ initial: Value) {
        value = initial
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
