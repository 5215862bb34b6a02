import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A private file or folder could not be written or its mode changed.
public struct PrivateFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or folder.
    public let path: String
    /// The system's reason (`Permission denied`, …).
    public let reason: String

    /// Creates the error with a reason in words.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// Creates the error from an `errno` value.
    init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }

    /// `cannot write <path>: <reason>`.
    public var description: String { "cannot write \(path): \(reason)" }
}
