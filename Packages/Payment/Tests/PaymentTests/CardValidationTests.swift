import Foundation
import XCTest

@testable import Payment

final class CardValidationTests: XCTestCase {
    func testCardNumber_withSpacesOrDashes_keepsDigitsAndLast4() throws {
        let number = try CardNumber("4242 4242-4242 4242")
        XCTAssertEqual(number.digits, "4242424242424242")
        XCTAssertEqual(number.last4, "4242")
    }

    func testCardNumber_lengthLimits_accept12And19Digits() throws {
        XCTAssertNoThrow(try CardNumber(Self.withCheckDigit("12345678901")))
        XCTAssertNoThrow(try CardNumber(Self.withCheckDigit("123456789012345678")))
    }

    func testCardNumber_outsideLengthLimits_fails() {
        for digits in [Self.withCheckDigit("1234567890"), Self.withCheckDigit("1234567890123456789")] {
            XCTAssertThrowsError(try CardNumber(digits)) {
                XCTAssertEqual(($0 as? PaymentError)?.code, "invalidCardNumber")
                XCTAssertTrue(String(describing: $0).contains("12 to 19 digits"))
            }
        }
    }

    func testCardNumber_withWrongCheckDigitOrLetters_fails() {
        for raw in ["4242 4242 4242 4241", "4242 4242 4242 424a", "", "４２４２４２４２４２４２４２４２", "4242.4242.4242.4242"] {
            XCTAssertThrowsError(try CardNumber(raw), raw) {
                XCTAssertEqual(($0 as? PaymentError)?.code, "invalidCardNumber")
            }
        }
    }

    func testCardNumberErrors_neverEchoTheNumber() {
        XCTAssertThrowsError(try CardNumber("4242 4242 4242 4241")) {
            XCTAssertFalse(String(describing: $0).contains("4241"))
        }
    }

    func testLuhn_knownNumbers() {
        XCTAssertTrue(CardNumber.passesLuhn("4242424242424242"))
        XCTAssertTrue(CardNumber.passesLuhn("4000000000000002"))
        XCTAssertTrue(CardNumber.passesLuhn("4000000000009995"))
        XCTAssertTrue(CardNumber.passesLuhn("79927398713"))
        XCTAssertFalse(CardNumber.passesLuhn("79927398710"))
    }

    func testExpiry_parsesMonthAndYear() throws {
        let expiry = try CardExpiry(" 04/29 ")
        XCTAssertEqual(expiry.month, 4)
        XCTAssertEqual(expiry.year, 2029)
        XCTAssertEqual(expiry.text, "04/29")
    }

    func testExpiry_malformed_failsWithInvalidExpiry() {
        for raw in ["13/27", "00/27", "1/27", "01/2027", "01-27", "", "ab/cd", "01/27/1"] {
            XCTAssertThrowsError(try CardExpiry(raw), raw) { XCTAssertEqual($0 as? PaymentError, .invalidExpiry(raw)) }
        }
    }

    func testExpiry_validThroughTheEndOfItsMonth() throws {
        XCTAssertFalse(try CardExpiry("01/27").hasExpired(at: testNow))
        XCTAssertFalse(try CardExpiry("02/27").hasExpired(at: testNow))
        XCTAssertTrue(try CardExpiry("12/26").hasExpired(at: testNow))
        let lastSecondOfJanuary = Date(timeIntervalSince1970: 1_801_439_999)  // 2027-01-31 23:59:59 UTC
        XCTAssertFalse(try CardExpiry("01/27").hasExpired(at: lastSecondOfJanuary))
        XCTAssertTrue(try CardExpiry("01/27").hasExpired(at: lastSecondOfJanuary.addingTimeInterval(1)))
    }

    func testSimulator_declinesDocumentedNumbersAndApprovesOthers() throws {
        let gateway = SimulatedCardGateway()
        XCTAssertEqual(
            try gateway.charge(cardNumber: "4242424242424242", amount: 1, reference: "k"),
            .approved(transactionID: "sim-k"))
        XCTAssertEqual(
            try gateway.charge(cardNumber: "4000000000000002", amount: 1, reference: "k"), .declined(.generic))
        XCTAssertEqual(
            try gateway.charge(cardNumber: "4000000000009995", amount: 1, reference: "k"), .declined(.insufficientFunds)
        )
        XCTAssertEqual(
            try gateway.charge(cardNumber: "5555555555554444", amount: 1, reference: "k"),
            .approved(transactionID: "sim-k"))
    }

    func testSimulatorTestCards_areLuhnValid() {
        XCTAssertEqual(SimulatedCardGateway.testCards.count, 3)
        for card in SimulatedCardGateway.testCards {
            XCTAssertNoThrow(try CardNumber(card.number), card.number)
        }
    }

    /// Appends the Luhn check digit to `payload`.
    private static func withCheckDigit(_ payload: String) -> String {
        (0...9).map { payload + String($0) }.first(where: CardNumber.passesLuhn) ?? payload
    }
}
