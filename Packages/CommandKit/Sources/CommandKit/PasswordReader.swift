#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads passwords from standard input without ever showing them.
///
/// On a terminal the prompt goes to stderr and echo is off while the line is typed (restored
/// afterwards, also when the user presses Ctrl-C). Scripts pipe the password with `--password-stdin`;
/// no form takes it from the command line, where `/proc/PID/cmdline` and `ps` would show it.
public enum PasswordReader {
    /// The terminal settings to restore if a signal arrives while echo is off (the handler cannot capture).
    nonisolated(unsafe) fileprivate static var saved = termios()
    nonisolated(unsafe) fileprivate static var echoIsOff: sig_atomic_t = 0

    /// Whether standard input is a terminal.
    public static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// One line of standard input with its newline removed, or `nil` at end of input.
    ///
    /// The password is the line's exact bytes: they must be UTF-8 (a lossy decoding would let two
    /// different byte strings log in as one) and at most `InputLines.maximumLineBytes` long.
    /// - Parameter prompt: shown on stderr, only on a terminal.
    /// - Throws: `UsageError` for a line that is not UTF-8 or is too long (nothing of it is kept).
    public static func read(prompt: String) throws -> String? {
        var settings = termios()
        // isatty(3) is itself a tcgetattr: a terminal whose settings cannot be read is no terminal.
        guard isTerminal, tcgetattr(STDIN_FILENO, &settings) == 0 else { return try exactLine() }
        saved = settings
        var quiet = settings
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHONL)
        quiet.c_lflag |= tcflag_t(ICANON)
        echoIsOff = 1
        let previous = [SIGINT, SIGTERM, SIGHUP, SIGQUIT].map { ($0, signal($0, restoreAndReraise)) }
        // Echo goes off before the prompt shows, so nothing typed after the prompt is ever echoed.
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        writeToStandardError(prompt)
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
            echoIsOff = 0
            for (number, handler) in previous { signal(number, handler) }
            // The Enter key was not echoed either: end the prompt's line.
            writeToStandardError("\n")
        }
        return try exactLine()
    }

    /// The next line of standard input as text, refusing bytes that are not UTF-8.
    private static func exactLine() throws -> String? {
        switch InputLines.standard.next() {
        case nil:
            return nil
        case .tooLong(_, let byteCount)?:
            throw UsageError(
                "the password line has \(byteCount) bytes, more than the \(InputLines.maximumLineBytes) a line may have"
            )
        case .bytes(let bytes)?:
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw UsageError("the password is not valid UTF-8 text: give it as UTF-8")
            }
            return text
        }
    }
}

/// Restores the terminal's echo, then lets the signal do what it would have done.
private func restoreAndReraise(_ number: Int32) {
    if PasswordReader.echoIsOff != 0 {
        tcsetattr(STDIN_FILENO, TCSANOW, &PasswordReader.saved)
    }
    signal(number, SIG_DFL)
    raise(number)
}

/// Writes `text` on standard error, unbuffered.
private func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
        guard let start = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = write(STDERR_FILENO, start + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
