/// A card number reduced to its digits, checked for length and the Luhn checksum.
struct CardNumber: Equatable {
    /// The digits only.
    let digits: String

    /// Accepts digits with optional spaces or dashes between them.
    init(_ raw: String) throws {
        let digits = raw.filter { $0 != " " && $0 != "-" }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw PaymentError.invalidCardNumber(reason: "use digits only (spaces and dashes are allowed)")
        }
        guard (12...19).contains(digits.count) else {
            throw PaymentError.invalidCardNumber(reason: "expected 12 to 19 digits, got \(digits.count)")
        }
        guard Self.passesLuhn(digits) else {
            throw PaymentError.invalidCardNumber(reason: "the check digit is wrong (Luhn); check for a typo")
        }
        self.digits = digits
    }

    /// The last four digits, the only part of a number ever stored.
    var last4: String { String(digits.suffix(4)) }

    static func passesLuhn(_ digits: String) -> Bool {
        var sum = 0
        for (offset, character) in digits.reversed().enumerated() {
            guard let digit = character.wholeNumberValue else { return false }
            if offset.isMultiple(of: 2) {
                sum += digit
            } else {
                let doubled = digit * 2
                sum += doubled > 9 ? doubled - 9 : doubled
            }
        }
        return sum.isMultiple(of: 10)
    }
}
