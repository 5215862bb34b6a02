/// A command screen with no commands target to list it.
struct ListCart: ComponentCommand {
    static let name = "list"
}
