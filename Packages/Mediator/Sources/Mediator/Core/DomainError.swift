/// An error a component's own action can throw so callers get a stable code and its kind.
///
/// Callers never see the component's error type (they do not import the component); they see
/// `MediatorError.actionFailed` carrying this `code`, `kind` and the error's description. A
/// component declares its codes once, in its interface package (`ErrorCode`), and its error type
/// reports them through `CodedError`.
public protocol DomainError: Error {
    /// A stable code such as `"outOfStock"`, written once in the component's interface.
    var code: String { get }
    /// What kind of failure it is: exit codes and remote statuses come from this alone.
    var kind: ErrorKind { get }
}
