import Foundation

/// A dynamic-dispatch table `(target, action) -> (target, action)`, applied to both entries.
///
/// Loaded at launch from JSON: `{"schemaVersion": 1, "rewrites": [{"from": "Goods/list", "to":
/// "Goods/listV2"}]}`. Rules chain (a -> b -> c resolves a to c); loops are rejected when the
/// table is built. A rewrite never widens remote access: the remote entry still checks both the
/// requested and the final action.
public struct RewriteTable: Sendable, Equatable {
    /// A target/action pair, written `Target/action`.
    public struct Route: Hashable, Sendable, CustomStringConvertible {
        /// The target name.
        public let target: String
        /// The action name.
        public let action: String

        /// Creates a route from its parts.
        public init(target: String, action: String) {
            self.target = target
            self.action = action
        }

        /// Parses `Target/action`; both parts must be identifiers (an action may carry `@state`).
        public init(parsing text: String) throws {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, RemoteRequest.isIdentifier(parts[0]),
                RemoteRequest.isIdentifier(parts[1], allowing: "@")
            else {
                throw MediatorError.invalidConfiguration(reason: "rewrite route '\(text)' is not 'Target/action'")
            }
            self.init(target: String(parts[0]), action: String(parts[1]))
        }

        /// `Target/action`.
        public var description: String { "\(target)/\(action)" }
    }

    /// The rules, from requested route to replacement.
    public let rules: [Route: Route]

    /// An empty table.
    public init() { rules = [:] }

    /// Builds a table from rules.
    ///
    /// - Throws: `MediatorError.invalidConfiguration` when the rules contain a loop.
    public init(rules: [Route: Route]) throws {
        for start in rules.keys.sorted(by: { $0.description < $1.description }) {
            var seen: [Route] = [start]
            var current = start
            while let next = rules[current] {
                if seen.contains(next) {
                    let loop = (seen + [next]).map(\.description).joined(separator: " -> ")
                    throw MediatorError.invalidConfiguration(reason: "rewrite loop: \(loop)")
                }
                seen.append(next)
                current = next
            }
        }
        self.rules = rules
    }

    /// Parses the JSON form.
    ///
    /// - Throws: `MediatorError.invalidConfiguration` naming what is wrong.
    public init(jsonData: Data) throws {
        guard case .object(let root) = try? JSONDecoder().decode(MediatorValue.self, from: jsonData) else {
            throw MediatorError.invalidConfiguration(reason: "rewrite table is not a JSON object")
        }
        if let version = root["schemaVersion"], version != .int(1) {
            throw MediatorError.invalidConfiguration(reason: "rewrite table schemaVersion must be 1")
        }
        guard case .array(let entries) = root["rewrites"] ?? .array([]) else {
            throw MediatorError.invalidConfiguration(reason: "'rewrites' must be an array")
        }
        var rules: [Route: Route] = [:]
        for (index, entry) in entries.enumerated() {
            guard case .string(let from) = entry["from"] ?? .null, case .string(let to) = entry["to"] ?? .null else {
                throw MediatorError.invalidConfiguration(
                    reason: "rewrite #\(index + 1) needs string fields 'from' and 'to'")
            }
            let source = try Route(parsing: from)
            if rules[source] != nil {
                throw MediatorError.invalidConfiguration(reason: "rewrite for \(from) is listed twice")
            }
            rules[source] = try Route(parsing: to)
        }
        try self.init(rules: rules)
    }

    /// Whether the table has no rules.
    public var isEmpty: Bool { rules.isEmpty }

    /// The final route for `target`/`action` after following every rule.
    public func resolve(target: String, action: String) -> Route {
        var current = Route(target: target, action: action)
        while let next = rules[current] { current = next }
        return current
    }
}
