/// An action declared on a component's target, e.g. `.remote("list")`.
public struct ActionDeclaration: Equatable, Sendable {
    /// The action name, including any state suffix (`list@guest`).
    public var name: String
    /// Whether the action is remote-callable (`.remote` / `.remoteAsync`).
    public var isRemote: Bool
    /// The repo-relative path of the file declaring it.
    public var path: String
    /// The 1-based line of the declaration.
    public var line: Int

    /// Creates an action declaration.
    public init(name: String, isRemote: Bool, path: String, line: Int) {
        self.name = name
        self.isRemote = isRemote
        self.path = path
        self.line = line
    }
}
