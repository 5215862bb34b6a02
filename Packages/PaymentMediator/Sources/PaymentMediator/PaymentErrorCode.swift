import Mediator

/// Every way a Payment call fails, with its kind. A refused call moves no money and records
/// nothing, except a card decline, which is recorded as a declined payment under its key.
public enum PaymentErrorCode: String, ErrorCode {
    /// The username is blank.
    case invalidUsername
    /// The order reference is blank or longer than 200 characters.
    case invalidOrderRef
    /// The idempotency key is blank or longer than 200 characters.
    case invalidIdempotencyKey
    /// The amount is outside the allowed range (1...1,000,000,000 to pay, 1...1,000,000 to top up).
    case invalidAmount
    /// The wallet balance, or the card's account, lacks the funds; nothing was charged.
    case insufficientFunds
    /// The card number has the wrong length, characters or check digit.
    case invalidCardNumber
    /// The expiry is not `MM/YY` with a month 01-12.
    case invalidExpiry
    /// The card expired; use another card.
    case cardExpired
    /// The card was declined (the attempt is recorded; retry with another card and a new key).
    case cardDeclined
    /// The card gateway failed before answering; nothing was charged or recorded.
    case gatewayFailed
    /// The idempotency key already belongs to a payment made with different details.
    case idempotencyConflict
    /// No payment has that id.
    case paymentNotFound
    /// The payment was already refunded.
    case alreadyRefunded
    /// The payment cannot be refunded (it was declined).
    case notRefundable
    /// The channel is neither `wallet` nor `card`.
    case unknownChannel

    /// Malformed input is `invalid`; money rules (funds, expiry, declines, refund states) are
    /// `refused`; a key reused for another payment is a `conflict`; a missing payment `notFound`;
    /// a gateway that did not answer leaves Payment `unavailable`.
    public var kind: ErrorKind {
        switch self {
        case .invalidUsername, .invalidOrderRef, .invalidIdempotencyKey, .invalidAmount, .invalidCardNumber,
            .invalidExpiry, .unknownChannel:
            return .invalid
        case .insufficientFunds, .cardExpired, .cardDeclined, .alreadyRefunded, .notRefundable:
            return .refused
        case .idempotencyConflict: return .conflict
        case .paymentNotFound: return .notFound
        case .gatewayFailed: return .unavailable
        }
    }
}

/// Payment's own failure as callers receive it: its `PaymentErrorCode`, kind and message.
public typealias PaymentFailure = CallFailure<PaymentErrorCode>
