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
    /// Each rule's source with the route its chain ends at, found once when the table is built, so a
    /// call resolves with one lookup however long the chain.
    private let destinations: [Route: Route]

    /// An empty table.
    public init() {
        rules = [:]
        destinations = [:]
    }

    /// Builds a table from rules, following each chain once: linear in the number of rules.
    ///
    /// - Throws: `MediatorError.invalidConfiguration` when the rules contain a loop; the message names
    ///   the path from the first source (in `Target/action` order) that reaches it, e.g. `rewrite loop:
    ///   A/x -> B/y -> A/x`.
    public init(rules: [Route: Route]) throws {
        // Sources in a fixed order, so the loop reported does not depend on hashing.
        let sources = rules.keys.map { ($0.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        var destinations: [Route: Route] = [:]
        destinations.reserveCapacity(rules.count)
        // The chain being followed now, and each route's position in it: a route met again on the
        // same chain closes a loop. A route already in `destinations` ends the walk, its
        // destination known: every rule is followed once in all.
        var path: [Route] = []
        var onPath: [Route: Int] = [:]
        for source in sources where destinations[source] == nil {
            path.removeAll(keepingCapacity: true)
            onPath.removeAll(keepingCapacity: true)
            var current = source
            var final: Route?
            while final == nil {
                if let known = destinations[current] {
                    final = known
                } else if let start = onPath[current] {
                    throw MediatorError.invalidConfiguration(reason: Self.loopReason(path, from: start))
                } else if let next = rules[current] {
                    onPath[current] = path.count
                    path.append(current)
                    current = next
                } else {
                    final = current
                }
            }
            if let final {
                for route in path { destinations[route] = final }
            }
        }
        self.rules = rules
        self.destinations = destinations
    }

    /// The longest loop named route by route; a longer one is shortened in the middle.
    static let loopRoutesShown = 8

    /// `rewrite loop: A/x -> B/y -> A/x`, for the loop that starts at `path[start]`, with the source
    /// it was reached from when that is not on the loop.
    private static func loopReason(_ path: [Route], from start: Int) -> String {
        let loop = path[start...]
        var shown = loop.map(\.description)
        if shown.count > loopRoutesShown {
            let hidden = shown.count - (loopRoutesShown - 1)
            shown = shown.prefix(loopRoutesShown - 2) + ["… \(hidden) more …", shown[shown.count - 1]]
        }
        let reached = start == 0 ? "" : " (reached from \(path[0]), \(start) rule\(start == 1 ? "" : "s") before it)"
        return "rewrite loop: \((shown + [path[start].description]).joined(separator: " -> "))\(reached)"
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

    /// Whether two tables have the same rules (their destinations follow from them).
    public static func == (lhs: RewriteTable, rhs: RewriteTable) -> Bool { lhs.rules == rhs.rules }

    /// Whether the table has no rules.
    public var isEmpty: Bool { rules.isEmpty }

    /// The final route for `target`/`action` after following every rule: one lookup.
    public func resolve(target: String, action: String) -> Route {
        let requested = Route(target: target, action: action)
        return destinations[requested] ?? requested
    }
}
