extension CheckDepsCommand {
    /// Runs `explain`, `init`, `register` or `sync` when the first argument names one; nil for a plain check.
    static func runSubcommand(_ arguments: [String], currentDirectory: String) throws -> Outcome? {
        switch arguments.first {
        case "explain":
            return try ExplainCommand.run(Array(arguments.dropFirst()))
        case "init":
            return try InitCommand.run(Array(arguments.dropFirst()), currentDirectory: currentDirectory)
        case "register":
            return try RegisterCommand.run(Array(arguments.dropFirst()), currentDirectory: currentDirectory)
        case "sync":
            return try SyncCommand.run(Array(arguments.dropFirst()), currentDirectory: currentDirectory)
        default:
            return nil
        }
    }
}
