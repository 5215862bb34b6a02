/// A step in the ordered chain around every dispatch, on both entries.
///
/// `willDispatch` runs before the action, in registration order, and may stop the call by
/// throwing (the caller gets `MediatorError.stopped`, with the error's `DomainError` code and kind
/// if it has them, else code `stopped` and kind `forbidden`). `didDispatch` runs after every call it matched, stopped ones included, in reverse order.
public protocol Middleware: Sendable {
    /// A name for messages and removal.
    var name: String { get }
    /// Sees the call before it runs; throw to stop it.
    func willDispatch(_ call: DispatchCall) throws
    /// Sees the call's outcome and duration.
    func didDispatch(_ call: DispatchCall, outcome: DispatchOutcome)
}

extension Middleware {
    /// Lets every call through.
    public func willDispatch(_ call: DispatchCall) throws {}
    /// Ignores outcomes.
    public func didDispatch(_ call: DispatchCall, outcome: DispatchOutcome) {}
}

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

/// A dispatch as middleware sees it, after rewrites and state variants were applied.
public struct DispatchCall: Sendable {
    /// The target that runs.
    public let target: String
    /// The action that runs.
    public let action: String
    /// The caller's params.
    public let params: Params
    /// The entry the call came through.
    public let entry: Entry
}

/// How a dispatch ended and how long it took.
public struct DispatchOutcome: Sendable {
    /// The value (as the action returned it, e.g. a `GoodsItem`) or the error the caller gets.
    public let result: Result<any Sendable, MediatorError>
    /// Wall time from the first middleware to the end of the action.
    public let duration: Duration

    /// Whether the call produced a value.
    public var succeeded: Bool {
        if case .success = result { return true }
        return false
    }

    /// The error, if the call failed.
    public var error: MediatorError? {
        if case .failure(let error) = result { return error }
        return nil
    }
}
