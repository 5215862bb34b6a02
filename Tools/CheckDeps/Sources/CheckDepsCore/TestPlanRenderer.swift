import Foundation

/// Renders a `TestPlan` as a table, as the versioned JSON document, or as tab-separated lines for
/// the test runner.
public enum TestPlanRenderer {
    private struct Document: Encodable {
        var schemaVersion: Int
        var base: String?
        var baseRevision: String?
        var cached: Bool
        var shard: TestPlan.Shard?
        var toolchain: String
        var notes: [String]
        var packages: [TestPlan.Entry]
        var summary: Summary
    }

    private struct Summary: Encodable {
        var tested: Int
        var skipped: Int
        var estimatedSeconds: Double
    }

    /// Renders `plan` in `format`, ending with a newline.
    public static func render(_ plan: TestPlan, format: TestPlanOptions.Format) throws -> String {
        switch format {
        case .text: return text(plan)
        case .json: return try json(plan)
        case .tsv: return tsv(plan)
        }
    }

    /// The JSON document: the plan plus a summary, pretty-printed with sorted keys.
    ///
    /// `{"schemaVersion": 1, "base", "baseRevision", "cached", "shard": {"index", "count"},
    /// "toolchain", "notes": [...], "packages": [{"order", "id", "name", "path", "kind", "action",
    /// "reason", "estimatedSeconds", "measured", "inputHash", "shard"}],
    /// "summary": {"tested", "skipped", "estimatedSeconds"}}`
    public static func json(_ plan: TestPlan) throws -> String {
        let tested = plan.tested.count
        let document = Document(
            schemaVersion: plan.schemaVersion, base: plan.base, baseRevision: plan.baseRevision, cached: plan.cached,
            shard: plan.shard, toolchain: plan.toolchain, notes: plan.notes, packages: plan.packages,
            summary: Summary(
                tested: tested, skipped: plan.packages.count - tested,
                estimatedSeconds: (plan.estimatedSeconds * 1000).rounded() / 1000))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    /// One line per unit (`unit  action  id  name  path  kind  hash  tests  reason`) and per note
    /// (`note  text`), tab-separated; `tests` is the `swift test` selection argument of a part of a
    /// split suite (`--filter=…` or `--skip=…`), else `-`.
    public static func tsv(_ plan: TestPlan) -> String {
        var lines = plan.notes.map { "note\t" + clean($0) }
        for entry in plan.packages {
            lines.append(
                [
                    "unit", entry.action.rawValue, entry.id, entry.name, entry.path, entry.kind.rawValue,
                    entry.inputHash, entry.tests?.argument ?? "-",
                    clean(entry.reason),
                ].joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A table: order, action, name, estimated seconds, reason; then notes and a summary line.
    public static func text(_ plan: TestPlan) -> String {
        let width = max(20, plan.packages.map(\.name.count).max() ?? 0)
        var lines = [
            pad("#", 4) + "  " + pad("action", 6) + "  " + pad("package", width) + "  " + pad("est.", 8) + "  reason"
        ]
        for entry in plan.packages {
            let estimate = String(format: "%.1fs", entry.estimatedSeconds) + (entry.measured ? "" : "?")
            var tests = ""
            if let selection = entry.tests {
                let count = selection.classes.count
                tests =
                    " (\(selection.mode == .only ? "only" : "all but") \(count) test class\(count == 1 ? "" : "es"))"
            }
            lines.append(
                pad(String(entry.order), 4, right: true) + "  " + pad(entry.action.rawValue, 6) + "  "
                    + pad(entry.name, width) + "  " + pad(estimate, 8, right: true) + "  "
                    + (entry.action == .test ? "tested: " : "skipped: ") + entry.reason + tests)
        }
        lines += plan.notes.map { "note: " + $0 }
        var summary = "plan: \(plan.tested.count) of \(plan.packages.count) units to test, estimated "
        summary += String(format: "%.0f s", plan.estimatedSeconds)
        if let base = plan.base, let revision = plan.baseRevision {
            summary += "; changes since \(base) (\(revision.prefix(7)))"
        }
        if let shard = plan.shard { summary += "; shard \(shard.index)/\(shard.count)" }
        if plan.cached { summary += "; green runs cached" }
        if plan.packages.contains(where: { !$0.measured }) { summary += " (? = no recorded time, average used)" }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func clean(_ text: String) -> String {
        text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return right ? padding + text : text + padding
    }
}
