import SampleBoxMediator
import Mediator

/// Why a SampleBox operation was refused; nothing changes when one is thrown.
public enum SampleBoxError: CodedError, Equatable, Sendable, CustomStringConvertible {
    /// The message is empty or only whitespace.
    case emptyMessage
    /// The message has more characters than `SampleBoxFacade.maxMessageLength`.
    case messageTooLong(Int)

    /// The code callers see, declared with its kind in `SampleBoxMediator`.
    public var errorCode: SampleBoxErrorCode {
        switch self {
        case .emptyMessage: return .emptyMessage
        case .messageTooLong: return .messageTooLong
        }
    }

    /// A one-line message a person can act on.
    public var description: String {
        switch self {
        case .emptyMessage:
            return "a message is needed; got an empty one"
        case .messageTooLong(let length):
            return "a message has at most \(SampleBoxFacade.maxMessageLength) characters, got \(length)"
        }
    }
}
