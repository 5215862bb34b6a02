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
    /// Its name on the command line without dashes, such as `page-size`.
    public let name: String
    /// The placeholder for its value in usage and help, such as `N`; empty for a flag.
    public let valueName: String
    /// The one-line help text.
    public let help: String
    /// Whether the command line must give it.
    public let isRequired: Bool
    /// Whether it takes every remaining positional word.
    public let isVariadic: Bool
    /// The default as help shows it (`1`, `title`), or what absence means (`every category`).
    public let defaultText: String?
    /// The values it accepts as help shows them (`1-99`, `one of: wallet, card`), if limited.
    public let constraint: String?
    /// The values it accepts, when they are a fixed list.
    public let allowedValues: [String]?
    /// How a shell completes its value.
    public let completion: Completion
    /// Converts one word into the property's value, or says why it cannot.
    let convert: @Sendable (String) -> Result<any Sendable, ValueError>
    /// The property's value when the command line does not give it (`nil` when it must be given).
    let absentValue: (any Sendable)?
    /// Appends one more word to a variadic value.
    let append: (@Sendable (any Sendable, any Sendable) -> any Sendable)?

    /// How it is written in messages: `<goods-id>` or `--quantity`.
    public var spelling: String { kind == .positional ? "<\(name)>" : "--\(name)" }

    /// How usage shows it: `<goods-id>`, `[<query>]`, `--method wallet|card`, `[--page N]`, `[--all]`.
    public var usage: String {
        switch kind {
        case .positional:
            let word = "<\(name)>" + (isVariadic ? "..." : "")
            return isRequired ? word : "[\(word)]"
        case .option:
            let word = "--\(name) \(valueName)"
            return isRequired ? word : "[\(word)]"
        case .flag:
            return "[--\(name)]"
        }
    }

    /// The left column of help: `<goods-id>`, `--page N`, `--all`.
    public var helpLabel: String {
        switch kind {
        case .positional: return "<\(name)>" + (isVariadic ? "..." : "")
        case .option: return "--\(name) \(valueName)"
        case .flag: return "--\(name)"
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
