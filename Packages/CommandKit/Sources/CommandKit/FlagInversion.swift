/// How a flag is also turned off by name, as in swift-argument-parser.
///
/// `@Flag(inversion: .prefixedNo, help: "…") var cache = true` reads `--cache` and `--no-cache`;
/// the last one given wins, and neither keeps the default. A short name turns the flag on only.
public enum FlagInversion: Sendable, Equatable {
    /// `--name` and `--no-name`.
    case prefixedNo
    /// `--enable-name` and `--disable-name`.
    case prefixedEnableDisable

    /// The long names that turn the flag on and off, for its long name `name`.
    func names(for name: String) -> (on: String, off: String) {
        switch self {
        case .prefixedNo: return (name, "no-" + name)
        case .prefixedEnableDisable: return ("enable-" + name, "disable-" + name)
        }
    }
}
