/// Nearest-rank percentiles: the smallest value with at least `p`% of the values at or below it.
enum Percentile {
    /// The `percent` (1...100) nearest-rank percentile of ascending `sorted`, or `nil` when it is empty.
    ///
    /// The rank is `ceil(percent * n / 100)`, computed in integers so that no rounding of a
    /// fraction such as 0.95 can move it by one.
    static func nearestRank(_ percent: Int, of sorted: [Int64]) -> Int64? {
        guard !sorted.isEmpty else { return nil }
        let clamped = min(max(percent, 1), 100)
        let rank = (clamped * sorted.count + 99) / 100
        return sorted[max(rank, 1) - 1]
    }
}
