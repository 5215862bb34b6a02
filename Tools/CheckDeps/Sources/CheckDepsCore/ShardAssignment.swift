/// Splits units into shards of about equal estimated time: longest first, each to the shard with
/// the least time so far (ties to the lower shard). Deterministic for the same estimates, so every
/// CI machine that sees the same recorded durations computes the same split.
public enum ShardAssignment {
    /// The 0-based shard of each unit; `estimates` are seconds in plan order, `count` at least 1.
    public static func assign(estimates: [Double], count: Int) -> [Int] {
        let count = max(1, count)
        var loads = Array(repeating: 0.0, count: count)
        var shards = Array(repeating: 0, count: estimates.count)
        let order = estimates.indices.sorted { (-estimates[$0], $0) < (-estimates[$1], $1) }
        for index in order {
            var best = 0
            for shard in 1..<count where loads[shard] < loads[best] {
                best = shard
            }
            shards[index] = best
            loads[best] += estimates[index]
        }
        return shards
    }
}
