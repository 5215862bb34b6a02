import ShopCommands

/// What the properties drive: the command-line reader and the interactive line splitter. `real` is
/// the app's own; the planted bug is a stand-in that wraps it.
struct Reader: Sendable {
    let read: @Sendable ([String]) throws(CommandLineError) -> CommandLineReading
    let words: @Sendable (String) throws(CommandLineError) -> [String]

    static let real = Reader(
        read: { arguments throws(CommandLineError) in try ReadingProperties.cli.read(arguments) },
        words: { line throws(CommandLineError) in try ShopCLI.words(ofInteractiveLine: line) })

    /// A planted bug: the splitter drops empty words (`''`), as one that splits on runs of spaces
    /// after removing quotes would.
    static let emptyWordsDropped = Reader(
        read: real.read,
        words: { line throws(CommandLineError) in try ShopCLI.words(ofInteractiveLine: line).filter { !$0.isEmpty } })
}
