/// Plain-text tables for terminal output.
public enum Table {
    /// Left-aligned columns separated by two spaces, the header bold; the last column is not padded.
    ///
    /// Cells are measured as they are shown: with their controls made visible (`VisibleControls`).
    public static func render(header: [String], rows: [[String]]) -> TerminalText {
        let header = header.map(VisibleControls.escaped)
        let rows = rows.map { $0.map(VisibleControls.escaped) }
        let all = [header] + rows
        var widths = Array(repeating: 0, count: header.count)
        for row in all {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ row: [String]) -> String {
            row.enumerated().map { index, cell in
                index == row.count - 1 || index >= widths.count
                    ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }
        var text = TerminalText(line(header), style: .bold)
        for row in rows { text = text + TerminalText("\n" + line(row)) }
        return text
    }
}
