/// Why a benchmark run stopped: a build, a child process or an option went wrong.
public struct BenchError: Error, CustomStringConvertible {
    /// What went wrong, with what to do about it when known.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
