/// One setting as Storage answers `setting` and `setSetting`: the key and its value after the call.
public struct StorageSetting: Sendable, Equatable, Codable {
    /// The setting's key.
    public let key: String
    /// Its value, or `nil` when the key holds none (never set, or removed).
    public let value: String?

    /// Creates a setting.
    public init(key: String, value: String?) {
        self.key = key
        self.value = value
    }
}
