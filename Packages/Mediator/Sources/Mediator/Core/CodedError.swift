/// A component error whose code is one of its interface's `ErrorCode`s.
///
/// Conforming gives `DomainError`'s `code` and `kind` from `errorCode`, so they cannot disagree.
public protocol CodedError: DomainError {
    /// The code type, declared in the component's interface package.
    associatedtype Code: ErrorCode
    /// This error's code.
    var errorCode: Code { get }
}

extension CodedError {
    /// The code's raw name.
    public var code: String { errorCode.rawValue }
    /// The code's kind.
    public var kind: ErrorKind { errorCode.kind }
}
