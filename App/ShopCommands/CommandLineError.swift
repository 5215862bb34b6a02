import ComponentCommands

/// Why a command line cannot run: the message `shop` prints for it and the exit status it gives.
public struct CommandLineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The one-line reason, such as `unknown option '--quantiy' (did you mean '--quantity'?)`.
    public let message: String
    /// The command's usage line, when the error concerns one command.
    public let usage: String?
    /// The process exit status `shop` gives for it (2, usage).
    public let exitCode: Int32

    /// The message, as printed after `shop: error: `.
    public var description: String { message }

    init(_ error: any Error) {
        let shopError = CommandError.from(error)
        if case .usage(let message, let usage) = shopError {
            self.message = message
            self.usage = usage
        } else {
            self.message = shopError.description
            self.usage = nil
        }
        exitCode = shopError.exitCode
    }
}
