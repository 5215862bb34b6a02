import AccountMediator
import Mediator
import MediatorTesting
import XCTest

@testable import ShopCommands

/// The guards as the shell installs them, around scripted Order and Account components.
final class ShopGuardsTests: XCTestCase {
    /// Order with state variants of its staff actions, Account with `cora` logged in as `role`.
    private func shop(role: AccountRole) throws -> (Mediator, ScriptedComponent) {
        let order = ScriptedComponent(name: "Order", local: ["ship", "ship@member", "deliver", "deliver@member"])
        let account = ScriptedComponent(name: "Account", local: ["currentUser", "role"])
        account.answer("currentUser", with: ["username": "cora"])
        account.answer("role", with: ["username": "cora", "role": .string(role.rawValue)])
        let mediator = try ScriptedComponent.mediator(serving: [order, account])
        ShopEnvironment.installGuards(on: mediator)
        return (mediator, order)
    }

    /// Naming a state variant of a staff action does not get past the staff check.
    func testStaffGuard_stopsACustomer_onEveryVariantOfShipAndDeliver() throws {
        let (mediator, order) = try shop(role: .customer)
        for action in ["ship", "ship@member", "deliver", "deliver@member"] {
            XCTAssertThrowsError(try mediator.perform(target: "Order", action: action, params: ["id": 1])) { error in
                guard
                    case .stopped("StaffGuard", "Order", action, "notStaff", .forbidden, let message)? =
                        error as? MediatorError
                else { return XCTFail("\(action): \(error)") }
                XCTAssertTrue(message.contains("is for staff; cora is a customer"), message)
            }
        }
        // Picked by the state, too.
        mediator.setState("member")
        XCTAssertThrowsError(try mediator.perform(target: "Order", action: "ship", params: ["id": 1]))
        XCTAssertEqual(order.calls, [], "no staff action ran")
    }

    func testStaffGuard_letsStaffShipThroughAVariant() throws {
        let (mediator, order) = try shop(role: .staff)
        try mediator.perform(target: "Order", action: "ship@member", params: ["id": 1])
        XCTAssertEqual(order.calls.map(\.action), ["ship@member"])
    }
}
