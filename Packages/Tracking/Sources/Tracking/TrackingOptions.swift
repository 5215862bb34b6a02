import Foundation

/// How much Tracking keeps and how it batches writes.
public struct TrackingOptions: Sendable, Equatable {
    /// The settings key for `maxRows`.
    public static let maxRowsKey = "tracking.maxRows"
    /// The settings key for `batchSize`.
    public static let batchSizeKey = "tracking.batchSize"

    /// The most rows `tracking_events` keeps; the oldest are removed after each batch write.
    public var maxRows: Int
    /// How many buffered records trigger a background batch write.
    public var batchSize: Int
    /// The most records held in memory while writes fail; beyond it the oldest are dropped and counted.
    public var bufferLimit: Int

    /// Creates options; `TrackingFacade` checks them when it starts.
    public init(maxRows: Int = 100_000, batchSize: Int = 256, bufferLimit: Int = 100_000) {
        self.maxRows = maxRows
        self.batchSize = batchSize
        self.bufferLimit = bufferLimit
    }

    /// Reads `tracking.maxRows` and `tracking.batchSize` from string settings; absent keys keep the defaults.
    ///
    /// - Throws: `TrackingError.invalidOption` for a value that is not a positive integer.
    public init(settings: [String: String]) throws {
        self.init()
        if let text = settings[Self.maxRowsKey] {
            maxRows = try Self.positiveInteger(text, key: Self.maxRowsKey)
        }
        if let text = settings[Self.batchSizeKey] {
            batchSize = try Self.positiveInteger(text, key: Self.batchSizeKey)
        }
    }

    /// Throws `TrackingError.invalidOption` unless every value is usable.
    func validate() throws {
        for (key, value) in [(Self.maxRowsKey, maxRows), (Self.batchSizeKey, batchSize), ("bufferLimit", bufferLimit)]
        where value < 1 {
            throw TrackingError.invalidOption(key: key, value: String(value), reason: "must be at least 1")
        }
    }

    private static func positiveInteger(_ text: String, key: String) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw TrackingError.invalidOption(key: key, value: text, reason: "must be a whole number")
        }
        guard value >= 1 else {
            throw TrackingError.invalidOption(key: key, value: text, reason: "must be at least 1")
        }
        return value
    }
}
