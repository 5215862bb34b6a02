import ShopCommands

/// What the properties drive: one `shop interactive` session. `ShopSession` is the real one; the
/// planted bugs are stand-ins without one of its guards.
protocol SessionUnderTest: AnyObject {
    func perform(_ line: String) async -> ShopSession.Step
    func finish() async
}

extension ShopSession: SessionUnderTest {}

/// How the target starts a session in the fixture's home.
struct SessionStarter: Sendable {
    let start: @Sendable (ShopFixture) async throws -> any SessionUnderTest

    static let real = SessionStarter { fixture in try await ShopSession.start(home: fixture.home) }

    /// A planted bug: every line runs as a shell command in the home, so with the home's login
    /// (alice) and none of the session's refusals.
    static let shellLogin = SessionStarter { fixture in ShellLineSession(home: fixture.home, session: nil) }

    /// A planted bug: a real session, except that operator commands run as the shell runs them.
    static let operatorUnrefused = SessionStarter { fixture in
        ShellLineSession(home: fixture.home, session: try await ShopSession.start(home: fixture.home))
    }
}

/// A stand-in session: lines whose command is an operator's (or, without a real session to pass
/// the rest to, every line) run as `shop --home HOME WORDS…` from a shell.
final class ShellLineSession: SessionUnderTest {
    let home: String
    let session: ShopSession?

    init(home: String, session: ShopSession?) {
        self.home = home
        self.session = session
    }

    func perform(_ line: String) async -> ShopSession.Step {
        guard let words = try? ShopCLI.words(ofInteractiveLine: line) else {
            return await session?.perform(line) ?? .continue(exitCode: 2)
        }
        if let session, !SessionGuards.isOperatorCommand(words) { return await session.perform(line) }
        if words.first == "exit" || words.first == "quit" { return .end }
        guard !words.isEmpty else { return .continue(exitCode: 0) }
        return .continue(exitCode: await ShopCLI().run(["--home", home] + words))
    }

    func finish() async {
        await session?.finish()
    }
}
