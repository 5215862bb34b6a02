import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks a property of the code under test; a violation stops the process as a crash would, or is
/// recorded while `recording` runs.
///
/// libFuzzer treats the abort like any other crash: it saves the input as `crash-<sha1>` and stops,
/// so a property violation is reproduced exactly like a memory error. The planted-bug self-tests
/// (`FuzzTarget`) record instead, to show that a property reports a broken stand-in.
public enum Property {
    /// One broken property: where it was checked and what was wrong.
    public struct Violation: Sendable, CustomStringConvertible {
        /// The file (`Module/File.swift`) of the check that failed.
        public let file: String
        /// The line of the check that failed.
        public let line: UInt
        /// What the check found.
        public let message: String

        /// The violation as the aborting mode prints it.
        public var description: String { "property violated (\(file):\(line)): \(message)" }
    }

    /// The violations of the running `recording` call, or `nil` when violations abort.
    private static let recorded = Mutex<[Violation]?>(nil)

    /// Runs `body` with violations recorded instead of aborting, and returns them in order.
    ///
    /// After a recorded violation the code under test goes on running: the checks that follow may
    /// report more. Not reentrant; only one `recording` runs at a time.
    public static func recording(_ body: () -> Void) -> [Violation] {
        recorded.withLock { $0 = [] }
        body()
        return recorded.withLock { list in
            defer { list = nil }
            return list ?? []
        }
    }

    /// Reports a violation with `message` when `condition` is false; returns whether it held.
    @discardableResult
    public static func check(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Bool {
        if condition() { return true }
        fail(message(), file: file, line: line)
        return false
    }

    /// Reports a violation: stops the process after writing `message` to standard error, or records
    /// it (and returns) while `recording` runs.
    public static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) {
        let violation = Violation(file: "\(file)", line: line, message: message)
        let kept = recorded.withLock { list -> Bool in
            guard var violations = list else { return false }
            violations.append(violation)
            list = violations
            return true
        }
        if !kept { stop(violation.description) }
    }

    /// Stops the process: the harness itself cannot go on (its setup failed), whatever the mode.
    public static func harnessFailure(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        stop("fuzz harness failed (\(file):\(line)): \(message)")
    }

    private static func stop(_ text: String) -> Never {
        _ = (text + "\n").utf8CString.withUnsafeBufferPointer { buffer in
            write(2, buffer.baseAddress, buffer.count - 1)
        }
        abort()
    }
}
