import CommandKit

/// Money formatting and parsing for the terminal; amounts are integer minor units everywhere else.
public enum Money {
    /// `1250` -> `"12.50"`.
    public static func format(_ minor: Int) -> String {
        let sign = minor < 0 ? "-" : ""
        let magnitude = minor.magnitude
        let cents = magnitude % 100
        return "\(sign)\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    /// `"12.5"` -> `1250`: the one grammar for amounts typed by a person, `DIGITS [ "." DIGIT [DIGIT] ]`.
    ///
    /// ASCII digits only, at least one before the point (`.5` is refused: write `0.5`), and when a
    /// point is there, one or two digits after it (`5.` is refused). No sign, exponent, spaces,
    /// grouping or non-ASCII digits (`١٢`): `5.-1`, `5.+1`, `1e3`, `+5` and `` are all `nil`, as is
    /// an amount too large for `Int` minor units.
    public static func parse(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        let point = bytes.firstIndex(of: UInt8(ascii: "."))
        let whole = bytes[..<(point ?? bytes.endIndex)]
        let fraction = point.map { bytes[($0 + 1)...] } ?? []
        func isDigits(_ part: ArraySlice<UInt8>) -> Bool { part.allSatisfy { (48...57).contains($0) } }
        guard !whole.isEmpty, isDigits(whole), isDigits(fraction) else { return nil }
        if point != nil { guard (1...2).contains(fraction.count) else { return nil } }
        var minor = 0
        for digit in whole + fraction {
            let (scaled, overflow) = minor.multipliedReportingOverflow(by: 10)
            let (sum, carry) = scaled.addingReportingOverflow(Int(digit - 48))
            guard !overflow, !carry else { return nil }
            minor = sum
        }
        // Whole units are hundredths times 100; one decimal is tenths.
        let (cents, overflow) = minor.multipliedReportingOverflow(
            by: fraction.count == 2 ? 1 : fraction.count == 1 ? 10 : 100)
        return overflow ? nil : cents
    }
}

extension ValueType where Value == Int {
    /// An amount of money written `12.50` or `12` (currency units), as minor units (`Money.parse`'s grammar).
    public static var money: ValueType {
        ValueType(
            name: "AMOUNT",
            requirement:
                "must be a positive amount like 12 or 12.50 (digits 0-9, at most two after the point)",
            describe: Money.format
        ) { text in
            guard let minor = Money.parse(text), minor > 0 else { return nil }
            return minor
        }
    }

    /// A positive id whose completion lists the values a component answers for `kind` (see
    /// `CommandCatalog.completions`), such as `goods-id`.
    public static func id(completing kind: String) -> ValueType { .positive("ID", completion: .dynamic(kind)) }
}
