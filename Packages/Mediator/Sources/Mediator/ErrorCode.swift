/// A component's error codes, declared once in its interface package with a kind each.
///
/// ```swift
/// public enum GoodsErrorCode: String, ErrorCode {
///     case notFound, insufficientStock
///     public var kind: ErrorKind { self == .notFound ? .notFound : .refused }
/// }
/// ```
/// The component's own error type reports one of these codes (`CodedError`); callers receive
/// `CallFailure<GoodsErrorCode>` from the typed calls.
public protocol ErrorCode: RawRepresentable, Sendable, Hashable, CaseIterable where RawValue == String {
    /// What kind of failure this code is.
    var kind: ErrorKind { get }
}

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
