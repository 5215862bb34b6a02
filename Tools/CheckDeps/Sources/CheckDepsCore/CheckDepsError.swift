/// A usage or configuration problem that stops check-deps before any rule runs (exit code 2).
public enum CheckDepsError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A command-line argument was not understood; the payload says which and why.
    case usage(String)
    /// `architecture.json` (or the baseline file) could not be read or is not valid.
    case invalidConfiguration(path: String, reason: String)
    /// A package listed in `architecture.json` has no directory or no `Package.swift`.
    case missingPackage(name: String, path: String)
    /// A discovered package is not listed in `architecture.json`.
    case unlistedPackage(name: String, path: String)
    /// A package's manifest names a different package than `architecture.json` says.
    case packageNameMismatch(listed: String, actual: String, path: String)
    /// `swift package dump-package` failed for a package.
    case dumpPackageFailed(path: String, reason: String)
    /// A file or directory could not be read or written.
    case io(path: String, reason: String)
    /// `check-deps register` refused, changing nothing; the payload says why and what to do.
    case cannotRegister(String)
    /// `check-deps sync` refused, writing nothing: a list it writes cannot be found, or a manifest it
    /// copies from cannot be loaded; the payload says which and what to do.
    case cannotSync(String)

    /// A one-line message a user can act on.
    public var description: String {
        switch self {
        case .usage(let message):
            return "\(message) (see --help)"
        case .invalidConfiguration(let path, let reason):
            return "invalid \(path): \(reason)"
        case .missingPackage(let name, let path):
            return "package \(name) listed in architecture.json has no Package.swift at \(path)"
        case .unlistedPackage(let name, let path):
            return "package \(name) at \(path) is not in architecture.json (add it, or add its path to \"exclude\")"
        case .packageNameMismatch(let listed, let actual, let path):
            return "architecture.json lists package \(listed) at \(path), but its manifest names it \(actual)"
        case .dumpPackageFailed(let path, let reason):
            return "swift package dump-package failed for \(path): \(reason)"
        case .io(let path, let reason):
            return "cannot access \(path): \(reason)"
        case .cannotRegister(let message), .cannotSync(let message):
            return message
        }
    }
}
