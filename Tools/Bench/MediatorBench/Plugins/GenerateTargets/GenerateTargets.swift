import Foundation
import PackagePlugin

/// Generates the benchmark's targets into the build directory when `BenchTargets` builds, so that
/// thousands of lines of generated code are never checked in.
@main
struct GenerateTargets: BuildToolPlugin {
    /// How many targets `BenchTargets` holds: enough to show that dispatch stays flat at scale.
    static let count = 1_000

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let generator = try context.tool(named: "TargetGenerator")
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedTargets.swift")
        return [
            .buildCommand(
                displayName: "Generating \(Self.count) benchmark targets",
                executable: generator.url,
                arguments: [String(Self.count), output.path],
                outputFiles: [output])
        ]
    }
}
