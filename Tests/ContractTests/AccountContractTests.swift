import AccountMediator
import Foundation
import Mediator
import XCTest

/// Every `mediator.account` call against the real `Target_Account`.
final class AccountContractTests: XCTestCase {
    private func shop() async throws -> ContractShop {
        try await ContractShop.make(self, launching: ["Account": 20])
    }

    func testRegister_mixedCaseName_returnsTheNormalisedName() async throws {
        let shop = try await shop()

        XCTAssertEqual(try shop.mediator.account.register(username: "Alice", password: "correct horse"), "alice")
        XCTAssertNil(try shop.mediator.account.currentUser(), "registering does not log in")
    }

    func testRoles_roundTrip_andTheStaffGuardReadsThem() async throws {
        let shop = try await shop()
        let account = shop.mediator.account
        try account.register(username: "alice", password: "correct horse")
        XCTAssertEqual(try account.role(username: "Alice"), .customer)
        XCTAssertEqual(try account.usernames(withRole: .staff), AccountRoleMembers(role: .staff, usernames: []))
        XCTAssertEqual(
            try account.setRole(.staff, username: "Alice"),
            AccountRoleChange(username: "alice", role: .staff, previousRole: .customer))
        XCTAssertEqual(try account.role(username: "alice"), .staff)
        XCTAssertEqual(try account.usernames(withRole: .staff).usernames, ["alice"])
        for name in ["zed", "\u{212A}elvin"] {
            let failure = caught(AccountFailure.self) { try account.setRole(.staff, username: name) }
            XCTAssertEqual(failure?.errorCode, .userNotFound)
            XCTAssertEqual(failure?.kind, .notFound)
        }
        XCTAssertEqual(caught(AccountFailure.self) { try account.role(username: "zed") }?.errorCode, .userNotFound)
    }

    func testLogin_thenCurrentUserAndSession_reportTheUserAndTheClock() async throws {
        let shop = try await shop()
        let account = shop.mediator.account
        try account.register(username: "alice", password: "correct horse")
        XCTAssertNil(try account.session())

        let login = try account.login(username: "ALICE", password: "correct horse")

        XCTAssertEqual(login, AccountLogin(username: "alice", replacedUsername: nil, observerErrors: []))
        XCTAssertEqual(try account.currentUser(), "alice")
        let session = try XCTUnwrap(try account.session())
        XCTAssertEqual(session.username, "alice")
        XCTAssertEqual(session.createdAt, ContractShop.now)
        XCTAssertEqual(session.token.count, 64)
        XCTAssertTrue(session.token.allSatisfy(\.isHexDigit), session.token)
    }

    func testLogin_whileAnotherUserIsLoggedIn_reportsTheReplacedUser() async throws {
        let shop = try await shop()
        let account = shop.mediator.account
        try account.register(username: "alice", password: "correct horse")
        try account.register(username: "bob", password: "battery staple")
        try account.login(username: "alice", password: "correct horse")

        let login = try account.login(username: "bob", password: "battery staple")

        XCTAssertEqual(login, AccountLogin(username: "bob", replacedUsername: "alice", observerErrors: []))
        XCTAssertEqual(try account.currentUser(), "bob")
    }

    func testLogin_withAFailingObserver_standsAndReportsTheObserverError() async throws {
        let shop = try await shop()
        try shop.mediator.account.register(username: "alice", password: "correct horse")
        // Goods/show needs an `id`, which a login event does not carry: the observer fails.
        shop.mediator.observe("account.login", target: "Goods", action: "show")

        let login = try shop.mediator.account.login(username: "alice", password: "correct horse")

        XCTAssertEqual(login.username, "alice")
        XCTAssertEqual(
            login.observerErrors,
            [
                AccountObserverError(
                    event: "account.login", observer: "Goods/show", code: "missingParameter",
                    message: MediatorError.missingParameter(key: "id", expected: "Int").description)
            ])
        XCTAssertEqual(try shop.mediator.account.currentUser(), "alice")
    }

