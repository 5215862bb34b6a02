/// Why a benchmark run stopped: a build, a child process or an option went wrong.
struct BenchError: Error, CustomStringConvertible {
    /// What went wrong, with what to do about it when known.
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
