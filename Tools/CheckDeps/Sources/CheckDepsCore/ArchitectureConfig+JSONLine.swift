extension ArchitectureConfig.Package {
    /// The package as one line of `architecture.json`, the file's layout: `{ "name": …, "path": …,
    /// "layer": …, "kind": … }`, then `component`, `links`, `launch` and `remote` where set.
    ///
    /// `check-deps init` writes every package so, and `check-deps register` adds packages so.
    var jsonLine: String {
        var fields = [
            "\"name\": \(Self.quoted(name))", "\"path\": \(Self.quoted(path))",
            "\"layer\": \(Self.quoted(layer))", "\"kind\": \(Self.quoted(kind.rawValue))",
        ]
        if let component { fields.append("\"component\": \(Self.quoted(component))") }
        if let links { fields.append("\"links\": \(Self.list(links))") }
        if let launch { fields.append("\"launch\": \(launch)") }
        if let remote { fields.append("\"remote\": \(remote)") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// `["a", "b"]`.
    static func list(_ values: [String]) -> String {
        "[" + values.map(quoted).joined(separator: ", ") + "]"
    }

    /// A JSON string literal of `value`.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
