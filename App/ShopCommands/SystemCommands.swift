import CommandKit
import ComponentCommands
import Foundation
import Mediator
import StorageMediator

/// `routes`, `open`, `doctor` and `interactive`: the app looking at itself.
enum SystemCommands {
    static let all: [RegisteredCommand] = [
        .shop(Routes.self), .shop(Open.self), .shop(Doctor.self), .session(Interactive.self),
    ]

    /// `shop interactive`: one launched shop reads commands line by line (run by `ShopSession`).
    struct Interactive: ParsableCommand {
        static let configuration = CommandConfiguration(
            "interactive", summary: "Read commands line by line from standard input (exit, quit or end of input stops)",
            discussion: """
                A session is what a shop can give its customers: it starts logged out whatever the home \
                holds, and a login in it lasts until logout or the end of the session (shell commands keep \
                their own login). The operator's commands (staff, tracking, doctor) and options that name a \
                file are refused (exit 4). A line may have at most \(InputLines.maximumLineBytes / 1024) KiB \
                of UTF-8 text; a longer one is ignored (exit 2).
                """)
    }

    struct Routes: ComponentCommand {
        static let configuration = CommandConfiguration(
            "routes", summary: "Every target and action, local or remote (from the mediator's introspection)")

        @Flag(help: "only remote-callable actions")
        var remote: Bool

        func run(_ shop: CommandContext) async throws -> CommandOutput {
            let remoteOnly = remote
            var rows: [[String]] = []
            var json: [MediatorValue] = []
            for name in ShopEnvironment.linkedTargets {
                let description = try shop.mediator.describe(target: name)
                let reachable = shop.mediator.remoteConfiguration.canonicalTarget(name) != nil
                for action in description.actions {
                    let remote = action.isRemote && reachable
                    if remoteOnly && !remote { continue }
                    rows.append([
                        name, action.name, remote ? "remote" : "local", action.isAsync ? "async" : "sync",
                        action.summary,
                    ])
                    json.append([
                        "target": .string(name), "action": .string(action.name), "remote": .bool(remote),
                        "async": .bool(action.isAsync), "summary": .string(action.summary),
                        "type": .string(description.typeName),
                    ])
                }
            }
            let table = Table.render(header: ["TARGET", "ACTION", "ENTRY", "KIND", "SUMMARY"], rows: rows)
            let text: TerminalText = "\(table)\n\(rows.count) actions; remote URLs: shop://<target>/<action>?key=value"
            let described = json
            return CommandOutput(text: text, json: .array(described))
        }
    }

    struct Open: ComponentCommand {
        static let configuration = CommandConfiguration(
            "open", summary: "Open a shop:// URL through the remote entry",
            discussion: "The URL names a target and an action, with parameters as a query: shop://goods/show?id=3")

        @Argument(help: "the link, such as shop://goods/show?id=3", value: .text("URL"))
        var url: String

        func run(_ shop: CommandContext) async throws -> CommandOutput {
            // A link to `Goods/show` answers `show@member` while someone is logged in.
            shop.mediator.setState(try shop.session() == nil ? "guest" : "member")
            let response = await shop.mediator.open(url)
            if response.status == 200 {
                // As the owning component's commands show it; as JSON when it has no view for the
                // action, or when the answer is not what its view reads (a rewrite led elsewhere).
                let view = ShopCommands.view(of: url, in: shop.mediator)
                let text = (try? view?(response.value)) ?? TerminalText(response.value.prettyJSONText)
                return CommandOutput(text: text, json: response.value)
            }
            let message = response.error.map { "\($0) [\(response.status)]" } ?? "not found [\(response.status)]"
            if response.status == 404 && response.value != .null {
                ShopCommands.console.json(response.value.prettyJSONText)
            }
            // The remote status and the exit code both come from the error's kind: the same mapping as a
            // local command (an order that is not the user's is a not-found, exit 3).
            let failure = CommandError(kind: response.error?.kind ?? .notFound, message: message)
            if case .usage = failure { throw shop.usageError(message) }
            throw failure
        }
    }

    struct Doctor: ComponentCommand {
        static let configuration = CommandConfiguration(
            "doctor",
            summary:
                "Check the home: storage integrity, then each component's checks (money invariants: exit 1 on a violation; catalog)"
        )

        func run(_ shop: CommandContext) async throws -> CommandOutput {
            let statistics = try shop.mediator.storage.statistics()
            let integrity = try shop.mediator.storage.integrityCheck()
            let home = shop.mediator.context.configuration["home"] ?? "."
            // Each component's own checks (Order's money audit, Goods' catalog), in registry order.
            var findings: [(name: String, finding: HealthCheck.Finding)] = []
            for check in ShopCommands.catalogs.flatMap(\.checks) {
                findings.append((check.name, try await check.run(shop)))
            }
            var lines: [TerminalText] =
                [
                    "home:      \(home)",
                    "database:  \(statistics.path ?? "in memory") (\(statistics.fileSize) bytes, \(statistics.pageCount) pages of \(statistics.pageSize), WAL \(statistics.walFileSize) bytes, \(statistics.journalMode))",
                    "integrity: \(integrity.ok ? "ok" : integrity.messages.joined(separator: "; "))",
                ]
                + findings.map {
                    "\(($0.name + ":").padding(toLength: 11, withPad: " ", startingAt: 0))\($0.finding.summary)"
                }
                + [
                    "",
                    Table.render(
                        header: ["OWNER", "TABLE", "ROWS"],
                        rows: statistics.owners.flatMap { owner in
                            owner.tables.map { [owner.name, $0.name, String($0.rowCount)] }
                        }),
                ]
            let launch = shop.mediator.context.resolve(LifecycleReport.self)
            if let launch {
                lines.append("")
                lines.append(
                    Table.render(
                        header: ["STARTUP", "MS"],
                        rows: launch.steps.map {
                            [$0.target, String(format: "%.2f", SystemCommands.milliseconds($0.duration))]
                        }))
            }
            lines += findings.flatMap(\.finding.details)
            if !integrity.ok {
                lines.append("run 'sqlite3 shop.sqlite .recover' on a copy, or move the file away to start afresh")
            }
            let failures = findings.compactMap(\.finding.failure)
            var json: [String: MediatorValue] = [
                "home": .string(home), "healthy": .bool(integrity.ok && failures.isEmpty),
                "integrity": .array(integrity.messages.map(MediatorValue.string)),
                "fileSize": .int(statistics.fileSize), "pageCount": .int(statistics.pageCount),
                "walSize": .int(statistics.walFileSize),
                "startup": .array(
                    (launch?.steps ?? []).map {
                        [
                            "target": .string($0.target),
                            "milliseconds": .double(SystemCommands.milliseconds($0.duration)),
                        ]
                    }),
                "tables": .array(
                    statistics.owners.flatMap { owner in
                        owner.tables.map {
                            ["owner": .string(owner.name), "name": .string($0.name), "rows": .int($0.rowCount)]
                        }
                    }),
            ]
            for (name, finding) in findings { json[name] = finding.json }
            guard integrity.ok else {
                throw CommandError.environment(
                    "database integrity check failed: \(integrity.messages.joined(separator: "; "))")
            }
            let report = json
            return CommandOutput(text: lines.joined(separator: "\n"), json: .object(report), failure: failures.first)
        }
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
