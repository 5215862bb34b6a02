import Storage

/// Writes `tracking_events` rows as JSON Lines: one compact object per line, keys in a fixed order.
///
/// Keys, always all present (`null` when empty): `id`, `atMs`, `name`, `properties` (the event's
/// JSON object itself, not a string), `username`, `durationUs`, `target`, `action`, `entry`, `outcome`.
enum JSONLines {
    /// The keys of every line, in order.
    static let keys = [
        "id", "atMs", "name", "properties", "username", "durationUs", "target", "action", "entry", "outcome",
    ]

    /// The rows as JSON Lines text, each line ending in `\n` (empty text for no rows).
    static func text(for rows: [Row]) throws -> String {
        var out = ""
        out.reserveCapacity(rows.count * 160)
        for row in rows {
            try append(row, to: &out)
            out.append("\n")
        }
        return out
    }

    private static func append(_ row: Row, to out: inout String) throws {
        out.append("{\"id\":")
        out.append(String(try row.int64("id")))
        out.append(",\"atMs\":")
        out.append(String(try row.int64("at_ms")))
        out.append(",\"name\":")
        appendString(try row.string("name"), to: &out)
        out.append(",\"properties\":")
        // Stored text was normalised from a parsed JSON object when it was recorded, so it embeds as is.
        out.append(try row.optionalString("properties") ?? "null")
        out.append(",\"username\":")
        appendOptional(try row.optionalString("username"), to: &out)
        out.append(",\"durationUs\":")
        out.append(try row.optionalInt64("duration_us").map { String($0) } ?? "null")
        out.append(",\"target\":")
        appendOptional(try row.optionalString("target"), to: &out)
        out.append(",\"action\":")
        appendOptional(try row.optionalString("action"), to: &out)
        out.append(",\"entry\":")
        appendOptional(try row.optionalString("entry"), to: &out)
        out.append(",\"outcome\":")
        appendOptional(try row.optionalString("outcome"), to: &out)
        out.append("}")
    }

    private static func appendOptional(_ value: String?, to out: inout String) {
        if let value { appendString(value, to: &out) } else { out.append("null") }
    }

    /// Appends `value` as a JSON string literal (RFC 8259 escaping).
    static func appendString(_ value: String, to out: inout String) {
        out.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case "\u{08}": out.append("\\b")
            case "\u{0C}": out.append("\\f")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
    }
}
