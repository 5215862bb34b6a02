/// What kind of failure an error is: the one fact exit codes and remote statuses are mapped from.
///
/// Every component error code declares its kind once (see `ErrorCode`); the mediator carries it
/// with the code, so a caller several components away still knows whether to say "usage", "not
/// found" or "try again", without matching on code strings.
public enum ErrorKind: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The request itself is wrong: a bad parameter, value or URL. Fix the input.
    case invalid
    /// What was asked for does not exist (or is not the caller's to see).
    case notFound
    /// A business rule refused it: out of stock, insufficient funds, a transition not allowed.
    case refused
    /// The caller may not do this: not logged in, not staff, not remote-callable.
    case forbidden
    /// It collided with another change: an idempotency key reused for another payment, a name taken.
    case conflict
    /// The system could not do it now: storage, network, configuration or a broken contract.
    case unavailable

    /// The raw name, e.g. `notFound`.
    public var description: String { rawValue }

    /// The status the remote entry answers with: 400, 404, 422, 403, 409 or 503.
    public var remoteStatus: Int {
        switch self {
        case .invalid: return 400
        case .notFound: return 404
        case .refused: return 422
        case .forbidden: return 403
        case .conflict: return 409
        case .unavailable: return 503
        }
    }
}
