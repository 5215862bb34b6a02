import Foundation
import FuzzSupport
import Mediator

/// The properties of the rewrite table loader and of a mediator that applies a loaded table.
enum TableProperties {
    /// A mediator with no components: every call ends in not-found, naming the route it resolved to.
    static let mediator = Mediator()

    /// Loads `json`; a loaded table has no loops, writes back to JSON that loads to the same table,
    /// and the mediator resolves calls exactly as the table does.
    @discardableResult
    static func check(_ json: Data, _ loader: TableLoader) -> RewriteTable? {
        let table: RewriteTable
        do {
            table = try loader.load(json)
        } catch let error as MediatorError {
            guard case .invalidConfiguration(let reason) = error, !reason.isEmpty else {
                Property.fail("a bad rewrite table gave \(error), not invalidConfiguration with a reason")
                return nil
            }
            return nil
        } catch {
            Property.fail("loading a rewrite table threw \(error), not a MediatorError")
            return nil
        }
        for (from, to) in table.rules {
            Property.check(isRoute(from) && isRoute(to), "a loaded rule has a malformed route: \(from) -> \(to)")
            // No loops: following the rules from any route ends within as many steps as there are rules.
            var current = from
            var steps = 0
            while let next = table.rules[current] {
                steps += 1
                guard Property.check(steps <= table.rules.count, "the loaded table loops from \(from)") else { break }
                current = next
            }
            Property.check(table.resolve(target: from.target, action: from.action) == current, "resolve disagrees")
        }
        let written = write(table)
        guard let again = try? loader.load(Data(written.utf8)) else {
            Property.fail("a loaded table, written back, does not load: \(written)")
            return table
        }
        Property.check(again == table, "a loaded table, written back, loads differently: \(written)")
        checkMediator(applying: table)
        return table
    }

    /// Loads rules made from known texts and checks the verdict against an independent reading.
    static func checkMade(json: String, rules: [RuleMaker.WrittenRule], _ loader: TableLoader) {
        let table = check(Data(json.utf8), loader)
        guard let table else { return }
        var expected: [String: String] = [:]
        for rule in rules {
            Property.check(expected[rule.from] == nil, "\(json) has '\(rule.from)' twice but loaded")
            expected[rule.from] = rule.to
        }
        Property.check(
            Dictionary(uniqueKeysWithValues: table.rules.map { ($0.key.description, $0.value.description) })
                == expected,
            "\(json) loaded different rules: \(table.rules)")
    }

    /// The mediator applies the table to local calls: a call ends at the route the table resolves to.
    private static func checkMediator(applying table: RewriteTable) {
        mediator.setRewrites(table)
        defer { mediator.setRewrites(RewriteTable()) }
        for from in table.rules.keys.prefix(4) {
            let final = table.resolve(target: from.target, action: from.action)
            do {
                try mediator.perform(target: from.target, action: from.action)
                Property.fail("\(from) ran with no component linked")
                return
            } catch let error as MediatorError {
                Property.check(
                    error == .targetNotFound(target: final.target), "\(from) -> \(final) failed as \(error)")
            } catch {
                Property.fail("\(from) threw \(error), not a MediatorError")
            }
        }
    }

    private static func isRoute(_ route: RewriteTable.Route) -> Bool {
        isIdentifier(route.target, allowingAt: false) && isIdentifier(route.action, allowingAt: true)
    }

    private static func isIdentifier(_ text: String, allowingAt: Bool) -> Bool {
        guard let first = text.utf8.first, text.utf8.count <= 64, !(0x30...0x39).contains(first),
            first != UInt8(ascii: "@")
        else {
            return false
        }
        return text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "_") || (allowingAt && byte == UInt8(ascii: "@"))
        }
    }

    /// The table as the JSON its loader reads, rules sorted.
    static func write(_ table: RewriteTable) -> String {
        let entries = table.rules.sorted { $0.key.description < $1.key.description }.map {
            "{\"from\": \(RuleMaker.quoted($0.key.description)), \"to\": \(RuleMaker.quoted($0.value.description))}"
        }
        return "{\"schemaVersion\": 1, \"rewrites\": [\(entries.joined(separator: ", "))]}"
    }
}
