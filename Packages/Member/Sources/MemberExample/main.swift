import CommandKit
import ComponentCommands
import Foundation

// Member alone: `swift run --package-path Packages/Member MemberExample member show`. Every run starts in a fresh
// temporary home; command lines separated by a lone `;` (`\;` in a shell) run in turn in that home
// until one fails. EXAMPLE_USER names who is logged in (empty: nobody; unset: demo).
let environment = ProcessInfo.processInfo.environment
let user: String? =
    switch environment["EXAMPLE_USER"] {
    case nil: MemberExampleShop.user
    case ""?: nil
    case let name?: name
    }
let lines = CommandLine.arguments.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map(Array.init)
var exitCode: Int32 = 0
do {
    let shop = try await MemberExampleShop.launch(
        user: user, width: TerminalWidth.current(environment: environment),
        colors: ColorPolicy.colors(for: STDOUT_FILENO, environment: environment))
    for line in lines where exitCode == 0 {
        let outcome = await shop.run(line)
        FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
        FileHandle.standardError.write(Data(outcome.standardError.utf8))
        exitCode = outcome.exitCode
    }
    await shop.close()
} catch {
    let failure = CommandError.from(error)
    FileHandle.standardError.write(Data("MemberExample: error: \(failure)\n".utf8))
    exitCode = failure.exitCode
}
exit(exitCode)
