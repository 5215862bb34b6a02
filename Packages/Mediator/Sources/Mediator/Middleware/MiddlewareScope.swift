/// Which calls a middleware sees.
public enum MiddlewareScope: Sendable, Equatable {
    /// Every call.
    case all
    /// Every action of one target.
    case target(String)
    /// One action of one target, with every state variant of it: `.action(target: "Order", action:
    /// "ship")` also sees `ship@member`, whether the state picked it or the caller named it. A scope
    /// naming a variant (`ship@member`) sees that variant only.
    case action(target: String, action: String)

    /// Whether a call to `target`/`action` is in scope.
    public func matches(target: String, action: String) -> Bool {
        switch self {
        case .all: return true
        case .target(let name): return name == target
        case .action(let t, let a): return t == target && (a == action || a == Self.baseAction(action))
        }
    }

    /// The action a state variant belongs to: `ship` for `ship@member`, the name itself otherwise.
    static func baseAction(_ action: String) -> Substring {
        action.utf8.firstIndex(of: UInt8(ascii: "@")).map { action[..<$0] } ?? action[...]
    }
}
