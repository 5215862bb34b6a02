import CommandKit

extension ShopCLI {
    /// Reads `arguments` (without the program name) as `run` does, without composing the shop or
    /// running the command: the words, and every value converted and checked as the command would.
    ///
    /// - Throws: the error `run` would report for them (exit status 2).
    public func read(_ arguments: [String]) throws(CommandLineError) -> CommandLineReading {
        do {
            let line = try commands.parse(arguments)
            let globals = try commands.globals(GlobalArguments.self, from: line)
            if !line.wantsHelp && !line.wantsVersion, let entry = line.entry {
                _ = try commands.instantiate(entry.command.type, from: line)
            }
            return CommandLineReading(line, globals: globals)
        } catch {
            throw CommandLineError(error)
        }
    }

    /// Splits one line of `shop interactive` into words, as the session does: single and double
    /// quotes group words, a backslash escapes the next character outside single quotes.
    ///
    /// - Throws: the error the session reports for the line (an unterminated quote, a trailing backslash).
    public static func words(ofInteractiveLine line: String) throws(CommandLineError) -> [String] {
        do {
            return try LineSplitter.split(line)
        } catch {
            throw CommandLineError(error)
        }
    }
}
