#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How wide the terminal is, for help text.
public enum TerminalWidth {
    /// `COLUMNS` when it is a positive number, else the width of the terminal on standard output
    /// (the `TIOCGWINSZ` ioctl), else 80.
    public static func current(environment: [String: String]) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
