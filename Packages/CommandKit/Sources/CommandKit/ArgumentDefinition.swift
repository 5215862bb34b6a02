/// One declared positional argument, option or flag, as parsing, help and completion read it.
///
/// Built from a command's `@Argument`, `@Option` and `@Flag` properties; nothing else declares an
/// argument, so help, suggestions and shell completion can never disagree with what is parsed.
public struct ArgumentDefinition: Sendable {
    /// What kind of command-line word it is.
    public enum Kind: Sendable, Equatable {
        /// A word in a fixed position, such as `<goods-id>`.
        case positional
        /// `--name VALUE` or `--name=VALUE`.
        case option
        /// `--name`, with no value.
        case flag
    }

    /// Positional, option or flag.
    public let kind: Kind
    /// The Swift property that declares it, such as `pageSize`.
    public let property: String
    /// Its long name without dashes, such as `page-size`; a positional's placeholder word; the letter
    /// of an option or flag that has only a short name.
    public let name: String
    /// Its short name (`n` for `-n`), if it has one.
    public let shortName: Character?
    /// How a flag is also turned off by name (`--no-cache`), if it is.
    public let inversion: FlagInversion?
    /// The placeholder for its value in usage and help, such as `N`; empty for a flag.
    public let valueName: String
    /// The one-line help text.
    public let help: String
    /// Whether the command line must give it.
    public let isRequired: Bool
    /// Whether it takes every remaining positional word.
    public let isVariadic: Bool
    /// Whether an option may be given more than once, each value collected (`--tag a --tag b`).
    public let isRepeating: Bool
    /// The default as help shows it (`1`, `title`), or what absence means (`every category`).
    public let defaultText: String?
    /// The values it accepts as help shows them (`1-99`, `one of: wallet, card`), if limited.
    public let constraint: String?
    /// The values it accepts, when they are a fixed list.
    public let allowedValues: [String]?
    /// How a shell completes its value.
    public let completion: Completion
    /// Whether `name` is a long name (an option or flag may have only a short one).
    let hasLongName: Bool
    /// What is wrong with how it is named, if anything (reported by `CommandSet.problems`).
    let nameProblem: String?
    /// Converts one word into the property's value, or says why it cannot.
    let convert: @Sendable (String) -> Result<any Sendable, ValueError>
    /// The property's value when the command line does not give it (`nil` when it must be given).
    let absentValue: (any Sendable)?
    /// Appends one more word to a variadic or repeating value.
    let append: (@Sendable (any Sendable, any Sendable) -> any Sendable)?

    init(
        kind: Kind, property: String, name: String, shortName: Character? = nil, hasLongName: Bool = true,
        inversion: FlagInversion? = nil, nameProblem: String? = nil, valueName: String, help: String,
        isRequired: Bool, isVariadic: Bool, isRepeating: Bool = false, defaultText: String?, constraint: String?,
        allowedValues: [String]?, completion: Completion,
        convert: @escaping @Sendable (String) -> Result<any Sendable, ValueError>, absentValue: (any Sendable)?,
        append: (@Sendable (any Sendable, any Sendable) -> any Sendable)?
    ) {
        self.kind = kind
        self.property = property
        self.name = name
        self.shortName = shortName
        self.hasLongName = hasLongName
        self.inversion = inversion
        self.nameProblem = nameProblem
        self.valueName = valueName
        self.help = help
        self.isRequired = isRequired
        self.isVariadic = isVariadic
        self.isRepeating = isRepeating
        self.defaultText = defaultText
        self.constraint = constraint
        self.allowedValues = allowedValues
        self.completion = completion
        self.convert = convert
        self.absentValue = absentValue
        self.append = append
    }

    /// How it is written in messages and keyed in a parsed line: `<goods-id>`, `--quantity`, `-n`
    /// (only a short name), `--cache` (the name that turns an inverted flag on).
    public var spelling: String {
        if kind == .positional { return "<\(name)>" }
        guard hasLongName else { return "-" + String(name) }
        return "--" + (inversion?.names(for: name).on ?? name)
    }

    /// The name that turns an inverted flag off: `--no-cache`.
    public var offSpelling: String? { inversion.map { "--" + $0.names(for: name).off } }

    /// Every word that names it: the spelling, the short name (`-n`) and the off name (`--no-cache`).
    public var spellings: [String] {
        guard kind != .positional else { return [spelling] }
        var words = [spelling]
        if let shortName, hasLongName { words.append("-" + String(shortName)) }
        if let offSpelling { words.append(offSpelling) }
        return words
    }

    /// The long words of a flag as help shows them: `--all`, `--[no-]cache`, `--enable-x/--disable-x`.
    private var flagWord: String {
        switch inversion {
        case .prefixedNo? where hasLongName: return "--[no-]\(name)"
        case .prefixedEnableDisable? where hasLongName: return "--enable-\(name)/--disable-\(name)"
        default: return spelling
        }
    }

    /// `--page N`, `--tag TAG ...` (repeating).
    private var optionWord: String { "\(spelling) \(valueName)" + (isRepeating ? " ..." : "") }

    /// How usage shows it: `<goods-id>`, `[<query>]`, `--method wallet|card`, `[--page N]`, `[--all]`.
    public var usage: String {
        switch kind {
        case .positional:
            let word = "<\(name)>" + (isVariadic ? "..." : "")
            return isRequired ? word : "[\(word)]"
        case .option:
            return isRequired ? optionWord : "[\(optionWord)]"
        case .flag:
            return "[\(flagWord)]"
        }
    }

    /// The left column of help: `<goods-id>`, `--page N`, `-n, --count N`, `--all`, `--[no-]cache`.
    public var helpLabel: String {
        let short = shortName.flatMap { hasLongName ? "-\($0), " : nil } ?? ""
        switch kind {
        case .positional: return "<\(name)>" + (isVariadic ? "..." : "")
        case .option: return short + optionWord
        case .flag: return short + flagWord
        }
    }

    /// The label in a one-line list (`-n/--count N`, `--json`): no comma, so a list can use commas.
    public var compactLabel: String {
        let short = shortName.flatMap { hasLongName ? "-\($0)/" : nil } ?? ""
        switch kind {
        case .positional: return helpLabel
        case .option: return short + optionWord
        case .flag: return short + flagWord
        }
    }

    /// The help text with what it accepts and its default: `how many (1-99; default: 1)`.
    public var helpText: String { helpParagraph.replacingAll(TextLayout.noBreakSpace, with: " ") }

    /// `helpText` with a no-break space after `default:`, so wrapping keeps the label with its value.
    var helpParagraph: String {
        var notes: [String] = []
        if let constraint { notes.append(constraint) }
        if isRequired && kind == .option {
            notes.append("required")
        } else if let defaultText {
            notes.append("default:" + String(TextLayout.noBreakSpace) + defaultText)
        }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }

    /// Whether it reads a value after its name (an option) rather than standing alone (a flag).
    public var takesValue: Bool { kind == .option }
}

/// Why one word is not a valid value: what the value must be, and an optional hint.
struct ValueError: Error, Sendable {
    /// What the value must be: `must be a whole number from 1 to 99`.
    let requirement: String
    /// A note for the user, such as `did you mean 'rating'?`.
    let hint: String?
}
