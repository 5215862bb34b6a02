import AccountMediator
import Foundation
import Storage
import XCTest

@testable import Account

/// Usernames are checked as typed, before any folding; roles and their migration.
final class AccountRoleAndUsernameTests: XCTestCase {
    func testUsernames_thatFoldToASCII_areRefused_neverRenamed() throws {
        let (facade, _) = try makeFacade()
        try facade.register(username: "kate", password: "password1")
        for lookalike in [
            "\u{212A}ate", "\u{FF4B}ate", "\u{FF2B}ATE", "kat\u{0130}", "ka\u{0301}te", "\u{0661}kate", "kate\u{200B}",
        ] {
            XCTAssertThrowsError(try facade.register(username: lookalike, password: "password1"), lookalike) { error in
                guard case .invalidUsername(let name, let reason)? = error as? AccountError else {
                    return XCTFail("\(lookalike): \(error)")
                }
                XCTAssertEqual(name, lookalike)
                XCTAssertTrue(reason.contains("U+"), reason)
            }
            XCTAssertThrowsAccountError(
                try facade.login(username: lookalike, password: "password1"), .invalidCredentials)
        }
        XCTAssertEqual(
            try facade.register(username: "KATE_2", password: "password1"), "kate_2", "ASCII capitals still fold")
        XCTAssertEqual(try facade.login(username: "Kate", password: "password1").session.username, "kate")
    }

    func testRoles_defaultToCustomer_andOnlySetRoleChangesThem() throws {
        let (facade, _) = try makeFacade()
        try facade.register(username: "sam", password: "password1")
        try facade.register(username: "ann", password: "password1")
        XCTAssertEqual(try facade.role(of: "sam"), .customer)
        XCTAssertEqual(try facade.usernames(withRole: .staff), [])
        XCTAssertEqual(try facade.setRole(.staff, for: "SAM"), .customer, "returns the previous role")
        XCTAssertEqual(try facade.role(of: "sam"), .staff)
        XCTAssertEqual(try facade.usernames(withRole: .staff), ["sam"])
        XCTAssertEqual(try facade.usernames(withRole: .customer), ["ann"])
        XCTAssertEqual(try facade.setRole(.customer, for: "sam"), .staff)
        XCTAssertThrowsAccountError(try facade.role(of: "nobody"), .userNotFound(username: "nobody"))
        XCTAssertThrowsAccountError(try facade.setRole(.staff, for: "nobody"), .userNotFound(username: "nobody"))
        XCTAssertThrowsAccountError(try facade.role(of: "\u{212A}ate"), .userNotFound(username: "\u{212A}ate"))
    }

    func testRoleColumn_refusesAnythingButCustomerAndStaff() throws {
        let (facade, storage) = try makeFacade()
        try facade.register(username: "sam", password: "password1")
        XCTAssertThrowsError(try storage.execute("UPDATE account_users SET role = 'admin' WHERE username = 'sam'"))
        XCTAssertEqual(try facade.role(of: "sam"), .customer)
    }

    func testMigration2_addsCustomerRoleToExistingAccounts() throws {
        let storage = try StorageFacade.inMemory()
        // A database as version 1 left it, with an account in it.
        try storage.migrate(owner: "account", [AccountMigrations.all[0]])
        try storage.execute(
            "INSERT INTO account_users (username, password_hash, created_at, password_changed_at) VALUES ('old', '$y$x', 1, 1)"
        )
        let facade = try AccountFacade(storage: storage, now: { fixedNow })
        XCTAssertEqual(try facade.role(of: "old"), .customer)
        XCTAssertEqual(
            try storage.queryOne("SELECT max(version) AS v FROM schema_migrations WHERE owner = 'account'")?.int("v"),
            AccountMigrations.all.count)
    }
}
