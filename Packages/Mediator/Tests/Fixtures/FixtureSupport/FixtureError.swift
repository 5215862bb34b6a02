import Mediator

/// The errors fixture components throw; a `DomainError` so callers see a stable code.
public enum FixtureError: DomainError, CustomStringConvertible, Equatable {
    /// An item is sold out.
    case outOfStock(item: String)
    /// A lifecycle handler was told to fail.
    case lifecycleFailed(component: String, event: String)

    /// The stable code callers see in `MediatorError.actionFailed`.
    public var code: String {
        switch self {
        case .outOfStock: return "outOfStock"
        case .lifecycleFailed: return "lifecycleFailed"
        }
    }

    /// Sold out is a business refusal; a failed handler leaves the component unavailable.
    public var kind: ErrorKind {
        switch self {
        case .outOfStock: return .refused
        case .lifecycleFailed: return .unavailable
        }
    }

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .outOfStock(let item): return "'\(item)' is out of stock"
        case .lifecycleFailed(let component, let event): return "\(component) failed to handle \(event)"
        }
    }
}

/// An error without a domain code: callers see code `failed`.
public struct PlainFixtureError: Error, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// A fixed message.
    public var description: String { "plain failure" }
}

/// A service only some tests register: `Broken.Target_Broken` cannot start without it.
public struct RequiredService: Sendable {
    /// Creates the service.
    public init() {}
}
