import CommandKit
import ComponentCommands
import Foundation

/// The `main` of a feature's Example executable: `GoodsExample goods list`.
///
/// Every run starts in a fresh home; command lines separated by a lone `;` (`\;` in a shell) run in
/// turn in that home until one fails, so a flow (`cart add … \; order checkout`) can be tried in one
/// run. `EXAMPLE_USER` names who is logged in (empty: nobody; unset: the example's own user).
public enum ExampleProgram {
    /// Who is logged in: `EXAMPLE_USER` when set (empty means nobody), else `standard`.
    public static func user(
        standard: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        guard let named = environment["EXAMPLE_USER"] else { return standard }
        return named.isEmpty ? nil : named
    }

    /// Launches the shop with the terminal's width and colours, runs the command lines of
    /// `arguments`, prints what each printed, and returns the exit code of the last one run.
    public static func run(
        program: String, arguments: [String],
        launch: (_ width: Int, _ colors: Bool) async throws -> any ExampleShop
    ) async -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let lines = arguments.split(separator: ";", omittingEmptySubsequences: false).map(Array.init)
        var exitCode: Int32 = 0
        do {
            let shop = try await launch(
                TerminalWidth.current(environment: environment),
                ColorPolicy.colors(for: STDOUT_FILENO, environment: environment))
            for line in lines where exitCode == 0 {
                let outcome = await shop.run(line)
                FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
                FileHandle.standardError.write(Data(outcome.standardError.utf8))
                exitCode = outcome.exitCode
            }
            await shop.close()
        } catch {
            let failure = CommandError.from(error)
            let text: TerminalText = "\(program): error: \(failure.description)"
            FileHandle.standardError.write(Data((text.rendered(colors: false) + "\n").utf8))
            exitCode = failure.exitCode
        }
        return exitCode
    }
}
