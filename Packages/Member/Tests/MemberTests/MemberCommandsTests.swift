import ComponentCommands
import ComponentCommandsTesting
import Foundation
import Mediator
import MemberMediator
import XCTest

@testable import MemberExample

/// Member's commands in process, as `MemberExample` runs them: the real Member in a temporary home,
/// a scripted Account (`demo` logged in) and the demo payments (19.99 and 520.00 paid, the first
/// refunded: 520 points, silver).
final class MemberCommandsTests: XCTestCase {
    private static let launched = Date(timeIntervalSince1970: 1_700_000_000)
    private var shop: MemberExampleShop!

    override func setUp() async throws {
        shop = try await MemberExampleShop.launch(clock: .fixed(Self.launched))
    }

    override func tearDown() async throws {
        await shop.close()
    }

    private func run(_ arguments: String...) async -> CommandRunner.Outcome {
        await shop.run(arguments)
    }

    private func json<T: Decodable>(_ outcome: CommandRunner.Outcome, as type: T.Type) throws -> T {
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        return try MediatorValue(jsonText: outcome.standardOutput).decode(T.self)
    }

    // MARK: member show

    func testShow_printsPointsLevelDiscountAndWhatTheNextLevelNeeds() async throws {
        let outcome = await run("member", "show")
        XCTAssertEqual(
            outcome,
            .init(
                exitCode: 0, standardOutput: "demo: 520 points · silver · 5% discount\n1480 more points to gold\n",
                standardError: ""))
        let status = try json(await run("member", "show", "--json"), as: MemberStatus.self)
        XCTAssertEqual(
            status,
            MemberStatus(
                username: "demo", points: 520, level: .silver, discountPercent: 5, nextLevel: .gold,
                pointsToNextLevel: 1480))
    }

    func testShow_isTheLoggedInMembers_aMemberWithoutPaymentsIsBronze() async throws {
        shop.logIn("ann")
        let outcome = await run("member", "show")
        XCTAssertEqual(outcome.standardOutput, "ann: 0 points · bronze · 0% discount\n500 more points to silver\n")
    }

    func testShow_withoutALogin_exits4AndSaysHowToLogIn() async {
        shop.logIn(nil)
        let outcome = await run("member", "show")
        XCTAssertEqual(
            outcome,
            .init(
                exitCode: 4, standardOutput: "",
                standardError: "MemberExample: error: log in first: \(MemberExampleShop.loginHint)\n"))
    }

    // MARK: member history

    func testHistory_listsAwardsAndReversals_newestFirst() async throws {
        let outcome = await run("member", "history")
        XCTAssertEqual(
            outcome.standardOutput,
            """
            WHEN                  POINTS  REASON    ORDER
            2023-11-14T22:13:20Z  -19     reversal  order-1
            2023-11-14T22:13:20Z  +520    award     order-2
            2023-11-14T22:13:20Z  +19     award     order-1

            """)
        let entries = try json(await run("member", "history", "--limit", "2", "--json"), as: [PointsEntry].self)
        XCTAssertEqual(entries.map(\.delta), [-19, 520])
        XCTAssertEqual(entries.map(\.reason), [.reversal, .award])
        XCTAssertEqual(entries.map(\.paymentID), [1, 2])
        XCTAssertEqual(entries.first?.at, Self.launched)
    }

    func testHistory_ofAMemberWithoutPayments_saysWherePointsComeFrom() async throws {
        shop.logIn("ann")
        let outcome = await run("member", "history")
        XCTAssertEqual(outcome.standardOutput, "no points yet: they come with paid orders\n")
        let entries = try json(await run("member", "history", "--json"), as: [PointsEntry].self)
        XCTAssertEqual(entries, [])
    }

    func testHistory_withALimitOutOfRange_isAUsageError() async {
        let outcome = await run("member", "history", "--limit", "0")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.hasPrefix("MemberExample: error: --limit must be"), outcome.standardError)
        XCTAssertTrue(
            outcome.standardError.hasSuffix("\nusage: MemberExample member history [--limit N]\n"),
            outcome.standardError)
    }

    func testHistory_withoutALogin_exits4() async {
        shop.logIn(nil)
        let outcome = await run("member", "history")
        XCTAssertEqual(outcome.exitCode, 4)
        XCTAssertEqual(outcome.standardOutput, "")
    }
}
