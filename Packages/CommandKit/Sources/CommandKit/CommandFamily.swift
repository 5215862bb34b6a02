/// The first word a family of commands shares (`cart` for `cart add`, `cart show`, …) and the line
/// that describes it in `shop --help` and in `shop cart`.
///
/// Not swift-argument-parser's `CommandGroup` (a titled list of subcommands in help): a family is a
/// word on the command line, named by the commands that start with it.
public struct CommandFamily: Sendable, Equatable {
    /// The family's word.
    public let name: String
    /// One line for lists and the family's help.
    public let summary: String

    /// A family named `name`.
    public init(_ name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}
