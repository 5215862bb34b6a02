import XCTest

import ComponentCommands

final class MoneyTests: XCTestCase {
    func testMoney_formatsAndParses() {
        XCTAssertEqual(Money.format(1250), "12.50")
        XCTAssertEqual(Money.format(5), "0.05")
        XCTAssertEqual(Money.format(-1999), "-19.99")
        XCTAssertEqual(Money.parse("12.5"), 1250)
        XCTAssertEqual(Money.parse("12"), 1200)
        XCTAssertEqual(Money.parse("0.07"), 7)
        XCTAssertNil(Money.parse("1.234"))
        XCTAssertNil(Money.parse("-3"))
        XCTAssertNil(Money.parse("abc"))
        XCTAssertNil(Money.parse(""))
        XCTAssertNil(Money.parse("99999999999999999999"))
    }

    func testMoney_hasOneStrictGrammar_digitsThenAtMostTwoDecimals() {
        for (text, minor) in [
            ("0", 0), ("5", 500), ("5.1", 510), ("5.01", 501), ("007.50", 750), ("92233720368547758.07", Int.max),
        ] {
            XCTAssertEqual(Money.parse(text), minor, text)
        }
        let refused = [
            "5.-1", "5.+1", "5.-", "+5", "-5", "1e3", "1E3", "5e-1", ".5", "5.", ".", "", " 5", "5 ", "5,00", "1_000",
            "0x10", "5..1", "5.1.1", "inf", "nan", "\u{0665}", "\u{0661}\u{0662}.\u{0665}", "\u{FF15}", "5\u{0301}",
            "92233720368547758.08", "99999999999999999999.99",
        ]
        for text in refused {
            XCTAssertNil(Money.parse(text), "\(text.debugDescription) must be refused")
        }
    }
}
