/// Which calls a middleware sees.
public enum MiddlewareScope: Sendable, Equatable {
    /// Every call.
    case all
    /// Every action of one target.
    case target(String)
    /// One action of one target.
    case action(target: String, action: String)

    /// Whether a call to `target`/`action` is in scope.
    public func matches(target: String, action: String) -> Bool {
        switch self {
        case .all: return true
        case .target(let name): return name == target
        case .action(let t, let a): return t == target && a == action
        }
    }
}
