import CommandKit
import ComponentCommands
import Mediator
import XCTest

/// This test module's own commands target, found as `ComponentCommandsTests.Target_ComponentCommandsTestsCommands`;
/// a final class, as a team may write it (the shop's components use structs).
public final class Target_ComponentCommandsTestsCommands: MediatorTarget {
    public init(mediator: Mediator) {}
    public var actions: [Action] { [.commands { CommandCatalogTests.catalog }] }
}

/// `echo hello WORD`: prints its word, or refuses when nobody is logged in.
struct Hello: ComponentCommand {
    static let configuration = CommandConfiguration("echo", "hello", summary: "Greets the logged-in user")

    @Argument(help: "a word", value: .text("WORD"))
    var word: String

    func run(_ context: CommandContext) async throws -> CommandOutput {
        let user = try context.user()
        return .message("hello \(user): \(word)")
    }
}

/// No global options.
struct NoGlobals: ParsableArguments {}

final class CommandCatalogTests: XCTestCase {
    static let catalog = CommandCatalog(
        groups: [CommandFamily("echo", summary: "Says things back")], commands: [Hello.self],
        completions: ["word": { _ in [("hi", "a greeting")] }])

    func testLoad_withAComponentWithoutCommandsTarget_failsNamingTheTypeLookedFor() throws {
        XCTAssertThrowsError(try CommandCatalog.load(["ComponentCommandsTests", "Coupon"])) { error in
            XCTAssertEqual((error as? CommandError)?.exitCode, 5)
            let message = String(describing: error)
            XCTAssertTrue(message.contains("component Coupon"), message)
            XCTAssertTrue(message.contains("Coupon.Target_CouponCommands was not found"), message)
        }
    }

    func testLoad_findsEachComponentsCommandsTarget_aFinalClassToo() throws {
        let catalogs = try CommandCatalog.load(["ComponentCommandsTests"])
        XCTAssertEqual(catalogs.count, 1)
        XCTAssertEqual(catalogs.first?.groups, [CommandFamily("echo", summary: "Says things back")])
        XCTAssertEqual(catalogs.first?.commands.map { "\($0)" }, ["Hello"])
        XCTAssertEqual(try catalogs.first?.completions["word"]?(Self.context(user: nil)).map(\.value), ["hi"])
    }

    func testTheCommandsAction_isLocalOnly() throws {
        let action = try XCTUnwrap(Target_ComponentCommandsTestsCommands(mediator: Mediator()).actions.first)
        XCTAssertEqual(action.name, "nativeCommands")
        XCTAssertFalse(action.isRemote)
    }

    func testContext_namesHowToLogIn_whenACommandNeedsAUser() async throws {
        let set = CommandSet(
            program: "app", summary: "", groups: Self.catalog.groups, globals: NoGlobals.self,
            commands: Self.catalog.commands, type: { $0 })
        let hello = try set.instantiate(Hello.self, from: try set.parse(["echo", "hello", "there"]))
        do {
            _ = try await hello.run(Self.context(user: nil))
            XCTFail("ran without a login")
        } catch let error as CommandError {
            XCTAssertEqual(error.exitCode, 4)
            XCTAssertEqual(error.description, "log in first: app login NAME")
        }
        let output = try await hello.run(Self.context(user: "ada"))
        XCTAssertEqual(output.text.plain, "hello ada: there")
        XCTAssertEqual(try output.json, ["ok": true, "message": "hello ada: there"])
    }

    func testErrors_mapToExitCodesByKind() {
        XCTAssertEqual(CommandError.from(UsageError("bad", usage: "u")).exitCode, 2)
        XCTAssertEqual(CommandError(kind: .notFound, message: "x").exitCode, 3)
        XCTAssertEqual(CommandError(kind: .conflict, message: "x").exitCode, 1)
        XCTAssertEqual(CommandError.from(CocoaError(.fileNoSuchFile)).exitCode, 5)
    }

    static func context(user: String?) -> CommandContext {
        CommandContext(mediator: Mediator(), loginHint: "app login NAME") { user }
    }
}
