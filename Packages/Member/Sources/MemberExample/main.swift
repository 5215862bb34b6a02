import CommandKit
import ComponentCommands
import Foundation

// Member alone: `swift run --package-path Packages/Member MemberExample member show`. A fresh temporary
// home each run; EXAMPLE_USER names who is logged in (empty: nobody; unset: demo).
let environment = ProcessInfo.processInfo.environment
let user: String? =
    switch environment["EXAMPLE_USER"] {
    case nil: MemberExampleShop.user
    case ""?: nil
    case let name?: name
    }
let outcome: CommandRunner.Outcome
do {
    let shop = try await MemberExampleShop.launch(
        user: user, width: TerminalWidth.current(environment: environment),
        colors: ColorPolicy.colors(for: STDOUT_FILENO, environment: environment))
    outcome = await shop.run(Array(CommandLine.arguments.dropFirst()))
    await shop.close()
} catch {
    let failure = CommandError.from(error)
    outcome = CommandRunner.Outcome(
        exitCode: failure.exitCode, standardOutput: "", standardError: "MemberExample: error: \(failure)\n")
}
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode)
