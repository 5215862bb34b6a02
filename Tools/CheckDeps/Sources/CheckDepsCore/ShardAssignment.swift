/// Splits units into shards of about equal estimated time: longest first, each to the shard with
/// the least time so far (ties to the lower shard). Deterministic for the same estimates, so every
/// CI machine that sees the same recorded durations computes the same split.
public enum ShardAssignment {
    /// The 0-based shard of each unit; `estimates` are seconds in plan order, `count` at least 1.
    public static func assign(estimates: [Double], count: Int) -> [Int] {
        assign(estimates: estimates, count: count, grouped: [], groupOverhead: 0)
    }

    /// Like `assign(estimates:count:)`, where the units at the indices in `grouped` (the classes of
    /// one split suite) cost `groupOverhead` more on the first shard that gets one of them (building
    /// that package): each goes to the shard where it would finish first, overhead included.
    public static func assign(estimates: [Double], count: Int, grouped: Set<Int>, groupOverhead: Double) -> [Int] {
        let count = max(1, count)
        var loads = Array(repeating: 0.0, count: count)
        var hasGroup = Array(repeating: false, count: count)
        var shards = Array(repeating: 0, count: estimates.count)
        let order = estimates.indices.sorted { (-estimates[$0], $0) < (-estimates[$1], $1) }
        for index in order {
            let inGroup = grouped.contains(index)
            func finish(_ shard: Int) -> Double {
                loads[shard] + estimates[index] + (inGroup && !hasGroup[shard] ? groupOverhead : 0)
            }
            var best = 0
            for shard in 1..<count where finish(shard) < finish(best) {
                best = shard
            }
            shards[index] = best
            loads[best] = finish(best)
            if inGroup { hasGroup[best] = true }
        }
        return shards
    }
}
