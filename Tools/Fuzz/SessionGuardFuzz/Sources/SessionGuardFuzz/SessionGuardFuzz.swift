import FuzzSupport

/// The process's home, built once (a global is initialised lazily and only once).
let fixture = ShopFixture()
/// What the lines may not change, read once the home is built.
let guards = SessionGuards(fixture)

/// The target: each input is one session (starting logged out) in the process's home; after every
/// line, the guards are checked.
let target = FuzzTarget(
    name: "SessionGuard",
    planted: [
        PlantedBug(
            name: "shell-login", summary: "the session runs lines with the home's login (alice)",
            expected: ["alice's wallet changed", "showed alice's wallet balance"]
        ) { run(&$0, SessionStarter.shellLogin) },
        PlantedBug(
            name: "operator-unrefused", summary: "the session runs operator commands",
            expected: ["an operator command succeeded", "an account's role changed"]
        ) { run(&$0, SessionStarter.operatorUnrefused) },
    ]
) { run(&$0, SessionStarter.real) }

func run(_ input: inout FuzzInput, _ starter: SessionStarter) {
    let lines = SessionLines.lines(&input, fixture)
    AsyncBridge.wait {
        let session: any SessionUnderTest
        do {
            session = try await starter.start(fixture)
        } catch {
            Property.fail("a session does not start in the home: \(error)")
            return
        }
        for line in lines {
            // Several copies: a command may read a password more than once (passwd), and once standard
            // input has ended the shop's reader stays at its end for the rest of the process.
            StandardStreams.feedInput(String(repeating: line.input, count: 4))
            StandardStreams.beginCapture(in: fixture.outputPath)
            let step = await session.perform(line.text)
            let output = StandardStreams.endCapture(in: fixture.outputPath)
            let code: Int32? = if case .continue(let exitCode) = step { exitCode } else { nil }
            guards.check(line: line.text, exitCode: code, output: output)
            if step == .end { break }
        }
        await session.finish()
    }
}

@_cdecl("LLVMFuzzerInitialize")
public func sessionGuardFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    _ = guards
    target.initialize()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func sessionGuardFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.runOne(data, size)
    return 0
}
