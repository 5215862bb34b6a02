import ComponentCommands
import ComponentCommandsTesting
import Foundation
import Mediator
import PaymentMediator
import Storage
import XCTest

@testable import Payment

/// Payment's `wallet` commands in process: the real Payment on an in-memory database, `ann` logged
/// in, run through `CommandRunner` as an app would run them.
final class WalletCommandsTests: XCTestCase {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("help.txt")

    private func runner(user: String? = "ann") throws -> (Mediator, CommandRunner) {
        let context = MediatorContext()
        context.register(try StorageFacade.inMemory())
        let mediator = Mediator(context: context)
        let catalogs = try CommandCatalog.load(["Payment"])
        let runner = CommandRunner(program: "wallet-test", summary: "Payment alone", catalogs: catalogs) {
            CommandContext(mediator: mediator, usage: $0, loginHint: "log in as ann") { user }
        }
        return (mediator, runner)
    }

    func testTopUpAndBalance_moveTheLoggedInUsersWallet_inMinorUnits() async throws {
        let (mediator, runner) = try runner()
        let topped = await runner.run(["wallet", "topup", "12.5"])
        XCTAssertEqual(
            topped, .init(exitCode: 0, standardOutput: "wallet topped up by 12.50; balance 12.50\n", standardError: ""))
        _ = await runner.run(["wallet", "topup", "0.75"])
        XCTAssertEqual(try mediator.payment.balance(username: "ann"), 1325)
        XCTAssertEqual(try mediator.payment.balance(username: "bob"), 0)
        let balance = await runner.run(["wallet", "balance", "--json"])
        XCTAssertEqual(try MediatorValue(jsonText: balance.standardOutput), ["balance": 1325])
        let text = await runner.run(["wallet", "balance"])
        XCTAssertEqual(text.standardOutput, "wallet balance 13.25\n")
    }

    func testTopUp_refusesAmountsOutsideTheGrammar_beforeAnythingMoves() async throws {
        let (mediator, runner) = try runner()
        for amount in ["0", "1.234", "-5", "1e3", ".5"] {
            let refused = await runner.run(["wallet", "topup", amount])
            XCTAssertEqual(refused.exitCode, 2, amount)
            XCTAssertTrue(
                refused.standardError.contains("must be a positive amount like 12 or 12.50"), refused.standardError)
        }
        XCTAssertEqual(try mediator.payment.balance(username: "ann"), 0, "no refused amount moved money")
        let (_, loggedOut) = try self.runner(user: nil)
        let refused = await loggedOut.run(["wallet", "topup", "5"])
        XCTAssertEqual(refused.exitCode, 4)
    }

    func testCards_listTheSimulatorsTestCards_withoutALogin() async throws {
        let (mediator, _) = try runner()
        let (_, loggedOut) = try self.runner(user: nil)
        let listed = await loggedOut.run(["wallet", "cards", "--json"])
        XCTAssertEqual(listed.exitCode, 0, listed.standardError)
        XCTAssertEqual(
            try MediatorValue(jsonText: listed.standardOutput).decode([PaymentTestCard].self),
            try mediator.payment.testCards())
        let text = await loggedOut.run(["wallet", "cards"])
        XCTAssertTrue(text.standardOutput.hasPrefix("NUMBER"), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("4242 4242 4242 4242  approved"), text.standardOutput)
    }

    func testHelp_matchesTheGoldenFile() async throws {
        let (_, runner) = try runner()
        if let difference = try HelpGolden.compare(await HelpGolden.transcript(of: runner), with: Self.golden) {
            XCTFail(difference)
        }
    }
}
