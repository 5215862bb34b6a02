/// Command-line names derived from Swift property names.
enum ArgumentName {
    /// `pageSize` → `page-size`, `goodsID` → `goods-id`, `dispatchURL` → `dispatch-url`, `URLValue` → `url-value`.
    ///
    /// Works on ASCII bytes (a non-ASCII letter is kept as it is): the Unicode case tables cost
    /// more at start-up than every other part of reading the declarations.
    static func kebab(_ property: String) -> String {
        let bytes = Array(property.utf8)
        func isUpper(_ byte: UInt8) -> Bool { (65...90).contains(byte) }
        func isLowerOrDigit(_ byte: UInt8) -> Bool { (97...122).contains(byte) || (48...57).contains(byte) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 4)
        for (index, byte) in bytes.enumerated() {
            if isUpper(byte) && index > 0 {
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                if isLowerOrDigit(previous) || (isUpper(previous) && next.map { (97...122).contains($0) } == true) {
                    out.append(UInt8(ascii: "-"))
                }
            }
            out.append(isUpper(byte) ? byte + 32 : byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A value's placeholder from the property's name: `pageSize` → `PAGE-SIZE` (ASCII letters only are raised).
    static func placeholder(_ property: String) -> String {
        String(decoding: kebab(property).utf8.map { (97...122).contains($0) ? $0 - 32 : $0 }, as: UTF8.self)
    }
}
