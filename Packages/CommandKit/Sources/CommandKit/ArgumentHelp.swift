/// What help says about one argument, option or flag: written as a string literal, as in
/// swift-argument-parser (`help: "how many"`), or with a placeholder for its value.
///
/// ```swift
/// @Option(help: "how many") var count = 1                                  // --count COUNT
/// @Option(help: ArgumentHelp("where to write", valueName: "FILE")) var out: String?   // --out FILE
/// ```
public struct ArgumentHelp: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The one line help shows beside the argument.
    public var abstract: String
    /// The placeholder for the value in usage and help (`FILE`), instead of the one the value's type
    /// or the property's name gives.
    public var valueName: String?

    /// Help with its line and, optionally, a placeholder for the value.
    public init(_ abstract: String = "", valueName: String? = nil) {
        self.abstract = abstract
        self.valueName = valueName
    }

    /// Help that is only its line: `help: "how many"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
