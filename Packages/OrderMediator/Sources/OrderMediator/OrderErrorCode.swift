import Mediator

/// Every way an Order call fails, with its kind; a failed call leaves the order as it was.
///
/// A failure of another component reached on the way (Goods' `insufficientStock` at checkout,
/// Payment's `idempotencyConflict` when paying) is not one of these: it passes through Order with its
/// own code and kind.
public enum OrderErrorCode: String, ErrorCode {
    /// Checkout with nothing in the cart.
    case emptyCart
    /// No order with this id belongs to the user.
    case orderNotFound
    /// The status machine does not allow the move (the message names both statuses and the allowed moves).
    case invalidTransition
    /// The payment was declined; the order is still awaiting payment.
    case paymentDeclined
    /// A step Order depends on broke: observers of a payment failed, or the mediator is gone.
    case collaboratorFailed
    /// A stored order could not be read back.
    case corruptRecord
    /// Stored numbers (prices, quantities) whose totals overflow: the database was changed by hand.
    case corruptData

    /// Business rules are `refused`; a missing order `notFound`; a broken collaborator or record `unavailable`.
    public var kind: ErrorKind {
        switch self {
        case .emptyCart, .invalidTransition, .paymentDeclined: return .refused
        case .orderNotFound: return .notFound
        case .collaboratorFailed, .corruptRecord, .corruptData: return .unavailable
        }
    }
}

/// Order's own failure as callers receive it: its `OrderErrorCode`, kind and message.
public typealias OrderFailure = CallFailure<OrderErrorCode>
