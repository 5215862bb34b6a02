extension ShopCLI {
    /// Reads `arguments` (without the program name) as `run` does, without composing the shop or
    /// running the command.
    ///
    /// - Throws: the error `run` would report for them (exit status 2).
    public func read(_ arguments: [String]) throws(CommandLineError) -> CommandLineReading {
        do {
            return CommandLineReading(try parser.parse(arguments))
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
