import AccountMediator
import Mediator
import MediatorTesting
import XCTest

final class LoginGuardTests: XCTestCase {
    private let fake = ScriptedComponent.account()
    private var mediator: Mediator!

    override func setUpWithError() throws {
        mediator = try ScriptedComponent.mediator(serving: [fake, .guarded()])
    }

    private func assertStoppedNotLoggedIn(
        _ body: () throws -> MediatorValue, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            guard case .stopped(let middleware, _, _, let code, let kind, let message)? = error as? MediatorError else {
                return XCTFail("expected stopped, got \(error)", file: file, line: line)
            }
            XCTAssertEqual(middleware, "LoginGuard", file: file, line: line)
            XCTAssertEqual(code, AccountErrorCode.notLoggedIn.rawValue, file: file, line: line)
            XCTAssertEqual(kind, .forbidden, file: file, line: line)
            XCTAssertEqual(message, "log in first: shop account login <username>", file: file, line: line)
        }
    }

    func testGuard_withNobodyLoggedIn_stopsCallWithNotLoggedIn() {
        mediator.use(LoginGuard(mediator: mediator), for: .target("Guarded"))
        assertStoppedNotLoggedIn { try mediator.perform(target: "Guarded", action: "list") }
        XCTAssertEqual(fake.calls.map(\.action), ["currentUser"], "the guard asked Account")
    }

    func testGuard_withUserLoggedIn_letsCallThrough() throws {
        fake.answerCurrentUser("alice")
        mediator.use(LoginGuard(mediator: mediator), for: .target("Guarded"))
        XCTAssertEqual(try mediator.perform(target: "Guarded", action: "list"), "list")
    }

    func testGuard_checksOnEveryCall() throws {
        mediator.use(LoginGuard(mediator: mediator), for: .target("Guarded"))
        fake.answerCurrentUser("alice")
        XCTAssertEqual(try mediator.perform(target: "Guarded", action: "list"), "list")
        fake.answerCurrentUser(nil)
        assertStoppedNotLoggedIn { try mediator.perform(target: "Guarded", action: "list") }
    }

    func testGuard_withExemptActionName_letsItThroughWithoutAsking() throws {
        mediator.use(LoginGuard(mediator: mediator, exemptActions: ["nativePaymentEvent"]), for: .target("Guarded"))
        XCTAssertEqual(try mediator.perform(target: "Guarded", action: "nativePaymentEvent"), "nativePaymentEvent")
        XCTAssertEqual(fake.calls, [], "an exempt call does not even ask Account")
        assertStoppedNotLoggedIn { try mediator.perform(target: "Guarded", action: "list") }
    }

    func testGuard_withExemptTargetAction_exemptsOnlyThatAction() throws {
        mediator.use(LoginGuard(mediator: mediator, exemptActions: ["Guarded/list", "Other/place"]))
        XCTAssertEqual(try mediator.perform(target: "Guarded", action: "list"), "list")
        assertStoppedNotLoggedIn { try mediator.perform(target: "Guarded", action: "place") }
    }

    func testGuard_withStateVariant_exemptsByBaseActionName() throws {
        mediator.setState("sale")
        mediator.use(LoginGuard(mediator: mediator, exemptActions: ["list"]), for: .target("Guarded"))
        XCTAssertEqual(try mediator.perform(target: "Guarded", action: "list"), "list@sale")
    }

    func testGuard_onEveryTarget_neverGuardsAccountItself() throws {
        mediator.use(LoginGuard(mediator: mediator))
        XCTAssertNil(try mediator.account.currentUser(), "no recursion, and Account stays reachable")
        fake.answer("login", with: ["username": "alice", "replacedUsername": nil, "observerErrors": []])
        XCTAssertEqual(try mediator.account.login(username: "alice", password: "password1").username, "alice")
        assertStoppedNotLoggedIn { try mediator.perform(target: "Guarded", action: "list") }
    }

    func testGuard_whenAccountFails_failsClosedWithItsCode() {
        fake.fail("currentUser", code: "storageBusy", kind: .unavailable, message: "database is locked")
        mediator.use(LoginGuard(mediator: mediator), for: .target("Guarded"))
        XCTAssertThrowsError(try mediator.perform(target: "Guarded", action: "list")) { error in
            guard case .stopped(_, _, _, let code, let kind, let message)? = error as? MediatorError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(code, "storageBusy")
            XCTAssertEqual(kind, .unavailable, "Account's own failure keeps its kind")
            XCTAssertTrue(message.contains("database is locked"), message)
        }
    }

    func testGuard_whenItsMediatorIsGone_failsClosed() {
        // The only reference to this other mediator ends with the initialiser call.
        let orphan = LoginGuard(mediator: Mediator())
        mediator.use(orphan, for: .target("Guarded"))
        fake.answerCurrentUser("alice")
        assertStoppedNotLoggedIn { try mediator.perform(target: "Guarded", action: "list") }
    }

    func testGuard_onRemoteEntry_stopsCall() async {
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Guarded"]))
        mediator.use(LoginGuard(mediator: mediator), for: .target("Guarded"))
        let stopped = await mediator.open("shop://Guarded/place")
        XCTAssertNotEqual(stopped.status, 200)
        XCTAssertEqual(stopped.error?.code, "notLoggedIn")
        XCTAssertEqual(stopped.status, 403, "forbidden")
        fake.answerCurrentUser("alice")
        let allowed = await mediator.open("shop://Guarded/place")
        XCTAssertEqual(allowed.status, 200)
        XCTAssertEqual(allowed.value, "place")
    }

    func testGuard_isListedByName() {
        mediator.use(LoginGuard(mediator: mediator), for: .target("Guarded"))
        XCTAssertEqual(mediator.middlewareNames, ["LoginGuard"])
        mediator.removeMiddleware(named: "LoginGuard")
        XCTAssertEqual(mediator.middlewareNames, [])
    }
}
