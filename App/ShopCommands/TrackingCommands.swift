import Foundation
import Mediator
import TrackingMediator

/// `shop tracking report|export`.
enum TrackingCommands {
    static let specs: [CommandSpec] = [
        CommandSpec(
            ["tracking", "report"], "Calls and events: counts, error rate, p50/p95 durations",
            options: [.value("--since", "MINUTES", "only the last MINUTES minutes")], run: report),
        CommandSpec(
            ["tracking", "export"], "Every recorded call and event as JSON Lines",
            options: [.value("--output", "FILE", "write to FILE instead of standard output")], run: export),
    ]

    static func since(_ call: Invocation) throws -> Date? {
        guard call.option("--since") != nil else { return nil }
        let minutes = try call.int("--since", default: 0, in: 1...525_600)
        return call.mediator.context.clock.now().addingTimeInterval(-Double(minutes) * 60)
    }

    static func report(_ call: Invocation) async throws -> CommandOutput {
        let report = try call.mediator.tracking.report(since: try since(call))
        func micros(_ value: Int?) -> String { value.map { String(format: "%.2f ms", Double($0) / 1000) } ?? "-" }
        var lines = [
            "dispatches: \(report.dispatchCount) · errors: \(report.errorCount) (\(String(format: "%.1f", report.errorRate * 100))%) · p50 \(micros(report.p50Micros)) · p95 \(micros(report.p95Micros))",
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
                "", Table.render(header: ["EVENT", "COUNT"], rows: report.events.map { [$0.name, String($0.count)] }),
            ]
        }
        return CommandOutput(text: lines.joined(separator: "\n"), json: try MediatorValue(encoding: report))
    }

    static func export(_ call: Invocation) async throws -> CommandOutput {
        if let output = call.option("--output") {
            let file = try call.mediator.tracking.export(to: output)
            return .message("wrote \(file.lines) records to \(file.path)", try MediatorValue(encoding: file))
        }
        let text = try call.mediator.tracking.exportText()
        return CommandOutput(text: text.hasSuffix("\n") ? String(text.dropLast()) : text, json: .string(text))
    }
}
