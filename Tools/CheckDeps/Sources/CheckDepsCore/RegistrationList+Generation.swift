extension RegistrationList {
    /// The line length swift-format keeps to (the repository's `.swift-format`).
    static let lineLength = 120

    /// The registration-list element for `component`: `.init(name: "X", launch: N or nil, remote: B)`.
    static func registrationEntry(for component: ArchitectureConfig.Package) -> String {
        ".init(name: \"\(component.name)\", launch: \(component.launch.map(String.init) ?? "nil"), "
            + "remote: \(component.remote ?? false))"
    }

    /// `source`, which this list was read from, with everything between the list's brackets replaced
    /// by `elements`, laid out as swift-format lays out a literal: inline when the list was inline and
    /// still fits on its line, else one element per line (a multi-line element keeps its lines),
    /// indented one level past the line that opens the list, each followed by a comma unless it is the
    /// only one (swift-format wants the trailing comma in a literal of several elements only).
    func replacingElements(with elements: [String], in source: String) -> String {
        let bytes = Array(source.utf8)
        let newline = UInt8(ascii: "\n")
        var lineStart = opening.lowerBound
        while lineStart > 0 && bytes[lineStart - 1] != newline { lineStart -= 1 }
        let indent = String(
            decoding: bytes[lineStart..<opening.lowerBound].prefix {
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
            },
            as: UTF8.self)
        let lineEnd = bytes[closing.upperBound...].firstIndex(of: newline) ?? bytes.count
        let inline = elements.joined(separator: ", ")
        let wasInline = !bytes[opening.upperBound..<closing.lowerBound].contains(newline)
        let inlineWidth = (opening.upperBound - lineStart) + inline.utf8.count + (lineEnd - closing.lowerBound)
        let body: String
        if elements.isEmpty {
            body = ""
        } else if wasInline && !inline.contains("\n") && inlineWidth <= Self.lineLength {
            body = inline
        } else {
            let inner = indent + "    "
            body =
                "\n"
                + elements.map {
                    inner + $0.replacingOccurrences(of: "\n", with: "\n" + inner) + (elements.count == 1 ? "\n" : ",\n")
                }.joined()
                + indent
        }
        return String(decoding: bytes[..<opening.upperBound], as: UTF8.self) + body
            + String(decoding: bytes[closing.lowerBound...], as: UTF8.self)
    }
}
