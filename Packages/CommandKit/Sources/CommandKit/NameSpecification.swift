/// How an option or flag is named on the command line: its long name, its short name, or both.
///
/// The same spelling as swift-argument-parser's, for the names it offers:
/// `@Option(name: .shortAndLong, …) var count = 1` reads `-c 3` and `--count 3`;
/// `@Flag(name: [.customShort("n"), .long], …) var dryRun = false` reads `-n` and `--dry-run`.
/// Short names given together form a group: `-vn` is `-v -n`.
public struct NameSpecification: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// One name of an option or flag.
    public enum Element: Sendable, Hashable {
        /// The property's name in kebab case: `pageSize` → `--page-size`.
        case long
        /// The given long name, without its dashes: `.customLong("page")` → `--page`.
        case customLong(String)
        /// The property's first character: `verbose` → `-v`.
        case short
        /// The given character: `.customShort("n")` → `-n`.
        case customShort(Character)
    }

    /// The names, in the order declared, each once.
    public let elements: [Element]

    /// The names of `sequence`, duplicates dropped.
    public init<S: Sequence>(_ sequence: S) where S.Element == Element {
        var seen = Set<Element>()
        elements = sequence.filter { seen.insert($0).inserted }
    }

    /// The names listed: `[.customShort("n"), .long]`.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }

    /// The property's name in kebab case (the default).
    public static var long: NameSpecification { [.long] }

    /// The given long name, without its dashes.
    public static func customLong(_ name: String) -> NameSpecification { [.customLong(name)] }

    /// The property's first character as a short name.
    public static var short: NameSpecification { [.short] }

    /// The given character as a short name.
    public static func customShort(_ character: Character) -> NameSpecification { [.customShort(character)] }

    /// Both the long name and the short one: `--verbose` and `-v`.
    public static var shortAndLong: NameSpecification { [.long, .short] }

    /// The long and short names for `property`, and what is wrong with the specification, if anything.
    func resolve(for property: String) -> (long: String?, short: Character?, problem: String?) {
        var longs: [String] = []
        var shorts: [Character] = []
        for element in elements {
            switch element {
            case .long: longs.append(ArgumentName.kebab(property))
            case .customLong(let name): longs.append(name)
            case .short: if let first = property.first { shorts.append(first) }
            case .customShort(let character): shorts.append(character)
            }
        }
        var problem: String?
        if longs.isEmpty && shorts.isEmpty {
            problem = "has no name"
        } else if longs.count > 1 || shorts.count > 1 {
            problem = "has more than one long or short name (aliases are not supported)"
        } else if let short = shorts.first, !Self.isShortName(short) {
            problem = "has short name '\(short)', which is not an ASCII letter"
        }
        return (longs.first ?? (shorts.isEmpty ? ArgumentName.kebab(property) : nil), shorts.first, problem)
    }

    /// Whether `character` can be a short name: an ASCII letter (a digit would read like a negative number).
    static func isShortName(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }
}
