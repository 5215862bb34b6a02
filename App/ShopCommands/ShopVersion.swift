import CommandKit
import ComponentCommands
import Foundation
import Mediator

/// `shop --version`: this build's version, the toolchain that compiled it, and the schema versions
/// of every component, in this build and in the home's database.
enum ShopVersion {
    /// The version of the shop.
    static let version = "0.9.0"

    /// The report, as text and JSON.
    static func report(_ globals: GlobalOptions, environment: [String: String]) -> CommandOutput {
        var lines: [TerminalText] = [
            "shop \(version)",
            "built with Swift \(BuildInfo.compiler) (Swift 6 language mode), \(BuildInfo.configuration) build, \(BuildInfo.platform)",
        ]
        let built: [String: Int]
        var problems: [String] = []
        do {
            built = try ShopEnvironment.builtInSchemaVersions()
        } catch {
            built = [:]
            problems.append("cannot read this build's schema versions: \(error)")
        }
        var database: (path: String, versions: [String: Int])?
        let home = ShopEnvironment.homeURL(globals, environment: environment).path
        do {
            database = try ShopEnvironment.homeSchemaVersions(globals, environment: environment)
        } catch {
            problems.append("cannot read the database in \(home): \(error)")
        }
        let owners = Set(built.keys).union(database.map { Array($0.versions.keys) } ?? []).sorted()
        lines.append(
            database.map { "schema versions (this build, and the database \($0.path)):" }
                ?? TerminalText("schema versions (this build; no database yet in \(home)):"))
        let rows = owners.map { owner -> [String] in
            let mine = built[owner]
            let theirs = database?.versions[owner]
            var note = ""
            if let mine, let theirs, theirs < mine { note = "migrates on the next run" }
            if let theirs, theirs > mine ?? 0 { note = "newer than this build" }
            return [owner, mine.map(String.init) ?? "-", theirs.map(String.init) ?? "-", note]
        }
        let noted = rows.contains { !$0[3].isEmpty }
        lines.append(
            Table.render(
                header: ["COMPONENT", "BUILD", "DATABASE"] + (noted ? ["NOTE"] : []),
                rows: rows.map { noted ? $0 : Array($0.prefix(3)) }))
        lines += problems.map { "\(TerminalText("warning:", style: .warning)) \($0)" }
        let json: MediatorValue = [
            "version": .string(version), "swift": .string(BuildInfo.compiler), "languageMode": 6,
            "configuration": .string(BuildInfo.configuration), "platform": .string(BuildInfo.platform),
            "database": database.map { .string($0.path) } ?? .null,
            "schemas": .array(
                owners.map { owner in
                    [
                        "component": .string(owner), "build": built[owner].map(MediatorValue.int) ?? .null,
                        "database": database?.versions[owner].map(MediatorValue.int) ?? .null,
                    ]
                }),
            "problems": .array(problems.map(MediatorValue.string)),
        ]
        // A home it cannot read is reported, but the version is still the version: exit 0.
        return CommandOutput(text: lines.joined(separator: "\n"), json: json)
    }
}
