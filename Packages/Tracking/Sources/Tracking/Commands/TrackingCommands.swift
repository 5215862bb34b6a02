import CommandKit
import ComponentCommands
import Foundation
import Mediator
import TrackingMediator

/// `shop tracking report|export`.
enum TrackingCommands {
    static let commands: [any ComponentCommand.Type] = [Report.self, Export.self]

    struct Report: ComponentCommand {
        static let configuration = CommandConfiguration(
            "tracking", "report", summary: "Calls and events: counts, error rate, p50/p95 durations")

        @Option(
            help: "only the last MINUTES minutes", absent: "everything recorded",
            value: .int(in: 1...525_600, name: "MINUTES")
        )
        var since: Int?

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let start = since.map { context.mediator.context.clock.now().addingTimeInterval(-Double($0) * 60) }
            let report = try context.mediator.tracking.report(since: start)
            func micros(_ value: Int?) -> String { value.map { String(format: "%.2f ms", Double($0) / 1000) } ?? "-" }
            var lines: [TerminalText] = [
                TerminalText(
                    "dispatches: \(report.dispatchCount) · errors: \(report.errorCount) (\(String(format: "%.1f", report.errorRate * 100))%) · p50 \(micros(report.p50Micros)) · p95 \(micros(report.p95Micros))"
                ),
                "",
                Table.render(
                    header: ["TARGET", "ACTION", "CALLS", "ERRORS", "P50", "P95"],
                    rows: report.dispatches.map {
                        [
                            $0.target, $0.action, String($0.count), String($0.errors), micros($0.p50Micros),
                            micros($0.p95Micros),
                        ]
                    }),
            ]
            if !report.events.isEmpty {
                lines += [
                    "",
                    Table.render(header: ["EVENT", "COUNT"], rows: report.events.map { [$0.name, String($0.count)] }),
                ]
            }
            return CommandOutput(text: lines.joined(separator: "\n"), json: try MediatorValue(encoding: report))
        }
    }

    struct Export: ComponentCommand {
        static let configuration = CommandConfiguration(
            "tracking", "export", summary: "Every recorded call and event as JSON Lines")

        @Option(help: "write to FILE", absent: "standard output", value: .file())
        var output: String?

        func run(_ context: CommandContext) async throws -> CommandOutput {
            if let output {
                let file = try context.mediator.tracking.export(to: output)
                return .message("wrote \(file.lines) records to \(file.path)", try MediatorValue(encoding: file))
            }
            let text = try context.mediator.tracking.exportText()
            return CommandOutput(
                text: TerminalText(text.hasSuffix("\n") ? String(text.dropLast()) : text), json: .string(text))
        }
    }
}
