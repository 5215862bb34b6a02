import AccountMediator
import Foundation
import Mediator
import MediatorTesting
import XCTest

final class AccountCallsTests: XCTestCase {
    private let fake = ScriptedComponent.account()
    private var mediator: Mediator!

    override func setUp() {
        mediator = fake.mediator()
    }

    private func assertThrows(
        _ expected: AccountCallError, _ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual(error as? AccountCallError, expected, "got \(error)", file: file, line: line)
        }
    }

    // MARK: register

    func testRegister_sendsCredentialsAndReadsUsername() throws {
        fake.answer("register", with: ["username": "alice"])
        XCTAssertEqual(try mediator.account.register(username: "Alice", password: "password1"), "alice")
        XCTAssertEqual(fake.calls, [.init(action: "register", params: ["username": "Alice", "password": "password1"])])
    }

    func testRegister_withDomainErrors_mapsEachCode() {
        let cases: [(String, AccountCallError)] = [
            ("invalidUsername", .invalidUsername(message: "m")),
            ("weakPassword", .weakPassword(message: "m")),
            ("passwordTooLong", .passwordTooLong(message: "m")),
            ("invalidPasswordCharacter", .invalidPasswordCharacter(message: "m")),
            ("usernameTaken", .usernameTaken(message: "m")),
        ]
        for (code, expected) in cases {
            fake.fail("register", code: code, message: "m")
            assertThrows(expected) { try mediator.account.register(username: "alice", password: "password1") }
        }
    }

    func testRegister_withUnmappedCode_staysMediatorError() {
        fake.fail("register", code: "storageBusy", message: "database is locked")
        XCTAssertThrowsError(try mediator.account.register(username: "alice", password: "password1")) { error in
            guard case .actionFailed(let target, let action, let code, let message)? = error as? MediatorError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(
                [target, action, code, message], ["Account", "register", "storageBusy", "database is locked"])
        }
    }

    func testRegister_withMalformedResult_failsUnexpectedResult() {
        fake.answer("register", with: ["name": "alice"])
        assertThrows(.unexpectedResult(action: "register", detail: "field 'username' should be String, got nothing")) {
            try mediator.account.register(username: "alice", password: "password1")
        }
        fake.answer("register", with: "alice")
        assertThrows(.unexpectedResult(action: "register", detail: "expected an object, got String")) {
            try mediator.account.register(username: "alice", password: "password1")
        }
    }

    // MARK: login / logout

    func testLogin_readsUsernameReplacedUserAndObserverErrors() throws {
        fake.answer(
            "login",
            with: [
                "username": "bob", "replacedUsername": "alice",
                "observerErrors": [
                    [
                        "event": "account.logout", "observer": "Cart/nativeClear", "code": "storageBusy",
                        "message": "busy",
                    ]
                ],
            ])
        let login = try mediator.account.login(username: "bob", password: "password2")
        XCTAssertEqual(
            login,
            AccountLogin(
                username: "bob", replacedUsername: "alice",
                observerErrors: [
                    AccountObserverError(
                        event: "account.logout", observer: "Cart/nativeClear", code: "storageBusy", message: "busy")
                ]))
        XCTAssertEqual(login.observerErrors.first?.description, "Cart/nativeClear failed on account.logout: busy")
        XCTAssertEqual(fake.calls.first?.params, ["username": "bob", "password": "password2"])
    }

    func testLogin_withNobodyReplaced_readsNull() throws {
        fake.answer("login", with: ["username": "bob", "replacedUsername": nil, "observerErrors": []])
        XCTAssertEqual(
            try mediator.account.login(username: "bob", password: "password2"),
            AccountLogin(username: "bob", replacedUsername: nil, observerErrors: []))
    }

    func testLogin_withWrongCredentials_failsInvalidCredentials() {
        fake.fail("login", code: "invalidCredentials", message: "wrong username or password")
        assertThrows(.invalidCredentials) { try mediator.account.login(username: "bob", password: "nope-nope") }
    }

    func testLogin_withMalformedObserverErrors_failsUnexpectedResult() {
        fake.answer("login", with: ["username": "bob", "replacedUsername": nil, "observerErrors": [["event": 1]]])
        assertThrows(
            .unexpectedResult(action: "login", detail: "field 'observerErrors[0].event' should be String, got Int")
        ) {
            try mediator.account.login(username: "bob", password: "password2")
        }
        fake.answer("login", with: ["username": "bob", "replacedUsername": nil])
        assertThrows(
            .unexpectedResult(action: "login", detail: "field 'observerErrors' should be Array, got nothing")
        ) {
            try mediator.account.login(username: "bob", password: "password2")
        }
    }

    func testLogout_readsUsernameAndObserverErrors() throws {
        fake.answer("logout", with: ["username": "alice", "observerErrors": []])
        XCTAssertEqual(try mediator.account.logout(), AccountLogout(username: "alice", observerErrors: []))
        XCTAssertEqual(fake.calls, [.init(action: "logout", params: [:])])
    }

    func testLogout_withNobodyLoggedIn_failsNotLoggedIn() {
        fake.fail("logout", code: "notLoggedIn", message: "nobody is logged in")
        assertThrows(.notLoggedIn) { try mediator.account.logout() }
    }

    // MARK: currentUser

    func testCurrentUser_readsUsernameOrNil() throws {
        XCTAssertNil(try mediator.account.currentUser())
        fake.answerCurrentUser("alice")
        XCTAssertEqual(try mediator.account.currentUser(), "alice")
    }

    func testCurrentUser_withWrongType_failsUnexpectedResult() {
        fake.answer("currentUser", with: ["username": 42])
        assertThrows(
            .unexpectedResult(action: "currentUser", detail: "field 'username' should be String or null, got Int")
        ) {
            _ = try mediator.account.currentUser()
        }
        fake.answer("currentUser", with: [:])
        assertThrows(
            .unexpectedResult(
                action: "currentUser", detail: "field 'username' should be String or null, got nothing")
        ) {
            _ = try mediator.account.currentUser()
        }
    }

    func testCurrentUser_withoutAccountComponent_failsTargetNotFound() {
        let bare = Mediator(naming: TargetNaming { target, _ in "Missing.Target_\(target)" })
        XCTAssertThrowsError(try bare.account.currentUser()) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "targetNotFound")
        }
    }

    // MARK: changePassword

    func testChangePassword_forCurrentUser_sendsOnlyPasswords() throws {
        fake.answer("changePassword", with: ["username": "alice"])
        XCTAssertEqual(
            try mediator.account.changePassword(oldPassword: "old-password", newPassword: "new-password"), "alice")
        XCTAssertEqual(fake.calls.first?.params, ["oldPassword": "old-password", "newPassword": "new-password"])
    }

    func testChangePassword_forNamedUser_sendsUsername() throws {
        fake.answer("changePassword", with: ["username": "alice"])
        try mediator.account.changePassword(oldPassword: "old-password", newPassword: "new-password", username: "Alice")
        XCTAssertEqual(
            fake.calls.first?.params,
            ["oldPassword": "old-password", "newPassword": "new-password", "username": "Alice"])
    }

    func testChangePassword_withDomainErrors_mapsCodes() {
        fake.fail("changePassword", code: "passwordUnchanged", message: "same")
        assertThrows(.passwordUnchanged(message: "same")) {
            try mediator.account.changePassword(oldPassword: "a-password", newPassword: "a-password")
        }
        fake.fail("changePassword", code: "invalidCredentials", message: "wrong")
        assertThrows(.invalidCredentials) {
            try mediator.account.changePassword(oldPassword: "b-password", newPassword: "a-password")
        }
    }

    // MARK: session

    func testSession_readsTokenOrNil() throws {
        fake.answer("nativeSession", with: ["username": nil, "token": nil, "createdAt": nil])
        XCTAssertNil(try mediator.account.session())
        fake.answer("nativeSession", with: ["username": "alice", "token": "ab12", "createdAt": 1_717_200_000])
        XCTAssertEqual(
            try mediator.account.session(),
            AccountSessionInfo(username: "alice", token: "ab12", createdAt: Date(timeIntervalSince1970: 1_717_200_000)))
        fake.answer("nativeSession", with: ["username": "alice", "token": nil, "createdAt": 1])
        assertThrows(.unexpectedResult(action: "nativeSession", detail: "field 'token' should be String, got null")) {
            _ = try mediator.account.session()
        }
    }

    // MARK: Errors

    func testAccountCallError_codesAndMessages() {
        XCTAssertEqual(AccountCallError.notLoggedIn.code, "notLoggedIn")
        XCTAssertEqual(AccountCallError.notLoggedIn.description, "log in first: shop account login <username>")
        XCTAssertEqual(AccountCallError.invalidCredentials.description, "wrong username or password")
        XCTAssertEqual(AccountCallError.usernameTaken(message: "taken!").description, "taken!")
        XCTAssertEqual(AccountCallError.usernameTaken(message: "x").code, "usernameTaken")
        let unexpected = AccountCallError.unexpectedResult(action: "login", detail: "'username' is missing")
        XCTAssertEqual(unexpected.code, "unexpectedResult")
        XCTAssertTrue(unexpected.description.contains("Account/login"), unexpected.description)
    }
}
