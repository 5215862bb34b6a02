import Foundation
import FuzzSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard input and output as the fixture needs them: input fed from a string (a
/// password a command reads with `--password-stdin`, never a terminal), output and errors kept in
/// a file while a line runs, so what it showed can be read back (and the fuzzer's log stays short).
enum StandardStreams {
    /// Makes standard input a pipe that holds `text`, then ends.
    static func feedInput(_ text: String) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { Property.harnessFailure("pipe() failed") }
        let bytes = Array(text.utf8.prefix(60_000))
        _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        dup2(ends[0], STDIN_FILENO)
        close(ends[0])
    }

    /// The process's own standard output and error, kept while a capture runs.
    private static let savedOutput = dup(STDOUT_FILENO)
    private static let savedError = dup(STDERR_FILENO)

    /// Sends standard output and error to the file at `path` (emptied first) until `endCapture`.
    static func beginCapture(in path: String) {
        _ = (savedOutput, savedError)
        fflush(nil)
        let file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        guard file >= 0 else { Property.harnessFailure("cannot open \(path)") }
        dup2(file, STDOUT_FILENO)
        dup2(file, STDERR_FILENO)
        close(file)
    }

    /// Gives the process its own standard output and error back; returns what was written meanwhile.
    static func endCapture(in path: String) -> String {
        fflush(nil)
        dup2(savedOutput, STDOUT_FILENO)
        dup2(savedError, STDERR_FILENO)
        return readText(path)
    }

    /// The file's text, read with `read(2)`: Foundation's `String(contentsOfFile:)` leaks a buffer
    /// on an empty file (LeakSanitizer, Swift 6.3.1), which would stop the fuzzer on every quiet line.
    private static func readText(_ path: String) -> String {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { return "" }
        defer { close(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while bytes.count < 1_000_000 {
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