    func testLogout_loggedIn_returnsWhoAndEndsTheSession() async throws {
        let shop = try await shop()
        let account = shop.mediator.account
        try account.register(username: "alice", password: "correct horse")
        try account.login(username: "alice", password: "correct horse")

        XCTAssertEqual(try account.logout(), AccountLogout(username: "alice", observerErrors: []))
        XCTAssertNil(try account.currentUser())
        XCTAssertNil(try account.session())
    }

    func testChangePassword_ofTheLoggedInUser_replacesIt() async throws {
        let shop = try await shop()
        let account = shop.mediator.account
        try account.register(username: "alice", password: "correct horse")
        try account.login(username: "alice", password: "correct horse")

        XCTAssertEqual(try account.changePassword(oldPassword: "correct horse", newPassword: "new and long"), "alice")

        XCTAssertEqual(try account.login(username: "alice", password: "new and long").username, "alice")
        XCTAssertEqual(
            caught(AccountFailure.self) { try account.login(username: "alice", password: "correct horse") }?.errorCode,
            .invalidCredentials)
    }

    func testChangePassword_ofANamedUser_needsNoLogin() async throws {
        let shop = try await shop()
        let account = shop.mediator.account
        try account.register(username: "bob", password: "battery staple")

        XCTAssertEqual(
            try account.changePassword(oldPassword: "battery staple", newPassword: "staple battery", username: "Bob"),
            "bob")
        XCTAssertEqual(try account.login(username: "bob", password: "staple battery").username, "bob")
    }

    func testLogin_wrongPassword_failsWithInvalidCredentialsAndLogsNobodyIn() async throws {
        let shop = try await shop()
        try shop.mediator.account.register(username: "alice", password: "correct horse")

        let failure = caught(AccountFailure.self) {
            try shop.mediator.account.login(username: "alice", password: "wrong horse")
        }
        XCTAssertEqual(failure, AccountFailure(.invalidCredentials, message: "wrong username or password"))
        XCTAssertEqual(failure?.kind, .forbidden)
        XCTAssertNil(try shop.mediator.account.currentUser())
    }

    func testRegister_takenName_failsWithUsernameTaken() async throws {
        let shop = try await shop()
        try shop.mediator.account.register(username: "alice", password: "correct horse")

        let error = caught(AccountFailure.self) {
            try shop.mediator.account.register(username: "ALICE", password: "another password")
        }

        XCTAssertEqual(error?.errorCode, .usernameTaken)
        XCTAssertEqual(error?.kind, .conflict)
        XCTAssertTrue(error?.message.contains("alice") ?? false, "\(String(describing: error))")
        XCTAssertEqual(try shop.mediator.account.login(username: "alice", password: "correct horse").username, "alice")
    }

    func testRegister_shortPasswordOrBadName_failsWithTheRuleBroken() async throws {
        let shop = try await shop()

        let weak = caught(AccountFailure.self) {
            try shop.mediator.account.register(username: "alice", password: "short")
        }
        let badName = caught(AccountFailure.self) {
            try shop.mediator.account.register(username: "1alice", password: "correct horse")
        }

        XCTAssertEqual(weak?.errorCode, .weakPassword)
        XCTAssertTrue(weak?.message.contains("8") ?? false, "\(String(describing: weak))")
        XCTAssertEqual(badName?.errorCode, .invalidUsername)
        XCTAssertEqual([weak?.kind, badName?.kind], [.invalid, .invalid])
    }

    func testLogout_nobodyLoggedIn_failsWithNotLoggedIn() async throws {
        let shop = try await shop()

        let failure = caught(AccountFailure.self) { try shop.mediator.account.logout() }
        XCTAssertEqual(failure?.errorCode, .notLoggedIn)
        XCTAssertEqual(failure?.kind, .forbidden)
    }
}
