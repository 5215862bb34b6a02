#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks a property of the code under test; a violation stops the process as a crash would.
///
/// libFuzzer treats the abort like any other crash: it saves the input as `crash-<sha1>` and stops,
/// so a property violation is reproduced exactly like a memory error.
public enum Property {
    /// Stops the process with `message` when `condition` is false.
    public static func check(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        if !condition() { fail(message(), file: file, line: line) }
    }

    /// Stops the process after writing `message` to standard error.
    public static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        let text = "property violated (\(file):\(line)): \(message)\n"
        _ = text.utf8CString.withUnsafeBufferPointer { buffer in
            write(2, buffer.baseAddress, buffer.count - 1)
        }
        abort()
    }
}
