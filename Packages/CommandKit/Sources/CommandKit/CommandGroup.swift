/// A group of commands (`cart` for `cart add`, `cart show`, …) and the line that describes it.
public struct CommandGroup: Sendable, Equatable {
    /// The group's word.
    public let name: String
    /// One line for lists and the group's help.
    public let summary: String

    /// A group named `name`.
    public init(_ name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}
