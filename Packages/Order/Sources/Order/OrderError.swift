import Mediator
import OrderMediator

/// Why an order operation failed; its code and kind are declared in `OrderMediator.OrderErrorCode`.
public enum OrderError: CodedError, CustomStringConvertible, Equatable, Sendable {
    /// Checkout with nothing in the cart.
    case emptyCart(username: String)
    /// No order with this id belongs to the user.
    case orderNotFound(id: Int)
    /// The state machine does not allow this move; both states are named.
    case invalidTransition(id: Int, from: OrderStatus, to: OrderStatus)
    /// The payment was declined; the order stays pending.
    case paymentDeclined(id: Int, reason: String)
    /// A step Order depends on broke (observers of a payment failed, the mediator is gone); its message is kept.
    case collaboratorFailed(step: String, message: String)
    /// A stored row could not be read back.
    case corruptRecord(String)
    /// Stored numbers whose totals overflow (e.g. a unit price planted by raw SQL); names what.
    case corruptData(String)

    /// The code callers see, with its kind.
    public var errorCode: OrderErrorCode {
        switch self {
        case .emptyCart: return .emptyCart
        case .orderNotFound: return .orderNotFound
        case .invalidTransition: return .invalidTransition
        case .paymentDeclined: return .paymentDeclined
        case .collaboratorFailed: return .collaboratorFailed
        case .corruptRecord: return .corruptRecord
        case .corruptData: return .corruptData
        }
    }

    /// A message a user can act on.
    public var description: String {
        switch self {
        case .emptyCart(let username):
            return "the cart of \(username) is empty; add goods first (shop cart add <goods-id>)"
        case .orderNotFound(let id):
            return "no order #\(id) for this user"
        case .invalidTransition(let id, let from, let to):
            let allowed = from.successors.map(\.rawValue).joined(separator: ", ")
            return
                "order #\(id) cannot go from \(from) to \(to) (from \(from) it can go to: \(allowed.isEmpty ? "nothing, it is final" : allowed))"
        case .paymentDeclined(let id, let reason):
            return "payment for order #\(id) was declined: \(reason); the order is still pendingPayment"
        case .collaboratorFailed(let step, let message):
            return "\(step) failed: \(message)"
        case .corruptRecord(let detail):
            return "an order record is unreadable: \(detail)"
        case .corruptData(let what):
            return "stored data is corrupt: \(what)"
        }
    }
}
