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

    private func assertFails(
        _ code: AccountErrorCode, message: String = "m", _ body: () throws -> Void, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual(
                error as? AccountFailure, AccountFailure(code, message: message), "got \(error)", file: file, line: line
            )
        }
    }

    private func assertMalformed(
        _ action: String, path: String, _ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            guard case .malformedResult("Account", action, let got, _)? = error as? MediatorError else {
                return XCTFail("expected malformedResult, got \(error)", file: file, line: line)
            }
            XCTAssertEqual(got, path, file: file, line: line)
        }
    }

    // MARK: register

    func testRegister_sendsCredentialsAndDecodesUsername() throws {
        fake.answer("register", with: ["username": "alice"])
        XCTAssertEqual(try mediator.account.register(username: "Alice", password: "password1"), "alice")
        XCTAssertEqual(fake.calls, [.init(action: "register", params: ["username": "Alice", "password": "password1"])])
        XCTAssertEqual(try MediatorValue(encoding: AccountRegistration(username: "alice")), ["username": "alice"])
    }

    func testRegister_withMalformedResult_failsMalformedResultNamingTheKey() {
        fake.answer("register", with: ["name": "alice"])
        assertMalformed("register", path: "username") {
            try mediator.account.register(username: "alice", password: "password1")
        }
        fake.answer("register", with: "alice")
        assertMalformed("register", path: "") {
            try mediator.account.register(username: "alice", password: "password1")
        }
    }

    // MARK: login / logout

    func testLogin_decodesUsernameReplacedUserAndObserverErrors() throws {
        let sent: MediatorValue = [
            "username": "bob", "replacedUsername": "alice",
            "observerErrors": [
                ["event": "account.logout", "observer": "Cart/nativeClear", "code": "storageBusy", "message": "busy"]
            ],
        ]
        fake.answer("login", with: sent)
        let login = try mediator.account.login(username: "bob", password: "password2")
        XCTAssertEqual(
            login,
            AccountLogin(
                username: "bob", replacedUsername: "alice",
                observerErrors: [
                    AccountObserverError(
                        event: "account.logout", observer: "Cart/nativeClear", code: "storageBusy", message: "busy")
                ]))
        XCTAssertEqual(try MediatorValue(encoding: login), sent, "the wire shape round-trips")
        XCTAssertEqual(login.observerErrors.first?.description, "Cart/nativeClear failed on account.logout: busy")
        XCTAssertEqual(fake.calls.first?.params, ["username": "bob", "password": "password2"])
    }

    func testLogin_withNobodyReplaced_decodesNullOrAbsentAsNil() throws {
        let expected = AccountLogin(username: "bob", replacedUsername: nil, observerErrors: [])
        fake.answer("login", with: ["username": "bob", "replacedUsername": nil, "observerErrors": []])
        XCTAssertEqual(try mediator.account.login(username: "bob", password: "password2"), expected)
        fake.answer("login", with: try MediatorValue(encoding: expected))
        XCTAssertEqual(try mediator.account.login(username: "bob", password: "password2"), expected)
    }

    func testLogin_withMalformedObserverErrors_failsMalformedResultNamingTheKeyPath() {
        fake.answer("login", with: ["username": "bob", "observerErrors": [["event": 1]]])
        assertMalformed("login", path: "observerErrors[0].event") {
            try mediator.account.login(username: "bob", password: "password2")
        }
        fake.answer("login", with: ["username": "bob", "replacedUsername": nil])
        assertMalformed("login", path: "observerErrors") {
            try mediator.account.login(username: "bob", password: "password2")
        }
    }

    func testLogout_decodesUsernameAndObserverErrors() throws {
        fake.answer("logout", with: ["username": "alice", "observerErrors": []])
        XCTAssertEqual(try mediator.account.logout(), AccountLogout(username: "alice", observerErrors: []))
        XCTAssertEqual(fake.calls, [.init(action: "logout", params: [:])])
        XCTAssertEqual(
            try MediatorValue(encoding: AccountLogout(username: "alice", observerErrors: [])),
            ["username": "alice", "observerErrors": []])
    }

    // MARK: currentUser

    func testCurrentUser_decodesUsernameOrNil_andEncodesNullWhenNobody() throws {
        XCTAssertNil(try mediator.account.currentUser())
        fake.answerCurrentUser("alice")
        XCTAssertEqual(try mediator.account.currentUser(), "alice")
        XCTAssertEqual(try MediatorValue(encoding: AccountCurrentUser(username: nil)), ["username": nil])
        XCTAssertEqual(try MediatorValue(encoding: AccountCurrentUser(username: "alice")), ["username": "alice"])
    }

    func testCurrentUser_withWrongType_failsMalformedResult() {
        fake.answer("currentUser", with: ["username": 42])
        assertMalformed("currentUser", path: "username") { _ = try mediator.account.currentUser() }
    }

    func testCurrentUser_withoutAccountComponent_failsTargetNotFound() {
        let bare = Mediator(naming: TargetNaming { target, _ in "Missing.Target_\(target)" })
        XCTAssertThrowsError(try bare.account.currentUser()) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "targetNotFound")
            XCTAssertEqual((error as? MediatorError)?.kind, .notFound)
        }
    }

    // MARK: changePassword

    func testChangePassword_forCurrentUser_sendsOnlyPasswords() throws {
        fake.answer("changePassword", with: ["username": "alice"])
        XCTAssertEqual(
            try mediator.account.changePassword(oldPassword: "old-password", newPassword: "new-password"), "alice")
        XCTAssertEqual(fake.calls.first?.params, ["oldPassword": "old-password", "newPassword": "new-password"])
        XCTAssertEqual(try MediatorValue(encoding: AccountPasswordChange(username: "alice")), ["username": "alice"])
    }

    func testChangePassword_forNamedUser_sendsUsername() throws {
        fake.answer("changePassword", with: ["username": "alice"])
        try mediator.account.changePassword(oldPassword: "old-password", newPassword: "new-password", username: "Alice")
        XCTAssertEqual(
            fake.calls.first?.params,
            ["oldPassword": "old-password", "newPassword": "new-password", "username": "Alice"])
    }

    // MARK: roles

    func testRoleCalls_sendTheRoleByName_andDecodeTheirWireTypes() throws {
        let role: MediatorValue = ["username": "sue", "role": "staff"]
        fake.answer("role", with: role)
        XCTAssertEqual(try mediator.account.role(username: "Sue"), .staff)
        XCTAssertEqual(try MediatorValue(encoding: AccountUserRole(username: "sue", role: .staff)), role)
        let change: MediatorValue = ["username": "sue", "role": "customer", "previousRole": "staff"]
        fake.answer("setRole", with: change)
        let changed = try mediator.account.setRole(.customer, username: "sue")
        XCTAssertEqual(try MediatorValue(encoding: changed), change)
        let members: MediatorValue = ["role": "staff", "usernames": ["amy", "sue"]]
        fake.answer("usernamesWithRole", with: members)
        XCTAssertEqual(try MediatorValue(encoding: try mediator.account.usernames(withRole: .staff)), members)
        XCTAssertEqual(
            fake.calls.map(\.params),
            [["username": "Sue"], ["username": "sue", "role": "customer"], ["role": "staff"]])
    }

    // MARK: session

    func testSession_decodesTheSessionOrNull() throws {
        fake.answer("nativeSession", with: nil)
        XCTAssertNil(try mediator.account.session())
        let session = AccountSessionInfo(
            username: "alice", token: "ab12", createdAt: Date(timeIntervalSince1970: 1_717_200_000))
        let sent: MediatorValue = ["username": "alice", "token": "ab12", "createdAt": 1_717_200_000]
        fake.answer("nativeSession", with: sent)
        XCTAssertEqual(try mediator.account.session(), session)
        XCTAssertEqual(try MediatorValue(encoding: session), sent, "the wire shape round-trips")
        XCTAssertEqual(try MediatorValue(encoding: AccountSessionInfo?.none), nil)
        fake.answer("nativeSession", with: ["username": "alice", "token": nil, "createdAt": 1])
        assertMalformed("nativeSession", path: "token") { _ = try mediator.account.session() }
    }

    // MARK: Errors

    func testEveryAccountCode_arrivesAsAccountFailureWithItsKind() {
        for code in AccountErrorCode.allCases {
            fake.fail(code: code.rawValue, kind: code.kind, message: "m")
            assertFails(code) { try mediator.account.register(username: "alice", password: "password1") }
            XCTAssertThrowsError(try mediator.account.logout()) { error in
                XCTAssertEqual((error as? AccountFailure)?.kind, code.kind)
            }
        }
    }

    func testKinds_followWhatTheCallerMustDo() {
        XCTAssertEqual(AccountErrorCode.invalidUsername.kind, .invalid)
        XCTAssertEqual(AccountErrorCode.weakPassword.kind, .invalid)
        XCTAssertEqual(AccountErrorCode.passwordUnchanged.kind, .invalid)
        XCTAssertEqual(AccountErrorCode.usernameTaken.kind, .conflict)
        XCTAssertEqual(AccountErrorCode.userNotFound.kind, .notFound)
        XCTAssertEqual(AccountErrorCode.invalidCredentials.kind, .forbidden)
        XCTAssertEqual(AccountErrorCode.tooManyAttempts.kind, .forbidden)
        XCTAssertEqual(AccountErrorCode.notLoggedIn.kind, .forbidden)
        XCTAssertEqual(AccountErrorCode.notStaff.kind, .forbidden)
        XCTAssertEqual(AccountErrorCode.notOwnData.kind, .forbidden)
        XCTAssertEqual(AccountErrorCode.hashingFailed.kind, .unavailable)
    }

    func testAnUndeclaredCode_passesThroughAsMediatorErrorKeepingItsKind() {
        fake.fail("register", code: "storageBusy", kind: .unavailable, message: "database is locked")
        XCTAssertThrowsError(try mediator.account.register(username: "alice", password: "password1")) { error in
            guard
                case .actionFailed("Account", "register", "storageBusy", .unavailable, "database is locked")? =
                    error as? MediatorError
            else { return XCTFail("\(error)") }
        }
    }

    func testMediatorFailures_passThroughUnchanged() {
        fake.fail("logout", with: MediatorError.missingParameter(key: "x", expected: "String"))
        XCTAssertThrowsError(try mediator.account.logout()) { error in
            XCTAssertEqual(error as? MediatorError, .missingParameter(key: "x", expected: "String"))
        }
    }
}
