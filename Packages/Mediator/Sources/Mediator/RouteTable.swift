/// An immutable open-addressing table from requested target/action to its resolution: the part of
/// a `RouteSnapshot` a cached call reads.
///
/// Lookups build no key and touch no reference count: they probe with `RouteKey.digest`, compare the
/// strings in place and hand the route back unretained, valid as long as the table is.
struct RouteTable: Sendable {
    private struct Entry: Sendable {
        let digest: UInt64
        let target: String
        let action: String
        let route: ResolvedRoute
    }

    private let entries: ContiguousArray<Entry>
    /// Index + 1 into `entries` per bucket; 0 marks an empty bucket. Kept at most half full.
    private let buckets: ContiguousArray<Int32>
    private let mask: Int

    /// The number of routes in the table.
    var count: Int { entries.count }

    /// An empty table.
    init() {
        entries = []
        buckets = [0]
        mask = 0
    }

    /// A table holding every route of `routes`.
    init(_ routes: [RouteKey: ResolvedRoute]) {
        var size = 2
        while size < routes.count * 2 { size *= 2 }
        var buckets = ContiguousArray<Int32>(repeating: 0, count: size)
        var entries = ContiguousArray<Entry>()
        entries.reserveCapacity(routes.count)
        for (key, route) in routes {
            var index = Int(truncatingIfNeeded: key.digest) & (size - 1)
            while buckets[index] != 0 { index = (index + 1) & (size - 1) }
            entries.append(Entry(digest: key.digest, target: key.target, action: key.action, route: route))
            buckets[index] = Int32(entries.count)
        }
        self.entries = entries
        self.buckets = buckets
        mask = size - 1
    }

    /// The route for `target`/`action`, unretained: valid while this table is alive.
    @inline(__always)
    func route(target: String, action: String) -> Unmanaged<ResolvedRoute>? {
        let digest = RouteKey.digest(target: target, action: action)
        return buckets.withUnsafeBufferPointer { buckets in
            entries.withUnsafeBufferPointer { entries in
                var index = Int(truncatingIfNeeded: digest) & mask
                while true {
                    let slot = Int(buckets[index])
                    if slot == 0 { return nil }
                    let entry = entries.baseAddress.unsafelyUnwrapped + (slot - 1)
                    if entry.pointee.digest == digest, entry.pointee.target == target, entry.pointee.action == action {
                        return Unmanaged.passUnretained(entry.pointee.route)
                    }
                    index = (index + 1) & mask
                }
            }
        }
    }
}
