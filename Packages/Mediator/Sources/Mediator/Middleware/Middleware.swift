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
