import Foundation

/// String settings the app reads at launch (environment, flags, files) and components consult.
public struct Configuration: Sendable, Equatable {
    /// The raw settings by key, e.g. `"goods.catalogURL"`.
    public var values: [String: String]

    /// Creates a configuration from raw settings.
    public init(_ values: [String: String] = [:]) { self.values = values }

    /// The setting for `key`, if any.
    public subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
