import Mediator

/// Every way a SampleBox call fails, with its kind; nothing changes when one is reported.
public enum SampleBoxErrorCode: String, ErrorCode {
    /// The message is empty or only whitespace.
    case emptyMessage
    /// The message is longer than 200 characters.
    case messageTooLong

    /// Both are bad input.
    public var kind: ErrorKind {
        switch self {
        case .emptyMessage, .messageTooLong: return .invalid
        }
    }
}

/// SampleBox's own failure as callers receive it: its `SampleBoxErrorCode`, kind and message.
public typealias SampleBoxFailure = CallFailure<SampleBoxErrorCode>
