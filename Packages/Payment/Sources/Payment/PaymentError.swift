import Mediator
import PaymentMediator

/// Why a payment operation was refused; a refused operation moves no money and records nothing,
/// except a card decline, which is recorded as a declined payment under its idempotency key.
public enum PaymentError: CodedError, Equatable, Sendable, CustomStringConvertible {
    /// The username is blank.
    case invalidUsername
    /// The order reference is blank or longer than `PaymentFacade.maxReferenceLength`.
    case invalidOrderRef
    /// The idempotency key is blank or longer than `PaymentFacade.maxReferenceLength`.
    case invalidIdempotencyKey
    /// The amount is outside `allowed` (minor units).
    case invalidAmount(Int, allowed: ClosedRange<Int>)
    /// The wallet holds `available` but the payment needs `required` (minor units); nothing was debited.
    case insufficientFunds(available: Int, required: Int)
    /// The card number is not 12-19 digits (spaces and dashes allowed) or fails the Luhn check.
    case invalidCardNumber(reason: String)
    /// The expiry is not `MM/YY` with a month 01-12.
    case invalidExpiry(String)
    /// The card expired at the end of the month `expiry` names.
    case cardExpired(expiry: String)
    /// The gateway declined the card; the attempt is recorded as declined payment `paymentID`.
    case cardDeclined(paymentID: Int, reason: PaymentDeclineReason)
    /// The card gateway failed before answering; nothing was recorded.
    case gatewayFailed(message: String)
    /// The idempotency key already belongs to payment `paymentID`, made with different `fields`.
    case idempotencyConflict(key: String, paymentID: Int, fields: [String])
    /// No payment has this id.
    case paymentNotFound(Int)
    /// The payment was already refunded.
    case alreadyRefunded(Int)
    /// The payment is in a state that cannot be refunded (a declined attempt).
    case notRefundable(Int, status: PaymentStatus)
    /// The channel is neither `wallet` nor `card`.
    case unknownChannel(String)

    /// The code callers see, declared with its kind in `PaymentMediator`; a card declined for lack
    /// of funds shares `insufficientFunds` with the wallet case.
    public var errorCode: PaymentErrorCode {
        switch self {
        case .invalidUsername: return .invalidUsername
        case .invalidOrderRef: return .invalidOrderRef
        case .invalidIdempotencyKey: return .invalidIdempotencyKey
        case .invalidAmount: return .invalidAmount
        case .insufficientFunds: return .insufficientFunds
        case .invalidCardNumber: return .invalidCardNumber
        case .invalidExpiry: return .invalidExpiry
        case .cardExpired: return .cardExpired
        case .cardDeclined(_, .insufficientFunds): return .insufficientFunds
        case .cardDeclined: return .cardDeclined
        case .gatewayFailed: return .gatewayFailed
        case .idempotencyConflict: return .idempotencyConflict
        case .paymentNotFound: return .paymentNotFound
        case .alreadyRefunded: return .alreadyRefunded
        case .notRefundable: return .notRefundable
        case .unknownChannel: return .unknownChannel
        }
    }

    /// A one-line message a person can act on (never containing a full card number).
    public var description: String {
        let limit = PaymentFacade.maxReferenceLength
        switch self {
        case .invalidUsername:
            return "a payment needs a username; got an empty one"
        case .invalidOrderRef:
            return "a payment needs an order reference of 1 to \(limit) characters"
        case .invalidIdempotencyKey:
            return "a payment needs an idempotency key of 1 to \(limit) characters (one per payment attempt)"
        case .invalidAmount(let amount, let allowed):
            return "amount must be between \(allowed.lowerBound) and \(allowed.upperBound) minor units, got \(amount)"
        case .insufficientFunds(let available, let required):
            return "insufficient wallet funds: balance \(available), payment \(required) (minor units); top up first"
        case .invalidCardNumber(let reason):
            return "invalid card number: \(reason)"
        case .invalidExpiry(let expiry):
            return "invalid card expiry \(expiry.debugDescription): expected MM/YY with a month 01-12"
        case .cardExpired(let expiry):
            return "the card expired (\(expiry)); use another card"
        case .cardDeclined(let id, .insufficientFunds):
            return "the card was declined for insufficient funds (payment \(id) recorded as declined); "
                + "use another card with a new idempotency key"
        case .cardDeclined(let id, _):
            return "the card was declined (payment \(id) recorded as declined); "
                + "use another card with a new idempotency key"
        case .gatewayFailed(let message):
            return "the card gateway failed, nothing was charged or recorded: \(message)"
        case .idempotencyConflict(let key, let id, let fields):
            return "idempotency key \(key.debugDescription) already belongs to payment \(id) with a different "
                + fields.joined(separator: ", ") + "; use a new key for a new payment"
        case .paymentNotFound(let id):
            return "no payment with id \(id)"
        case .alreadyRefunded(let id):
            return "payment \(id) was already refunded"
        case .notRefundable(let id, let status):
            return "payment \(id) is \(status.rawValue) and cannot be refunded; only succeeded payments can"
        case .unknownChannel(let channel):
            return "unknown payment channel \(channel.debugDescription); use \"wallet\" or \"card\""
        }
    }
}
