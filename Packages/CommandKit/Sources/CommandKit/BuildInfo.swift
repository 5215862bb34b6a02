/// What built this binary, for a program's `--version`: the compiler, the configuration, the platform.
///
/// Read where the kit is compiled, which is the same build as the program that links it (one
/// `swift build` builds every package with one compiler and one configuration).
public enum BuildInfo {
    /// The Swift compiler that built this binary, as the compiler itself reports it at build time.
    public static var compiler: String {
        #if compiler(>=6.5)
            return "6.5 or later"
        #elseif compiler(>=6.4)
            #if compiler(>=6.4.2)
                return "6.4.2 or later 6.4"
            #elseif compiler(>=6.4.1)
                return "6.4.1"
            #else
                return "6.4"
            #endif
        #elseif compiler(>=6.3)
            #if compiler(>=6.3.3)
                return "6.3.3 or later 6.3"
            #elseif compiler(>=6.3.2)
                return "6.3.2"
            #elseif compiler(>=6.3.1)
                return "6.3.1"
            #else
                return "6.3"
            #endif
        #elseif compiler(>=6.2)
            return "6.2"
        #elseif compiler(>=6.1)
            return "6.1"
        #else
            return "6.0"
        #endif
    }

    /// `debug` or `release`.
    public static var configuration: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }

    /// The operating system and processor it was built for.
    public static var platform: String {
        #if os(Linux)
            let system = "Linux"
        #elseif os(macOS)
            let system = "macOS"
        #else
            let system = "unknown OS"
        #endif
        #if arch(x86_64)
            return system + " x86_64"
        #elseif arch(arm64)
            return system + " arm64"
        #else
            return system
        #endif
    }
}
