/// Splits an interactive line into words, honouring single and double quotes and backslashes.
///
/// Works on Unicode scalars, not characters: a quote or space followed by a combining mark is one
/// `Character` (`'` + U+0301), and would otherwise not be seen as a quote or a space at all.
public enum LineSplitter {
    /// The words of `line`.
    ///
    /// - Throws: `UsageError` for an unterminated quote or a trailing backslash.
    public static func split(_ line: String) throws -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var inWord = false
        var quote: Unicode.Scalar?
        var escaping = false
        for scalar in line.unicodeScalars {
            if escaping {
                current.append(scalar)
                escaping = false
                continue
            }
            if scalar == "\\" && quote != "'" {
                escaping = true
                inWord = true
                continue
            }
            if let open = quote {
                if scalar == open { quote = nil } else { current.append(scalar) }
                continue
            }
            if scalar == "'" || scalar == "\"" {
                quote = scalar
                inWord = true
            } else if scalar.properties.isWhitespace {
                if inWord { words.append(String(current)) }
                current = String.UnicodeScalarView()
                inWord = false
            } else {
                current.append(scalar)
                inWord = true
            }
        }
        if quote != nil { throw UsageError("unterminated quote") }
        if escaping { throw UsageError("line ends with a backslash") }
        if inWord { words.append(String(current)) }
        return words
    }
}
