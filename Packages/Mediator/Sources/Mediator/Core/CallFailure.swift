/// A component's own failure as its callers receive it: the typed code, its kind and the message.
///
/// An interface package's typed calls (`ComponentClient.call(action:_:as:)`) turn
/// `MediatorError.actionFailed` from their component into this when the code is one of the
/// component's (`ComponentClient.failure(_:)`); every other error passes through unchanged, still
/// carrying its kind.
public struct CallFailure<Code: ErrorCode>: Error, Sendable, Equatable, CustomStringConvertible, CodedError {
    /// The component's code.
    public let errorCode: Code
    /// The component's message, written for a person.
    public let message: String

    /// Creates a failure (for callers' tests).
    public init(_ code: Code, message: String) {
        self.errorCode = code
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The failure `error` stands for when it is `target`'s action failing with one of `Code`'s codes.
    public static func from(_ error: any Error, target: String) -> CallFailure? {
        guard case .actionFailed(let failedTarget, _, let code, _, let message)? = error as? MediatorError,
            failedTarget == target, let typed = Code(rawValue: code)
        else { return nil }
        return CallFailure(typed, message: message)
    }
}
