import Foundation
import Mediator

/// What the properties drive: a rewrite table file to a `RewriteTable`. `real` is
/// `RewriteTable(jsonData:)`; the planted bug is a stand-in that wraps it.
struct TableLoader: Sendable {
    let load: @Sendable (Data) throws -> RewriteTable

    static let real = TableLoader { try RewriteTable(jsonData: $0) }

    /// A planted bug: a table the real loader refuses is loaded again without its repeated `from`
    /// routes (the last one wins), as a loader without the duplicate check would.
    static let duplicatesAccepted = TableLoader { data in
        do {
            return try RewriteTable(jsonData: data)
        } catch {
            guard var file = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let rules = file["rewrites"] as? [[String: Any]]
            else { throw error }
            var seen: Set<String> = []
            var kept: [[String: Any]] = []
            for rule in rules.reversed() where seen.insert("\(rule["from"] ?? "")").inserted {
                kept.insert(rule, at: 0)
            }
            guard kept.count < rules.count else { throw error }
            file["rewrites"] = kept
            return try RewriteTable(jsonData: JSONSerialization.data(withJSONObject: file))
        }
    }
}
