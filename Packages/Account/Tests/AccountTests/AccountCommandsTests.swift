import AccountMediator
import ComponentCommands
import ComponentCommandsTesting
import Foundation
import Mediator
import Storage
import XCTest

@testable import Account

/// Account's commands in process (`account …` and the operator's `staff …`): the real Account in a
/// temporary home this test owns, passwords given as `--password-stdin` lines would give them, run
/// through `CommandRunner` as an app would run them.
final class AccountCommandsTests: XCTestCase {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("help.txt")

    private var home: URL!
    private var mediator: Mediator!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("account-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let context = MediatorContext()
        context.register(try StorageFacade(path: home.appendingPathComponent("shop.sqlite").path))
        context.register(Configuration(["home": home.path]))
        mediator = Mediator(context: context)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: home)
    }

    /// Runs one command line; `passwords` are the lines standard input would hold.
    private func run(_ arguments: [String], passwords: [String] = []) async throws -> CommandRunner.Outcome {
        let mediator = self.mediator!
        let runner = CommandRunner(
            program: "account-test", summary: "Account alone", catalogs: try CommandCatalog.load(["Account"])
        ) {
            CommandContext(
                mediator: mediator, usage: $0, loginHint: "account-test account login NAME", passwords: passwords
            ) {
                try mediator.account.currentUser()
            }
        }
        return await runner.run(arguments)
    }

    /// Asserts what `arguments` print on standard output (exit 0).
    private func expect(_ arguments: [String], _ output: String, file: StaticString = #filePath, line: UInt = #line)
        async throws
    {
        let outcome = try await run(arguments)
        XCTAssertEqual(outcome, .init(exitCode: 0, standardOutput: output, standardError: ""), file: file, line: line)
    }

    /// Asserts the exit code of `arguments`.
    private func expect(_ arguments: [String], exitCode: Int32, file: StaticString = #filePath, line: UInt = #line)
        async throws
    {
        let outcome = try await run(arguments)
        XCTAssertEqual(outcome.exitCode, exitCode, outcome.standardError, file: file, line: line)
    }

    func testRegisterLoginWhoamiLogout_throughTheSession() async throws {
        let registered = try await run(
            ["account", "register", "ann", "--password-stdin"], passwords: ["correct horse"])
        XCTAssertEqual(registered.standardOutput, "registered ann; log in with: shop account login ann\n")
        let wrong = try await run(["account", "login", "ann", "--password-stdin"], passwords: ["wrong horse"])
        XCTAssertEqual(wrong.exitCode, 4, wrong.standardError)
        let login = try await run(
            ["account", "login", "ann", "--password-stdin", "--json"], passwords: ["correct horse"])
        XCTAssertEqual(login.exitCode, 0, login.standardError)
        XCTAssertEqual(try MediatorValue(jsonText: login.standardOutput)["username"], "ann")
        try await expect(["account", "whoami"], "ann\n")
        try await expect(["account", "logout"], "logged out ann\n")
        try await expect(["account", "whoami"], "not logged in\n")
    }

    func testPasswords_comeOnlyFromStandardInput_andAPasswordOptionIsRefused() async throws {
        let missing = try await run(["account", "register", "bob", "--password-stdin"], passwords: [])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.standardError.contains("standard input ended before the password"), missing.standardError)
        let option = try await run(["account", "register", "bob", "--password", "x"])
        XCTAssertEqual(option.exitCode, 2, "no option takes a password")
        XCTAssertEqual(try mediator.account.currentUser(), nil)
    }

    func testPasswd_needsALogin_andChangesThePassword() async throws {
        _ = try await run(["account", "register", "ann", "--password-stdin"], passwords: ["first pass"])
        let refused = try await run(
            ["account", "passwd", "--password-stdin"], passwords: ["first pass", "second pass"])
        XCTAssertEqual(refused.exitCode, 4)
        XCTAssertEqual(refused.standardError, "account-test: error: log in first: account-test account login NAME\n")
        _ = try await run(["account", "login", "ann", "--password-stdin"], passwords: ["first pass"])
        let changed = try await run(
            ["account", "passwd", "--password-stdin"], passwords: ["first pass", "second pass"])
        XCTAssertEqual(changed.standardOutput, "password changed for ann\n")
        _ = try await run(["account", "logout"])
        let old = try await run(["account", "login", "ann", "--password-stdin"], passwords: ["first pass"])
        XCTAssertEqual(old.exitCode, 4, "the old password no longer logs in")
        let new = try await run(["account", "login", "ann", "--password-stdin"], passwords: ["second pass"])
        XCTAssertEqual(new.exitCode, 0, new.standardError)
    }

    func testStaff_grantListRevoke_forTheOwnerOfTheHome() async throws {
        _ = try await run(["account", "register", "sam", "--password-stdin"], passwords: ["staff pass"])
        try await expect(["staff", "list"], "no staff yet: shop staff grant <username>\n")
        try await expect(["staff", "grant", "sam"], "sam is now staff: may ship and deliver orders\n")
        try await expect(["staff", "grant", "sam"], "sam is already staff\n")
        try await expect(["staff", "list"], "sam\n")
        try await expect(["staff", "revoke", "sam"], "sam is a customer again\n")
        try await expect(["staff", "grant", "nobody"], exitCode: 3)
    }

    func testHelp_matchesTheGoldenFile() async throws {
        let mediator = self.mediator!
        let runner = CommandRunner(
            program: "account-test", summary: "Account alone", catalogs: try CommandCatalog.load(["Account"])
        ) {
            CommandContext(mediator: mediator, usage: $0, loginHint: "log in") { nil }
        }
        if let difference = try HelpGolden.compare(await HelpGolden.transcript(of: runner), with: Self.golden) {
            XCTFail(difference)
        }
    }
}
