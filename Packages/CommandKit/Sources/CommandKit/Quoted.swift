/// Input quoted in a message: at most a short prefix, so an error never prints a megabyte back.
public enum Quoted {
    /// The most characters of an input a message shows.
    public static let maximumCharacters = 64

    /// `'word'`; for a longer input its first `maximumCharacters` characters, `…'` and its size in bytes.
    public static func prefix(of text: String) -> String {
        var shown = Substring()
        var index = text.startIndex
        var count = 0
        // Walks at most maximumCharacters + 1 characters: a 5 MB word costs no more than a short one.
        while index < text.endIndex, count <= maximumCharacters {
            index = text.index(after: index)
            count += 1
            if count == maximumCharacters { shown = text[..<index] }
        }
        guard count > maximumCharacters else { return "'\(text)'" }
        return "'\(shown)…' (\(text.utf8.count) bytes)"
    }
}
