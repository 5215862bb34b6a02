/// Money formatting and parsing for the terminal; amounts are integer minor units everywhere else.
enum Money {
    /// `1250` -> `"12.50"`.
    static func format(_ minor: Int) -> String {
        let sign = minor < 0 ? "-" : ""
        let magnitude = minor.magnitude
        let cents = magnitude % 100
        return "\(sign)\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    /// `"12.5"` -> `1250`; `nil` for anything that is not a plain decimal with at most two decimals.
    static func parse(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = Int(parts[0]), whole >= 0, !parts[0].hasPrefix("+") else {
            return nil
        }
        var cents = 0
        if parts.count == 2 {
            let fraction = parts[1]
            guard (1...2).contains(fraction.count), fraction.allSatisfy(\.isASCII), let value = Int(fraction) else {
                return nil
            }
            cents = fraction.count == 1 ? value * 10 : value
        }
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: 100)
        guard !overflow else { return nil }
        return scaled + cents
    }
}
