/// How a shell completes a value: from a fixed list, files, folders, command words, or by asking the program.
public enum Completion: Sendable, Equatable {
    /// Free text: nothing to offer.
    case none
    /// One of these words.
    case values([String])
    /// A file path.
    case file
    /// A folder path.
    case directory
    /// A command or group word (what `help` takes).
    case commands
    /// Candidates the program prints when run as `PROGRAM <completion command> KIND` (see `CommandSet`),
    /// one per line, each optionally followed by a tab and a description.
    case dynamic(String)
}
