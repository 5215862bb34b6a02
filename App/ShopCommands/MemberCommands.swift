import Foundation
import Mediator
import MemberMediator

/// `shop member show|history`.
enum MemberCommands {
    static let specs: [CommandSpec] = [
        CommandSpec(["member", "show"], "Your points, level and discount", run: show),
        CommandSpec(
            ["member", "history"], "Points earned and reversed, newest first",
            options: [.value("--limit", "N", "at most N entries, 1-1000")], run: history),
    ]

    static func show(_ call: Invocation) async throws -> CommandOutput {
        let status = try call.mediator.member.show(username: try call.user())
        var text =
            "\(status.username): \(status.points) points · \(status.level.rawValue) · \(status.discountPercent)% discount"
        if let next = status.nextLevel, let missing = status.pointsToNextLevel {
            text += "\n\(missing) more points to \(next.rawValue)"
        }
        return CommandOutput(text: text, json: try MediatorValue(encoding: status))
    }

    static func history(_ call: Invocation) async throws -> CommandOutput {
        let limit = call.option("--limit") == nil ? nil : try call.int("--limit", default: 100, in: 1...1000)
        let entries = try call.mediator.member.history(username: try call.user(), limit: limit)
        let formatter = ISO8601DateFormatter()
        let text =
            entries.isEmpty
            ? "no points yet: they come with paid orders"
            : Table.render(
                header: ["WHEN", "POINTS", "REASON", "ORDER"],
                rows: entries.map {
                    [
                        formatter.string(from: $0.at), ($0.delta > 0 ? "+" : "") + String($0.delta), $0.reason.rawValue,
                        $0.orderRef,
                    ]
                })
        return CommandOutput(text: text, json: try MediatorValue(encoding: entries))
    }
}
