import Foundation

/// The components `architecture.json` registers, read at test time: the contract tests cover every
/// registered component (a new one included) without a list of their own.
enum ContractRegistry {
    /// One component entry of `architecture.json`.
    struct Component: Decodable, Equatable {
        let name: String
        let path: String
        let layer: String
        let kind: String
        let launch: Int?
        let remote: Bool?
    }

    private struct File: Decodable {
        let packages: [Component]
    }

    /// The repository root, three levels up from this file (`Tests/ContractTests/<file>`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every component (kind `component`), in registry order; empty (and every user fails) when unreadable.
    static let components: [Component] = {
        guard let data = try? Data(contentsOf: root.appendingPathComponent("architecture.json")),
            let file = try? JSONDecoder().decode(File.self, from: data)
        else { return [] }
        return file.packages.filter { $0.kind == "component" }
    }()

    /// Every component's name, in registry order.
    static var names: [String] { components.map(\.name) }

    /// The components that get lifecycle events, with their launch priorities (as the app declares them).
    static var launchPriorities: [String: Int] {
        Dictionary(
            uniqueKeysWithValues: components.compactMap { component in component.launch.map { (component.name, $0) } })
    }

    /// The targets a `shop://` URL may reach, as the app configures its remote entry.
    static var remoteTargets: [String] { components.filter { $0.remote == true }.map(\.name) }

    /// The actions a component's README documents in its `## Actions` table, each with whether it is
    /// remote-callable (its entry column says "remote", and not "never remote").
    static func documentedActions(of component: String) throws -> [String: Bool] {
        let readme = try String(
            contentsOf: root.appendingPathComponent("Packages/\(component)/README.md"), encoding: .utf8)
        var actions: [String: Bool] = [:]
        var inTable = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                inTable = line.hasPrefix("## Actions")
                continue
            }
            guard inTable, line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 2 else { continue }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let entry = cells[2]
            actions[name] = entry.contains("remote") && !entry.contains("never remote")
        }
        return actions
    }
}
