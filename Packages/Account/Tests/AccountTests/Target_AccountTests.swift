import AccountMediator
import Foundation
import Mediator
import Probe
import Storage
import XCTest

@testable import Account

final class Target_AccountTests: XCTestCase {
    private var storage: StorageFacade!
    private var mediator: Mediator!
    private var log: ProbeLog!

    override func setUpWithError() throws {
        storage = try StorageFacade.inMemory()
        (mediator, log) = makeMediator(storage: storage)
    }

    @discardableResult
    private func call(_ action: String, _ params: Params = [:]) throws -> MediatorValue {
        try mediator.perform(target: "Account", action: action, params: params)
    }

    @discardableResult
    private func registerAndLogin(_ username: String, _ password: String = "password1") throws -> MediatorValue {
        try call("register", ["username": .string(username), "password": .string(password)])
        return try call("login", ["username": .string(username), "password": .string(password)])
    }

    private func observeWithProbe() {
        mediator.observe("account.login", target: "Probe", action: "nativeRecordLogin")
        mediator.observe("account.logout", target: "Probe", action: "nativeRecordLogout")
    }

    // MARK: Discovery

    func testTarget_isFoundByNameWithDeclaredActions() throws {
        let description = try mediator.describe(target: "Account")
        XCTAssertEqual(description.typeName, "Account.Target_Account")
        let remote = description.actions.filter(\.isRemote).map(\.name)
        XCTAssertEqual(remote, ["currentUser"])
        XCTAssertEqual(
            Set(description.actions.map(\.name)),
            [
                "register", "login", "logout", "currentUser", "changePassword", "role", "setRole", "usernamesWithRole",
                "nativeSession",
            ])
    }

    func testTarget_withoutStorageInContext_isUnavailable() {
        let bare = Mediator(context: MediatorContext())
        XCTAssertThrowsError(try bare.perform(target: "Account", action: "currentUser")) { error in
            guard case .targetUnavailable(let target, let reason)? = error as? MediatorError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(target, "Account")
            XCTAssertTrue(reason.contains("StorageFacade"), reason)
        }
    }

    // MARK: roles

    func testRoleActions_readAndChangeRoles_andRefuseUnknownOnes() async throws {
        try call("register", ["username": "sam", "password": "password1"])
        XCTAssertEqual(try call("role", ["username": "Sam"]), ["username": "sam", "role": "customer"])
        XCTAssertEqual(
            try call("setRole", ["username": "sam", "role": "staff"]),
            ["username": "sam", "role": "staff", "previousRole": "customer"])
        XCTAssertEqual(try call("usernamesWithRole", ["role": "staff"]), ["role": "staff", "usernames": ["sam"]])
        for (action, params, code) in [
            ("setRole", ["username": "sam", "role": "admin"] as Params, "invalidRole"),
            ("usernamesWithRole", ["role": "root"], "invalidRole"),
            ("role", ["username": "nobody"], "userNotFound"),
            ("setRole", ["username": "nobody", "role": "staff"], "userNotFound"),
        ] {
            XCTAssertThrowsError(try call(action, params), "\(action)") { error in
                guard case .actionFailed(_, _, let got, let kind, _)? = error as? MediatorError else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(got, code)
                XCTAssertEqual(kind, code == "invalidRole" ? .invalid : .notFound)
            }
        }
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Account"]))
        let remote = await mediator.open("shop://Account/setRole?username=sam&role=staff")
        XCTAssertEqual(remote.status, 403, "roles never change through a link")
    }

    // MARK: register

    func testRegister_returnsNormalisedUsername() throws {
        let result = try call("register", ["username": "Alice", "password": "password1"])
        XCTAssertEqual(result, ["username": "alice"])
        XCTAssertEqual(try storage.query("SELECT * FROM account_users").count, 1)
    }

    func testRegister_withBadParams_failsNamingTheKey() {
        XCTAssertParameterError(try call("register", ["password": "password1"]), key: "username", missing: true)
        XCTAssertParameterError(try call("register", ["username": "alice"]), key: "password", missing: true)
        XCTAssertParameterError(
            try call("register", ["username": "alice", "password": ["not", "a", "string"]]), key: "password",
            missing: false)
        XCTAssertParameterError(
            try call("register", ["username": true, "password": "password1"]), key: "username", missing: false)
    }

