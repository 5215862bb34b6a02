import Foundation
import XCTest

/// The real binary slows password guessing: after five wrong passwords in a row for a username, a
/// login is refused (exit 4) without checking the password, the right one included, and an unknown
/// username gets the very same answer.
final class LoginThrottleTests: XCTestCase {
    func testFiveWrongPasswords_thenEveryLoginIsRefusedForAWhile_knownOrUnknownUserAlike() throws {
        let shop = try ShopHarness()
        let password = "correct horse battery"
        try shop.ok(["account", "register", "alice", "--password-stdin"], stdin: password + "\n")
        var refusals: [String: String] = [:]
        for name in ["alice", "nobody"] {
            for attempt in 1...5 {
                let run = try shop.run(["account", "login", name, "--password-stdin"], stdin: "guess \(attempt)\n")
                XCTAssertEqual(run.status, 4, run.stderr)
                XCTAssertTrue(run.stderr.contains("wrong username or password"), run.stderr)
            }
            let refused = try shop.run(["account", "login", name, "--password-stdin"], stdin: password + "\n")
            XCTAssertEqual(refused.status, 4, refused.stderr)
            XCTAssertTrue(refused.stderr.contains("too many wrong passwords for this username"), refused.stderr)
            XCTAssertTrue(refused.stderr.contains("try again"), refused.stderr)
            refusals[name] = refused.stderr.replacingOccurrences(
                of: #"[0-9]+ seconds?"#, with: "N", options: .regularExpression)
        }
        XCTAssertEqual(refusals["alice"], refusals["nobody"], "the refusal does not tell who exists")
        XCTAssertEqual(try shop.ok(["account", "whoami"]), "not logged in\n")
    }
}
