import Mediator

/// Why a `mediator.payment` call failed, mapped from Payment's stable error codes.
///
/// Each case carries Payment's message, which a person can act on. Mediator failures that are not
/// Payment's own (a missing parameter, Payment not linked) are rethrown unchanged as `MediatorError`.
public enum PaymentCallError: DomainError, Equatable, Sendable, CustomStringConvertible {
    /// The username was blank.
    case invalidUsername(String)
    /// The order reference was blank or too long.
    case invalidOrderRef(String)
    /// The idempotency key was blank or too long.
    case invalidIdempotencyKey(String)
    /// The amount was outside the allowed range.
    case invalidAmount(String)
    /// The wallet balance, or the card's account, lacks the funds; nothing was charged.
    case insufficientFunds(String)
    /// The card number has the wrong length, characters or check digit.
    case invalidCardNumber(String)
    /// The expiry is not `MM/YY`.
    case invalidExpiry(String)
    /// The card has expired.
    case cardExpired(String)
    /// The card was declined (the attempt is recorded; retry with another card and a new key).
    case cardDeclined(String)
    /// The card gateway failed before answering; nothing was recorded.
    case gatewayFailed(String)
    /// The idempotency key belongs to a different payment.
    case idempotencyConflict(String)
    /// No payment has that id.
    case paymentNotFound(String)
    /// The payment was already refunded.
    case alreadyRefunded(String)
    /// The payment cannot be refunded (it was declined).
    case notRefundable(String)
    /// The channel is neither wallet nor card.
    case unknownChannel(String)
    /// Payment failed with a code this package does not know yet.
    case other(code: String, message: String)
    /// Payment answered with a value this package cannot read (a version mismatch).
    case malformedResult(String)

    private static let byCode: [String: @Sendable (String) -> PaymentCallError] = [
        "invalidUsername": PaymentCallError.invalidUsername, "invalidOrderRef": PaymentCallError.invalidOrderRef,
        "invalidIdempotencyKey": PaymentCallError.invalidIdempotencyKey,
        "invalidAmount": PaymentCallError.invalidAmount, "insufficientFunds": PaymentCallError.insufficientFunds,
        "invalidCardNumber": PaymentCallError.invalidCardNumber, "invalidExpiry": PaymentCallError.invalidExpiry,
        "cardExpired": PaymentCallError.cardExpired, "cardDeclined": PaymentCallError.cardDeclined,
        "gatewayFailed": PaymentCallError.gatewayFailed, "idempotencyConflict": PaymentCallError.idempotencyConflict,
        "paymentNotFound": PaymentCallError.paymentNotFound, "alreadyRefunded": PaymentCallError.alreadyRefunded,
        "notRefundable": PaymentCallError.notRefundable, "unknownChannel": PaymentCallError.unknownChannel,
    ]

    /// The stable code, equal to Payment's own code for mapped failures.
    public var code: String {
        switch self {
        case .invalidUsername: return "invalidUsername"
        case .invalidOrderRef: return "invalidOrderRef"
        case .invalidIdempotencyKey: return "invalidIdempotencyKey"
        case .invalidAmount: return "invalidAmount"
        case .insufficientFunds: return "insufficientFunds"
        case .invalidCardNumber: return "invalidCardNumber"
        case .invalidExpiry: return "invalidExpiry"
        case .cardExpired: return "cardExpired"
        case .cardDeclined: return "cardDeclined"
        case .gatewayFailed: return "gatewayFailed"
        case .idempotencyConflict: return "idempotencyConflict"
        case .paymentNotFound: return "paymentNotFound"
        case .alreadyRefunded: return "alreadyRefunded"
        case .notRefundable: return "notRefundable"
        case .unknownChannel: return "unknownChannel"
        case .other(let code, _): return code
        case .malformedResult: return "malformedResult"
        }
    }

    /// The message Payment gave.
    public var description: String {
        switch self {
        case .invalidUsername(let message), .invalidOrderRef(let message), .invalidIdempotencyKey(let message),
            .invalidAmount(let message), .insufficientFunds(let message), .invalidCardNumber(let message),
            .invalidExpiry(let message), .cardExpired(let message), .cardDeclined(let message),
            .gatewayFailed(let message), .idempotencyConflict(let message), .paymentNotFound(let message),
            .alreadyRefunded(let message), .notRefundable(let message), .unknownChannel(let message),
            .other(_, let message):
            return message
        case .malformedResult(let detail):
            return "the payment component answered something unexpected: \(detail)"
        }
    }

    /// Maps a failure of Payment's own action to a typed error; any other error is returned unchanged.
    static func mapping(_ error: any Error) -> any Error {
        guard case .actionFailed(let target, _, let code, let message) = error as? MediatorError, target == "Payment"
        else { return error }
        return byCode[code]?(message) ?? PaymentCallError.other(code: code, message: message)
    }
}