    func testRegister_withDomainErrors_failsWithTheirCodes() throws {
        XCTAssertActionFails(
            try call("register", ["username": "1x", "password": "password1"]), code: .invalidUsername)
        XCTAssertActionFails(try call("register", ["username": "alice", "password": "short"]), code: .weakPassword)
        try call("register", ["username": "alice", "password": "password1"])
        XCTAssertActionFails(
            try call("register", ["username": "alice", "password": "password2"]), code: .usernameTaken)
    }

    func testRegister_throughRemoteEntry_isForbidden() async throws {
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Account"]))
        let response = await mediator.open("shop://Account/register?username=alice&password=password1")
        XCTAssertNotEqual(response.status, 200)
        XCTAssertEqual(try storage.query("SELECT * FROM account_users").count, 0)
    }

    // MARK: login / logout

    func testLogin_returnsUsernameAndEmptyObserverErrors() throws {
        let result = try registerAndLogin("alice")
        XCTAssertEqual(result, ["username": "alice", "observerErrors": []], "nobody replaced: no replacedUsername")
        XCTAssertEqual(
            try result.decode(AccountLogin.self),
            AccountLogin(username: "alice", replacedUsername: nil, observerErrors: []))
    }

    func testLogin_withWrongPasswordOrUnknownUser_failsInvalidCredentials() throws {
        try call("register", ["username": "alice", "password": "password1"])
        XCTAssertActionFails(
            try call("login", ["username": "alice", "password": "password2"]), code: .invalidCredentials)
        XCTAssertActionFails(
            try call("login", ["username": "bob", "password": "password1"]), code: .invalidCredentials)
    }

    func testLogin_withBadParams_failsNamingTheKey() {
        XCTAssertParameterError(try call("login", ["password": "password1"]), key: "username", missing: true)
        XCTAssertParameterError(
            try call("login", ["username": "alice", "password": nil]), key: "password", missing: true)
        XCTAssertParameterError(
            try call("login", ["username": "alice", "password": .double(1.5)]), key: "password", missing: false)
    }

    func testLoginAndLogout_notifyObservers() throws {
        observeWithProbe()
        try registerAndLogin("alice")
        XCTAssertEqual(log.events, ["login:alice"])
        XCTAssertEqual(try call("logout"), ["username": "alice", "observerErrors": []])
        XCTAssertEqual(log.events, ["login:alice", "logout:alice"])
    }

    func testLogin_whileAnotherUserIsLoggedIn_notifiesLogoutForThemFirst() throws {
        observeWithProbe()
        try registerAndLogin("alice")
        let result = try registerAndLogin("bob")
        XCTAssertEqual(result["replacedUsername"], "alice")
        XCTAssertEqual(log.events, ["login:alice", "logout:alice", "login:bob"])
        XCTAssertEqual(try call("currentUser"), ["username": "bob"])
    }

    func testLogin_bySameUserAgain_notifiesLoginOnly() throws {
        observeWithProbe()
        try registerAndLogin("alice")
        try call("login", ["username": "alice", "password": "password1"])
        XCTAssertEqual(log.events, ["login:alice", "login:alice"])
    }

