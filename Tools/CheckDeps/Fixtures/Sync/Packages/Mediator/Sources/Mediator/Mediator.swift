/// Dispatches target-action calls by name.
public final class Mediator: Sendable {
    /// Creates a mediator.
    public init() {}

    /// Performs `action` on `target` with `params`.
    public func perform(target: String, action: String, params: [String: String]) throws -> [String: String] {
        [:]
    }

    /// The remote URL that calls `action` on `target`.
    public func remoteURL(target: String, action: String, query: [String: String] = [:]) -> String {
        "shop://\(target)/\(action)"
    }
}
