/// A command's words, summary, more help, whether help and completion show it, and its subcommands.
///
/// Two spellings: the kit's, a path of words (`CommandConfiguration("cart", "add", summary: "…")`),
/// and swift-argument-parser's, one word whose place comes from the command that lists it
/// (`CommandConfiguration(commandName: "add", abstract: "…", subcommands: [])`).
public struct CommandConfiguration: Sendable {
    /// The words after the program name, such as `["cart", "add"]`: a group and a subcommand, or one
    /// word; for the library's spelling, `[commandName]`, or empty when the type's name names it.
    public let path: [String]
    /// One line for lists and the first paragraph of its help.
    public let summary: String
    /// More paragraphs for its help, if any.
    public let discussion: String?
    /// Whether help and completion leave it out (commands the program's own scripts run).
    public let isHidden: Bool
    /// The commands under this one, as in swift-argument-parser: a command with subcommands is a
    /// group (`cart` over `cart add`), and `CommandSet` lists each subcommand under its word.
    public let subcommands: [any ParsableCommand.Type]

    /// A command named by `path`.
    public init(_ path: String..., summary: String, discussion: String? = nil, hidden: Bool = false) {
        self.path = path
        self.summary = summary
        self.discussion = discussion
        self.isHidden = hidden
        self.subcommands = []
    }

    /// A command in swift-argument-parser's spelling.
    ///
    /// - Parameters:
    ///   - commandName: its word; `nil` names it after its type in kebab case (`GreetUser` → `greet-user`).
    ///   - abstract: one line for lists and its help (the kit's `summary`).
    ///   - discussion: more paragraphs for its help; empty for none.
    ///   - shouldDisplay: whether help and completion show it (the kit's `hidden`, negated).
    ///   - subcommands: the commands under it; with any, it is a group of them and takes no arguments itself.
    public init(
        commandName: String? = nil, abstract: String = "", discussion: String = "", shouldDisplay: Bool = true,
        subcommands: [any ParsableCommand.Type] = []
    ) {
        self.path = commandName.map { [$0] } ?? []
        self.summary = abstract
        self.discussion = discussion.isEmpty ? nil : discussion
        self.isHidden = !shouldDisplay
        self.subcommands = subcommands
    }

    /// The command's own word, when the configuration gives one (swift-argument-parser's name).
    public var commandName: String? { path.last }

    /// The one-line summary (swift-argument-parser's name).
    public var abstract: String { summary }

    /// Whether help and completion show it (swift-argument-parser's name).
    public var shouldDisplay: Bool { !isHidden }
}
