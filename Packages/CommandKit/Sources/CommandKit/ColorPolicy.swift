#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// When output gets colour: only on a terminal, never with `NO_COLOR` set (https://no-color.org) or `TERM=dumb`.
public enum ColorPolicy {
    /// Whether text written to `descriptor` should be coloured.
    public static func colors(for descriptor: Int32, environment: [String: String]) -> Bool {
        colors(isTerminal: isatty(descriptor) == 1, environment: environment)
    }

    /// Whether output should be coloured: a terminal, `NO_COLOR` unset or empty, and `TERM` not `dumb`.
    public static func colors(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
}
