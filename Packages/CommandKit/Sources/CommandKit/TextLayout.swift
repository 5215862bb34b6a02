/// Word wrapping for help: lines that fit a width and never cut a word.
///
/// Widths count `Character`s, which is a terminal's columns for the text help shows. A word longer
/// than the room left stays whole on a line of its own (and overflows) rather than being cut.
public enum TextLayout {
    /// Joins two words that wrapping must keep on one line; printed as a plain space.
    public static let noBreakSpace: Character = "\u{A0}"

    /// The narrowest width help lays out for; a smaller terminal gets this width.
    public static let minimumWidth = 20

    /// `words` joined by spaces into lines of at most `width`, the first starting after `firstPrefix`,
    /// the others after `indent` spaces.
    public static func fill(_ words: [String], width: Int, firstPrefix: String = "", indent: Int = 0) -> [String] {
        let width = max(width, minimumWidth)
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = firstPrefix
        var currentHasWord = false
        for word in words where !word.isEmpty {
            if !currentHasWord && current.count > indent && current.count + word.count > width {
                // A long prefix (`usage: shop order checkout`) leaves no room: start the words below it.
                lines.append(current.trailingSpacesRemoved)
                current = pad + word
                currentHasWord = true
            } else if !currentHasWord {
                current += word
                currentHasWord = true
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = pad + word
            }
        }
        if currentHasWord || !current.isEmpty { lines.append(current) }
        return lines.map { $0.replacingAll(noBreakSpace, with: " ") }
    }

    /// Prose wrapped to `width`: paragraphs (split at newlines) filled separately, each line after
    /// `indent` spaces.
    public static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
        let pad = String(repeating: " ", count: indent)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            let words = paragraph.split(separator: " ").map(String.init)
            return words.isEmpty ? [""] : fill(words, width: width, firstPrefix: pad, indent: indent)
        }
    }

    /// Two columns: labels, then their descriptions wrapped in a column of their own.
    ///
    /// Labels start after two spaces; descriptions start where the longest label (at most
    /// `maxLabel` wide) ends plus two spaces; a longer label puts its description on the next line.
    public static func columns(_ rows: [(label: String, text: String)], width: Int, maxLabel: Int = 24) -> [String] {
        let width = max(width, minimumWidth)
        let labelWidth = min(rows.map(\.label.count).max() ?? 0, maxLabel, max(width / 3, 8))
        let column = 2 + labelWidth + 2
        var lines: [String] = []
        for row in rows {
            let label = "  " + row.label
            let words = row.text.split(separator: " ").map(String.init)
            if label.count + 2 > column {
                lines.append(label)
                lines += fill(words, width: width, firstPrefix: String(repeating: " ", count: column), indent: column)
            } else {
                let prefix = label + String(repeating: " ", count: column - label.count)
                lines += fill(words, width: width, firstPrefix: prefix, indent: column)
            }
        }
        return lines.map { $0.trailingSpacesRemoved }
    }
}

extension String {
    /// The string without spaces at its end.
    var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
