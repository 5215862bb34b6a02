/// Repeated measurements of one quantity, and the order statistics the report uses.
public struct Samples {
    /// The measurements in the order they were taken.
    public private(set) var values: [Double] = []

    /// No measurements yet.
    public init() {}

    public mutating func append(_ value: Double) {
        values.append(value)
    }

    public var count: Int { values.count }
    public var min: Double { values.min() ?? .nan }
    public var median: Double { Self.median(values.sorted()) }
    /// 90th percentile, nearest rank.
    public var p90: Double { Self.percentile(values.sorted(), 0.9) }

    /// The ratio of this median to `baseline`'s, with a 95% bootstrap interval: how far the ratio
    /// moves when the same runs are resampled, i.e. what the noise alone can explain.
    public func medianRatio(over baseline: Samples, resamples: Int = 2000) -> (ratio: Double, low: Double, high: Double)
    {
        let ratio = median / baseline.median
        guard count > 1, baseline.count > 1 else { return (ratio, .nan, .nan) }
        // Fixed seed: the same runs always give the same interval.
        var generator = SplitMix64(seed: 0x5107_BE7C)
        var ratios: [Double] = []
        ratios.reserveCapacity(resamples)
        for _ in 0..<resamples {
            let mine = Self.median(Self.resample(values, using: &generator).sorted())
            let theirs = Self.median(Self.resample(baseline.values, using: &generator).sorted())
            ratios.append(mine / theirs)
        }
        ratios.sort()
        return (ratio, Self.percentile(ratios, 0.025), Self.percentile(ratios, 0.975))
    }

    private static func resample(_ values: [Double], using generator: inout SplitMix64) -> [Double] {
        (0..<values.count).map { _ in values[Int(generator.next() % UInt64(values.count))] }
    }

    public static func median(_ sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    public static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }
}
