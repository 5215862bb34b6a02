/// Header fields as they arrive, keyed by their ASCII-lowercased name so that adding and looking
/// up one field costs the same however many came before.
///
/// Comparing each new name with every earlier one (as `caseInsensitiveCompare` over the keys did)
/// made a head of 11,000 distinct short fields, still under the 64 KiB cap, hold the release `shop`
/// 23–25 s whatever its fetch timeout; it now fails or succeeds in 0.2–0.3 s (see the README).
struct HeaderFields {
    /// Each name's spelling when first received and its values joined with `, `, by lowercased name.
    private var fields: [String: (name: String, value: String)] = [:]

    /// Adds one field; a repeated name (in any case) keeps its first spelling and gains a value.
    mutating func append(name: String, value: String) {
        let key = Self.lowercased(name)
        if fields[key] == nil {
            fields[key] = (name, value)
        } else {
            // In place: the joined value is not copied for every repetition.
            fields[key]?.value += ", " + value
        }
    }

    /// The value of `name`, matched ignoring ASCII case.
    func value(_ name: String) -> String? {
        fields[Self.lowercased(name)]?.value
    }

    /// Every field under its first spelling.
    var dictionary: [String: String] {
        Dictionary(uniqueKeysWithValues: fields.values.map { ($0.name, $0.value) })
    }

    /// `name` with ASCII `A`–`Z` lowered: field names are ASCII tokens, and the rest is left as sent.
    static func lowercased(_ name: String) -> String {
        String(decoding: name.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
