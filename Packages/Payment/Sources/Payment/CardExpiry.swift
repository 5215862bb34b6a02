import Foundation

/// A card's `MM/YY` expiry; the card is valid through the last day of that month (UTC).
struct CardExpiry: Equatable {
    let month: Int
    /// The full year, 2000-2099.
    let year: Int

    init(_ raw: String) throws {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let month = Int(parts[0]), let year = Int(parts[1]), (1...12).contains(month)
        else { throw PaymentError.invalidExpiry(raw) }
        self.month = month
        self.year = 2000 + year
    }

    /// `MM/YY` as printed on the card.
    var text: String { String(format: "%02d/%02d", month, year % 100) }

    /// Whether the card can no longer be used at `date`.
    func hasExpired(at date: Date) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let now = calendar.dateComponents([.year, .month], from: date)
        guard let nowYear = now.year, let nowMonth = now.month else { return true }
        return (year, month) < (nowYear, nowMonth)
    }
}