    func testLogin_withFailingObserver_keepsSessionAndReportsObserverErrors() throws {
        mediator.observe("account.login", target: "Probe", action: "nativeFail")
        mediator.observe("account.login", target: "Probe", action: "nativeRecordLogin")
        let result = try registerAndLogin("alice")
        XCTAssertEqual(try call("currentUser"), ["username": "alice"], "an observer's failure never undoes the login")
        XCTAssertEqual(log.events, ["login:alice"], "the other observers still run")
        let errors = try XCTUnwrap(result["observerErrors"]?.arrayValue)
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?["event"], "account.login")
        XCTAssertEqual(errors.first?["observer"], "Probe/nativeFail")
        XCTAssertEqual(errors.first?["code"], "probeFailed")
        XCTAssertEqual(errors.first?["message"], "probe observer failed on purpose")
    }

    func testLogout_withFailingObserver_stillLogsOutAndReportsObserverErrors() throws {
        mediator.observe("account.logout", target: "Probe", action: "nativeFail")
        try registerAndLogin("alice")
        let result = try call("logout")
        XCTAssertEqual(result["username"], "alice")
        XCTAssertEqual(result["observerErrors"]?.arrayValue?.first?["code"], "probeFailed")
        XCTAssertEqual(try call("currentUser"), ["username": nil])
    }

    func testLogin_replacingUserWithFailingLogoutObserver_reportsThatFailure() throws {
        mediator.observe("account.logout", target: "Probe", action: "nativeFail")
        try registerAndLogin("alice")
        let result = try registerAndLogin("bob")
        XCTAssertEqual(result["observerErrors"]?.arrayValue?.first?["event"], "account.logout")
        XCTAssertEqual(try call("currentUser"), ["username": "bob"])
    }

    func testLogout_withNobodyLoggedIn_failsNotLoggedInWithoutNotifying() {
        observeWithProbe()
        XCTAssertActionFails(try call("logout"), code: .notLoggedIn)
        XCTAssertEqual(log.events, [])
    }

    // MARK: currentUser

    func testCurrentUser_reportsUsernameOrNull() throws {
        XCTAssertEqual(try call("currentUser"), ["username": nil])
        try registerAndLogin("alice")
        XCTAssertEqual(try call("currentUser"), ["username": "alice"])
    }

    func testCurrentUser_throughRemoteEntry_answers() async throws {
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Account"]))
        try registerAndLogin("alice")
        let response = await mediator.open("shop://account/currentUser")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.value, ["username": "alice"])
    }

    // MARK: changePassword

    func testChangePassword_forCurrentUser_replacesPassword() throws {
        try registerAndLogin("alice", "old-password")
        let result = try call("changePassword", ["oldPassword": "old-password", "newPassword": "new-password"])
        XCTAssertEqual(result, ["username": "alice"])
        XCTAssertActionFails(
            try call("login", ["username": "alice", "password": "old-password"]), code: .invalidCredentials)
        XCTAssertNoThrow(try call("login", ["username": "alice", "password": "new-password"]))
    }

    func testChangePassword_forNamedUser_replacesPassword() throws {
        try call("register", ["username": "alice", "password": "old-password"])
        let result = try call(
            "changePassword", ["username": "Alice", "oldPassword": "old-password", "newPassword": "new-password"])
        XCTAssertEqual(result, ["username": "alice"])
        XCTAssertNoThrow(try call("login", ["username": "alice", "password": "new-password"]))
    }

    func testChangePassword_withBadParamsOrState_fails() throws {
        XCTAssertParameterError(
            try call("changePassword", ["newPassword": "new-password"]), key: "oldPassword", missing: true)
        XCTAssertParameterError(
            try call("changePassword", ["oldPassword": "old-password"]), key: "newPassword", missing: true)
        XCTAssertParameterError(
            try call("changePassword", ["username": [1], "oldPassword": "a", "newPassword": "b"]), key: "username",
            missing: false)
        XCTAssertActionFails(
            try call("changePassword", ["oldPassword": "old-password", "newPassword": "new-password"]),
            code: .notLoggedIn)
        try registerAndLogin("alice", "old-password")
        XCTAssertActionFails(
            try call("changePassword", ["oldPassword": "wrong-password", "newPassword": "new-password"]),
            code: .invalidCredentials)
        XCTAssertActionFails(
            try call("changePassword", ["oldPassword": "old-password", "newPassword": "short"]), code: .weakPassword)
        XCTAssertNoThrow(try call("login", ["username": "alice", "password": "old-password"]))
    }

    // MARK: nativeSession

    func testNativeSession_returnsTokenForAppOrNull() throws {
        XCTAssertEqual(try call("nativeSession"), nil)
        try registerAndLogin("alice")
        let session = try call("nativeSession")
        XCTAssertEqual(try session.decode(AccountSessionInfo.self).username, "alice")
        XCTAssertEqual(session["username"], "alice")
        XCTAssertEqual(session["createdAt"], .int(1_717_200_000))
        guard case .string(let token)? = session["token"] else { return XCTFail("no token in \(session)") }
        XCTAssertEqual(token.count, 64)
        let stored = try storage.queryOne("SELECT token FROM account_sessions")?.string("token")
        XCTAssertEqual(stored, token)
    }

    func testNativeSession_throughRemoteEntry_isForbidden() async throws {
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Account"]))
        try registerAndLogin("alice")
        let response = await mediator.open("shop://Account/nativeSession")
        XCTAssertNotEqual(response.status, 200)
        XCTAssertNil(response.value["token"])
    }
}
