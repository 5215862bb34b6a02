import Foundation

/// The source of the current time, replaceable in tests.
public struct WallClock: Sendable {
    /// Returns the current time.
    public let now: @Sendable () -> Date

    /// Creates a clock from a time source.
    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    /// The system's clock.
    public static let system = WallClock(now: { Date() })

    /// A clock stopped at `date`.
    public static func fixed(_ date: Date) -> WallClock { WallClock(now: { date }) }
}
