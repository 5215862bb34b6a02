import Foundation

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
enum PasswordReader {
    /// The terminal settings to restore if a signal arrives while echo is off (the handler cannot capture).
    nonisolated(unsafe) fileprivate static var saved = termios()
    nonisolated(unsafe) fileprivate static var echoIsOff: sig_atomic_t = 0

    /// Whether standard input is a terminal.
    static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// One line of standard input with its newline removed, or `nil` at end of input.
    ///
    /// - Parameter prompt: shown on stderr, only on a terminal.
    static func read(prompt: String) -> String? {
        var settings = termios()
        // isatty(3) is itself a tcgetattr: a terminal whose settings cannot be read is no terminal.
        guard isTerminal, tcgetattr(STDIN_FILENO, &settings) == 0 else { return readLine(strippingNewline: true) }
        saved = settings
        var quiet = settings
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHONL)
        quiet.c_lflag |= tcflag_t(ICANON)
        echoIsOff = 1
        let previous = [SIGINT, SIGTERM, SIGHUP, SIGQUIT].map { ($0, signal($0, restoreAndReraise)) }
        // Echo goes off before the prompt shows, so nothing typed after the prompt is ever echoed.
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        FileHandle.standardError.write(Data(prompt.utf8))
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
            echoIsOff = 0
            for (number, handler) in previous { signal(number, handler) }
            // The Enter key was not echoed either: end the prompt's line.
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return readLine(strippingNewline: true)
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
