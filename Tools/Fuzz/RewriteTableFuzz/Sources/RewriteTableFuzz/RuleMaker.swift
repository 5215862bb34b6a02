import FuzzSupport

/// Builds rewrite-table JSON from fuzzer bytes over a small alphabet of routes, so chains, loops and
/// duplicates are common, plus the occasional malformed route, field or schema version.
enum RuleMaker {
    /// A rule as written in the file: `from` and `to` texts.
    struct WrittenRule {
        let from: String
        let to: String
    }

    static let targets = ["A", "B", "Goods", "goods", "_x", "T9"]
    static let actions = ["a", "b", "list", "listV2", "show@member", "x_1"]
    static let malformed = ["A", "A/", "/a", "A/b/c", "1A/a", "A/a b", "A/@", "A/é", "", "A//a", "A/a@@b"]

    static func make(_ input: inout FuzzInput) -> (json: String, rules: [WrittenRule]) {
        var rules: [WrittenRule] = []
        for _ in 0..<input.int(in: 0...12) {
            rules.append(WrittenRule(from: route(&input), to: route(&input)))
        }
        let entries = rules.map { rule -> String in
            switch input.int(in: 0...15) {
            case 0: return "{\"from\": \(quoted(rule.from))}"
            case 1: return "{\"from\": \(quoted(rule.from)), \"to\": 3}"
            case 2: return "\(quoted(rule.from))"
            default: return "{\"from\": \(quoted(rule.from)), \"to\": \(quoted(rule.to))}"
            }
        }
        var fields = ["\"rewrites\": [\(entries.joined(separator: ", "))]"]
        switch input.int(in: 0...7) {
        case 0: fields.append("\"schemaVersion\": 2")
        case 1: fields.append("\"schemaVersion\": \"1\"")
        case 2, 3: fields.append("\"schemaVersion\": 1")
        default: break
        }
        return ("{\(fields.joined(separator: ", "))}", rules)
    }

    private static func route(_ input: inout FuzzInput) -> String {
        input.int(in: 0...15) == 0 ? input.pick(malformed) : "\(input.pick(targets))/\(input.pick(actions))"
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
