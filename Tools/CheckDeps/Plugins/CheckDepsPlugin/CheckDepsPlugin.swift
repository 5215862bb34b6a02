import Foundation
import PackagePlugin

/// `swift package check-deps [arguments]`: runs the check-deps executable on the package it is invoked in.
///
/// The arguments are passed through unchanged and the tool runs in the package's directory, so
/// `--root` defaults to the package and every option means what it means on the command line. The
/// tool's exit status becomes the command's: a failing check fails `swift package`.
@main
struct CheckDepsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "check-deps")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        // SwiftPM prints a plugin's standard error on its own standard output, where it would mix
        // with findings and graphs; the tool's standard error is reported as diagnostics instead,
        // which SwiftPM prints on its standard error.
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in errorText.split(separator: "\n") {
            let prefix = "check-deps: error: "
            if line.hasPrefix(prefix) {
                Diagnostics.error("check-deps: " + line.dropFirst(prefix.count))
            } else {
                // Notes such as "no architecture.json" or the summary under --graph; a remark
                // would be hidden without --verbose.
                Diagnostics.warning(String(line))
            }
        }
        guard process.terminationReason == .exit else {
            Diagnostics.error("check-deps was terminated by signal \(process.terminationStatus)")
            exit(2)
        }
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)
        }
    }
}
