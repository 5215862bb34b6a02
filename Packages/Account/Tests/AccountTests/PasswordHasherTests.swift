import XCTest

@testable import Account

final class PasswordHasherTests: XCTestCase {
    private let hasher = PasswordHasher()

    func testHash_isYescryptWithSaltAndDigest() throws {
        let hash = try hasher.hash("correct horse")
        XCTAssertTrue(hash.hasPrefix("$y$"), hash)
        // $y$<params>$<salt>$<digest>
        let fields = hash.split(separator: "$", omittingEmptySubsequences: false)
        XCTAssertEqual(fields.count, 5, hash)
        XCTAssertFalse(fields[3].isEmpty)
        XCTAssertFalse(fields[4].isEmpty)
        XCTAssertFalse(hash.contains("correct horse"))
    }

    func testHash_ofSamePasswordTwice_usesFreshSalts() throws {
        let first = try hasher.hash("same password")
        let second = try hasher.hash("same password")
        XCTAssertNotEqual(first, second)
        XCTAssertTrue(try hasher.verify("same password", against: first))
        XCTAssertTrue(try hasher.verify("same password", against: second))
    }

    func testVerify_withWrongPassword_isFalse() throws {
        let hash = try hasher.hash("password-one")
        XCTAssertFalse(try hasher.verify("password-two", against: hash))
        XCTAssertFalse(try hasher.verify("", against: hash))
    }

    func testVerify_withNonYescryptHashOfRightPassword_isFalse() throws {
        // Valid DES and MD5 crypt hashes of "secret12": crypt itself would accept them, this component never does.
        XCTAssertFalse(try hasher.verify("secret12", against: "abhv/ZnAzL36k"))
        XCTAssertFalse(try hasher.verify("secret12", against: "$1$saltsalt$37SS0fv0WxVowJIO.9PQN."))
        XCTAssertFalse(try hasher.verify("secret12", against: "secret12"))
    }

    func testCrypt_withMalformedYescryptSetting_throwsHashingFailed() {
        XCTAssertThrowsError(try hasher.crypt("secret12", setting: "$y$!!!")) { error in
            XCTAssertEqual((error as? AccountError)?.code, "hashingFailed")
        }
    }

    func testMakeSetting_isFreshYescryptSetting() throws {
        let one = try hasher.makeSetting()
        let two = try hasher.makeSetting()
        XCTAssertTrue(one.hasPrefix("$y$"))
        XCTAssertNotEqual(one, two)
    }
}
