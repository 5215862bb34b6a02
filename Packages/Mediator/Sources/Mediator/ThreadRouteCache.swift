#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Each thread's strong references to the route snapshots it read last: what lets a cached call
/// find the snapshot in force with one atomic load, no lock and no write to shared memory.
///
/// Why this is safe. The cache is reached only through thread-local storage, so only its own thread
/// ever touches it (it is never `Sendable` and never escapes). Each slot owns one reference to a
/// snapshot and remembers its stamp; stamps are unique, so a slot whose stamp equals the mediator's
/// published stamp holds exactly the snapshot in force, kept alive by the slot itself, and can be
/// read without retaining it. A slot is refilled under the mediator's lock. A call borrows from its
/// slot for as long as it runs (the action included), and an action may call a mediator again on
/// the same thread, refilling slots: so while any call is borrowing (`depth > 0`), a snapshot
/// pushed out of its slot is parked, not released, until the outermost call returns.
///
/// The cost. A thread keeps the last snapshot it read of up to `slotCount` mediators until it calls
/// that mediator again (or another mediator takes the slot), or exits: a target instance the
/// mediator released may live on until then in a thread that called it.
struct ThreadRouteCache {
    /// One mediator's snapshot, as this thread last read it.
    struct Slot {
        var stamp: UInt64 = 0
        var snapshot: Unmanaged<RouteSnapshot>?
    }

    /// Slots per thread; mediators share them by serial number.
    static let slotCount = 8

    private let slots: UnsafeMutablePointer<Slot>
    /// Calls on this thread now borrowing from a slot.
    private var depth = 0
    /// Snapshots pushed out of a slot while a call was borrowing; each holds one reference.
    private var parked: [Unmanaged<RouteSnapshot>] = []

    private init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(), count: Self.slotCount)
    }

    /// The calling thread's cache under `key` (`ThreadRouteCache.key`, which each mediator keeps a
    /// copy of, sparing the hot path the lazy global's check), created on first use; `nil` only if
    /// the system had no thread-local key left (calls then read the snapshot under the lock).
    @inline(__always)
    static func current(_ key: pthread_key_t?) -> UnsafeMutablePointer<ThreadRouteCache>? {
        guard let key else { return nil }
        if let raw = pthread_getspecific(key) { return raw.assumingMemoryBound(to: ThreadRouteCache.self) }
        let cache = UnsafeMutablePointer<ThreadRouteCache>.allocate(capacity: 1)
        cache.initialize(to: ThreadRouteCache())
        guard pthread_setspecific(key, cache) == 0 else {
            destroy(UnsafeMutableRawPointer(cache))
            return nil
        }
        return cache
    }

    /// The snapshot `serial`'s mediator publishes under `stamp`, if this thread holds it.
    ///
    /// `mutating` (as every method here) only so that a call through the pointer works in place
    /// instead of copying the cache, and so retaining `parked`.
    @inline(__always)
    mutating func snapshot(serial: UInt64, stamp: UInt64) -> Unmanaged<RouteSnapshot>? {
        let slot = slots + Int(truncatingIfNeeded: serial) & (Self.slotCount - 1)
        return slot.pointee.stamp == stamp ? slot.pointee.snapshot : nil
    }

    /// Keeps `snapshot` as `serial`'s mediator's current one; returns it unretained (the slot owns it).
    mutating func store(_ snapshot: RouteSnapshot, serial: UInt64) -> Unmanaged<RouteSnapshot> {
        let slot = slots + Int(truncatingIfNeeded: serial) & (Self.slotCount - 1)
        let old = slot.pointee.snapshot
        let new = Unmanaged.passRetained(snapshot)
        slot.pointee = Slot(stamp: snapshot.stamp, snapshot: new)
        if let old {
            // Released last: a deinit it triggers may call a mediator and so use this cache again.
            if depth > 0 { parked.append(old) } else { old.release() }
        }
        return new
    }

    /// Marks the start of a call borrowing from a slot.
    @inline(__always)
    mutating func enter() {
        depth += 1
    }

    /// Marks its end; the outermost call releases what was parked meanwhile.
    @inline(__always)
    mutating func leave() {
        depth -= 1
        if depth == 0 && !parked.isEmpty {
            let released = parked
            parked = []
            for snapshot in released { snapshot.release() }
        }
    }

    /// The thread-local key, created once per process.
    static let key: pthread_key_t? = {
        var key = pthread_key_t()
        #if canImport(Darwin)
            let status = pthread_key_create(&key) { ThreadRouteCache.destroy($0) }
        #else
            let status = pthread_key_create(&key) { $0.map(ThreadRouteCache.destroy) }
        #endif
        return status == 0 ? key : nil
    }()

    /// Releases everything a thread's cache holds, when the thread exits.
    private static func destroy(_ raw: UnsafeMutableRawPointer) {
        let cache = raw.assumingMemoryBound(to: ThreadRouteCache.self)
        var held = cache.pointee.parked
        for index in 0..<slotCount {
            if let snapshot = cache.pointee.slots[index].snapshot { held.append(snapshot) }
        }
        cache.pointee.slots.deinitialize(count: slotCount)
        cache.pointee.slots.deallocate()
        cache.deinitialize(count: 1)
        cache.deallocate()
        for snapshot in held { snapshot.release() }
    }
}
