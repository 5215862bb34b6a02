import Mediator

/// The Member failures a caller can act on; other mediator failures pass through as `MediatorError`.
public enum MemberCallError: DomainError, Sendable, Equatable, CustomStringConvertible {
    /// The request was refused: bad username or history limit (codes `invalidUsername`, `invalidLimit`).
    case invalidRequest(code: String, message: String)
    /// Member answered with a value of an unexpected shape (a contract mismatch).
    case unexpectedResult(action: String, reason: String)

    /// The stable code, Member's own (so a caller that passes this error on keeps it).
    public var code: String {
        switch self {
        case .invalidRequest(let code, _): return code
        case .unexpectedResult: return "unexpectedResult"
        }
    }

    /// A one-line message a person can act on.
    public var description: String {
        switch self {
        case .invalidRequest(_, let message): return message
        case .unexpectedResult(let action, let reason):
            return "Member/\(action) returned an unexpected result: \(reason)"
        }
    }

    /// Maps a failed call: Member's request codes become `.invalidRequest`, anything else is unchanged.
    static func map(_ error: any Error) -> any Error {
        guard case .actionFailed("Member", _, let code, let message)? = error as? MediatorError,
            ["invalidUsername", "invalidLimit"].contains(code)
        else { return error }
        return MemberCallError.invalidRequest(code: code, message: message)
    }
}
