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
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            Diagnostics.error("check-deps was terminated by signal \(process.terminationStatus)")
            exit(2)
        }
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)
        }
    }
}
