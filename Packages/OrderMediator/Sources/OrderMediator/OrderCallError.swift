import Mediator

/// Why a `mediator.order` call failed, mapped from Order's stable error codes.
///
/// Failures that are not Order's own (a missing parameter, Order not linked, a login guard) pass
/// through unchanged as `MediatorError`; so do codes of other components reached during checkout
/// (for example Goods' `insufficientStock`), which keep their code.
public enum OrderCallError: DomainError, Equatable, Sendable, CustomStringConvertible {
    /// The cart was empty at checkout.
    case emptyCart(String)
    /// No such order for this user.
    case orderNotFound(String)
    /// The status machine does not allow the move; the message names both states.
    case invalidTransition(String)
    /// The payment was declined; the order is still awaiting payment.
    case paymentDeclined(String)
    /// Order answered with a value of another shape (a version mismatch between caller and callee).
    case malformedResult(String)

    /// The stable code, equal to Order's own code.
    public var code: String {
        switch self {
        case .emptyCart: return "emptyCart"
        case .orderNotFound: return "orderNotFound"
        case .invalidTransition: return "invalidTransition"
        case .paymentDeclined: return "paymentDeclined"
        case .malformedResult: return "malformedResult"
        }
    }

    /// Order's message, which a person can act on.
    public var description: String {
        switch self {
        case .emptyCart(let message), .orderNotFound(let message), .invalidTransition(let message),
            .paymentDeclined(let message):
            return message
        case .malformedResult(let detail):
            return "Order answered with an unexpected result: \(detail)"
        }
    }

    /// Maps Order's own failures; everything else is returned unchanged.
    static func map(_ error: any Error) -> any Error {
        guard case .actionFailed(let target, _, let code, let message) = error as? MediatorError, target == "Order" else {
            return error
        }
        switch code {
        case "emptyCart": return OrderCallError.emptyCart(message)
        case "orderNotFound": return OrderCallError.orderNotFound(message)
        case "invalidTransition": return OrderCallError.invalidTransition(message)
        case "paymentDeclined": return OrderCallError.paymentDeclined(message)
        default: return error
        }
    }
}
