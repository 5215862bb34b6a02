import Foundation

/// A value behind an `NSLock`: the kit's lock for declarations, help caches and input.
///
/// Chosen over `Synchronization.Mutex`, which needs macOS 15 and iOS 18 and which ThreadSanitizer
/// cannot see on Linux; `NSLock` needs neither, and a real race still surfaces under the sanitizer.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the lock around `initial`.
    init(_ initial: Value) { value = initial }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
