/// A dictionary shared between threads, guarded by a lock (`LockedValue`).
final class LockedDictionary<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage = LockedValue<[Key: Value]>([:])

    /// Stores `value` for `key`.
    func set(_ value: Value, for key: Key) {
        storage.withLock { $0[key] = value }
    }

    /// A copy of the current contents.
    func snapshot() -> [Key: Value] {
        storage.withLock { $0 }
    }
}
