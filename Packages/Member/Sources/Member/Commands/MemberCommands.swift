import CommandKit
import ComponentCommands
import Foundation
import Mediator
import MemberMediator

/// `shop member show|history`.
enum MemberCommands {
    static let commands: [any ComponentCommand.Type] = [Show.self, History.self]

    struct Show: ComponentCommand {
        static let configuration = CommandConfiguration("member", "show", summary: "Your points, level and discount")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let status = try context.mediator.member.show(username: try context.user())
            return CommandOutput(text: MemberCommands.text(status), json: try MediatorValue(encoding: status))
        }
    }

    struct History: ComponentCommand {
        static let configuration = CommandConfiguration(
            "member", "history", summary: "Points earned and reversed, newest first")

        @Option(help: "at most N entries", absent: "up to 100", value: .int(in: 1...1000))
        var limit: Int?

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let entries = try context.mediator.member.history(username: try context.user(), limit: limit)
            let formatter = ISO8601DateFormatter()
            let text: TerminalText =
                entries.isEmpty
                ? "no points yet: they come with paid orders"
                : Table.render(
                    header: ["WHEN", "POINTS", "REASON", "ORDER"],
                    rows: entries.map {
                        [
                            formatter.string(from: $0.at), ($0.delta > 0 ? "+" : "") + String($0.delta),
                            $0.reason.rawValue, $0.orderRef,
                        ]
                    })
            return CommandOutput(text: text, json: try MediatorValue(encoding: entries))
        }
    }

    /// A member's status, as `member show` and a `shop://member/show` link show it.
    static func text(_ status: MemberStatus) -> TerminalText {
        var text =
            "\(status.username): \(status.points) points · \(status.level.rawValue) · \(status.discountPercent)% discount"
        if let next = status.nextLevel, let missing = status.pointsToNextLevel {
            text += "\n\(missing) more points to \(next.rawValue)"
        }
        return TerminalText(text)
    }
}
