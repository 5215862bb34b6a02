/// Text from storage, the network or a link, made safe to show on a terminal: every scalar that
/// could drive the terminal (start an escape sequence, ring the bell, move the cursor, reorder the
/// line) is written as visible text instead, `ESC` as `\u{1B}`.
///
/// The escaped scalars (`escapes(_:)`): the C0 controls U+0000–U+001F except newline and tab (which
/// stay layout), DEL U+007F, the C1 controls U+0080–U+009F, the bidirectional controls U+061C,
/// U+200E, U+200F, U+202A–U+202E and U+2066–U+2069, and the line and paragraph separators U+2028
/// and U+2029. Every other scalar, printable text included, passes unchanged.
///
/// `TerminalText.rendered(colors:)` applies `escaped(_:)` to all of its text, so whatever a program
/// prints through it is safe; its own styles (colour) are added after, and only they reach the
/// terminal as escape sequences. JSON output uses `escapedJSON(_:)`, which keeps it exact JSON.
public enum VisibleControls {
    /// Whether `scalar` is written visibly rather than as it is.
    public static func escapes(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` with every escaped scalar written as `\u{HEX}` (upper-case hex, at least two digits).
    ///
    /// The result contains no escaped scalar, so escaping it again changes nothing (idempotent).
    /// It is not reversible: text that already spells `\u{1B}` looks the same as an escaped ESC.
    public static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                result += "\\u{\(hex(scalar.value, digits: 2))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// JSON text with every escaped scalar except newline and tab written as a JSON `\uXXXX` escape.
    ///
    /// The JSON stays exact: it decodes to the same value. This holds for JSON as an encoder writes
    /// it, where such a scalar can stand only inside a string (outside strings, JSON has ASCII
    /// punctuation and whitespace, and an encoder escapes C0 controls in strings already).
    public static func escapedJSON(_ json: String) -> String {
        guard needsEscaping(json) else { return json }
        var result = ""
        result.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            if escapes(scalar) {
                result += "\\u\(hex(scalar.value, digits: 4).lowercased())"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` has any scalar to escape; a scan of its UTF-8 bytes, without allocating.
    private static func needsEscaping(_ text: String) -> Bool {
        // Every escaped scalar is a C0 byte, DEL, or starts with 0xC2 (C1), 0xD8 (U+061C) or 0xE2
        // (U+2000–U+2FFF); text without those lead bytes has nothing to escape.
        let suspect = text.utf8.contains { byte in
            (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F || byte == 0xC2 || byte == 0xD8
                || byte == 0xE2
        }
        return suspect && text.unicodeScalars.contains(where: escapes)
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
