/// Input quoted in a message: at most a short prefix, so an error never prints a megabyte back.
public enum Quoted {
    /// The most characters of an input a message shows.
    public static let maximumCharacters = 64

    /// The most UTF-8 bytes of an input a message shows: one character may be any number of
    /// scalars (a letter with 60,000 combining marks is one), so characters alone bound nothing.
    public static let maximumBytes = 256

    /// `'word'`; for a longer input, its first `maximumCharacters` characters and at most
    /// `maximumBytes` UTF-8 bytes (cut between scalars), then `…'` and its size in bytes.
    public static func prefix(of text: String) -> String {
        // Whole scalars within the byte bound first: a 5 MB word (or one 5 MB character) costs no
        // more than a short one.
        let scalars = text.unicodeScalars
        var end = scalars.startIndex
        var bytes = 0
        while end < scalars.endIndex {
            let size = UTF8.width(scalars[end])
            guard bytes + size <= maximumBytes else { break }
            bytes += size
            end = scalars.index(after: end)
        }
        let window = Substring(scalars[..<end])
        // Then at most maximumCharacters characters of that.
        var index = window.startIndex
        var count = 0
        while index < window.endIndex, count < maximumCharacters {
            index = window.index(after: index)
            count += 1
        }
        let shown = window[..<index]
        guard shown.utf8.count < text.utf8.count else { return "'\(text)'" }
        return "'\(shown)…' (\(text.utf8.count) bytes)"
    }
}
