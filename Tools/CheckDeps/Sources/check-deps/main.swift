import CheckDepsCore
import Foundation

// SIGTERM/SIGINT/SIGHUP kill the manifest processes and remove their temporary folders first.
ProcessCleanup.shared.installSignalHandlers()
let outcome = CheckDepsCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    currentDirectory: FileManager.default.currentDirectoryPath)
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
ProcessCleanup.shared.exit(outcome.exitCode)
