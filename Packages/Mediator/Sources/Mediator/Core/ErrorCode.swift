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
