import AccountMediator
import Mediator
import MediatorTesting
import XCTest

final class StaffGuardTests: XCTestCase {
    private let fake = ScriptedComponent.account()
    private var mediator: Mediator!

    override func setUpWithError() throws {
        mediator = try ScriptedComponent.mediator(serving: [fake, .guarded()])
        mediator.use(StaffGuard(mediator: mediator), for: .action(target: "Guarded", action: "list"))
    }

    private func stoppedCode(_ body: () throws -> MediatorValue) -> (code: String, message: String)? {
        do {
            _ = try body()
            return nil
        } catch {
            guard case .stopped(let middleware, _, _, let code, let kind, let message)? = error as? MediatorError else {
                return nil
            }
            XCTAssertEqual(middleware, "StaffGuard")
            XCTAssertEqual(kind, .forbidden, "every way the staff guard stops a call is forbidden")
            return (code, message)
        }
    }

    func testGuard_withNobodyLoggedIn_stopsWithNotLoggedIn() {
        XCTAssertEqual(stoppedCode { try mediator.perform(target: "Guarded", action: "list") }?.code, "notLoggedIn")
    }

    func testGuard_withACustomer_stopsWithNotStaff_andNamesTheAction() {
        fake.answerCurrentUser("carl")
        fake.answer("role", with: ["username": "carl", "role": "customer"])
        let stopped = stoppedCode { try mediator.perform(target: "Guarded", action: "list") }
        XCTAssertEqual(stopped?.code, "notStaff")
        XCTAssertEqual(stopped?.message, "Guarded/list is for staff; carl is a customer")
        XCTAssertEqual(fake.calls.last?.params, ["username": "carl"], "the guard asked for the logged-in user's role")
    }

    func testGuard_withStaff_letsTheCallThrough_andLeavesOtherActionsAlone() throws {
        fake.answerCurrentUser("sue")
        fake.answer("role", with: ["username": "sue", "role": "staff"])
        XCTAssertEqual(try mediator.perform(target: "Guarded", action: "list"), "list")
        fake.answer("role", with: ["username": "sue", "role": "customer"])
        XCTAssertEqual(
            try mediator.perform(target: "Guarded", action: "place"), "place", "only the scoped action is guarded")
    }

    func testGuard_whenAccountFails_stopsTheCall() {
        fake.answerCurrentUser("sue")
        fake.fail("role", code: "storageBusy", kind: .unavailable, message: "database is locked")
        XCTAssertThrowsError(try mediator.perform(target: "Guarded", action: "list")) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "storageBusy")
            XCTAssertEqual((error as? MediatorError)?.kind, .unavailable)
        }
    }

    func testRoleCalls_decodeAndMapErrors() throws {
        fake.answer("role", with: ["username": "sue", "role": "staff"])
        XCTAssertEqual(try mediator.account.role(username: "sue"), .staff)
        fake.answer("setRole", with: ["username": "sue", "role": "customer", "previousRole": "staff"])
        XCTAssertEqual(
            try mediator.account.setRole(.customer, username: "sue"),
            AccountRoleChange(username: "sue", role: .customer, previousRole: .staff))
        XCTAssertEqual(fake.calls.last?.params, ["username": "sue", "role": "customer"])
        fake.answer("usernamesWithRole", with: ["role": "staff", "usernames": ["amy", "sue"]])
        XCTAssertEqual(
            try mediator.account.usernames(withRole: .staff),
            AccountRoleMembers(role: .staff, usernames: ["amy", "sue"]))
        fake.fail("role", code: AccountErrorCode.userNotFound, message: "no account 'zed'")
        XCTAssertThrowsError(try mediator.account.role(username: "zed")) { error in
            XCTAssertEqual(error as? AccountFailure, AccountFailure(.userNotFound, message: "no account 'zed'"))
            XCTAssertEqual((error as? AccountFailure)?.kind, .notFound)
        }
        fake.answer("role", with: ["username": "sue", "role": "admin"])
        XCTAssertThrowsError(try mediator.account.role(username: "sue")) { error in
            guard case .malformedResult("Account", "role", let path, _)? = error as? MediatorError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(path, "role")
        }
    }
}
