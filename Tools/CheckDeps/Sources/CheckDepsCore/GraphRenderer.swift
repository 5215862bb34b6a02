/// Renders the package graph as Mermaid or Graphviz DOT, with layers as clusters and violating
/// edges (those named by an error finding) drawn red.
public enum GraphRenderer {
    /// The supported graph formats.
    public enum Format: String, Sendable {
        /// A Mermaid `flowchart`.
        case mermaid
        /// A Graphviz `digraph`.
        case dot
    }

    /// Renders the report's package graph in `format`.
    public static func render(_ report: CheckReport, format: Format) -> String {
        switch format {
        case .mermaid: return mermaid(report)
        case .dot: return dot(report)
        }
    }

    /// Layers top to bottom, each with its packages; packages without a layer go in "unlayered".
    private static func clusters(_ report: CheckReport) -> [(layer: String, packages: [String])] {
        let order = Array(ArchitectureConfig.standardLayers.reversed()) + ["unlayered"]
        return order.compactMap { layer in
            let names = report.packages.filter { ($0.layer ?? "unlayered") == layer }.map(\.name).sorted()
            return names.isEmpty ? nil : (layer, names)
        }
    }

    private static func mermaid(_ report: CheckReport) -> String {
        var lines = ["flowchart TB"]
        for cluster in clusters(report) {
            lines.append("  subgraph \(cluster.layer)")
            for name in cluster.packages {
                lines.append("    \(identifier(name))[\"\(name)\"]")
            }
            lines.append("  end")
        }
        let violating = report.violatingEdges
        var redIndices: [Int] = []
        for (index, edge) in report.edges.enumerated() {
            lines.append("  \(identifier(edge.from)) --> \(identifier(edge.to))")
            if violating.contains(edge) { redIndices.append(index) }
        }
        if !redIndices.isEmpty {
            lines.append(
                "  linkStyle \(redIndices.map(String.init).joined(separator: ",")) stroke:red,stroke-width:3px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dot(_ report: CheckReport) -> String {
        var lines = ["digraph packages {", "  rankdir=TB;", "  node [shape=box];"]
        for cluster in clusters(report) {
            lines.append("  subgraph cluster_\(cluster.layer) {")
            lines.append("    label=\"\(cluster.layer)\";")
            for name in cluster.packages {
                lines.append("    \"\(name)\";")
            }
            lines.append("  }")
        }
        let violating = report.violatingEdges
        for edge in report.edges {
            let style = violating.contains(edge) ? " [color=red, penwidth=2]" : ""
            lines.append("  \"\(edge.from)\" -> \"\(edge.to)\"\(style);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func identifier(_ name: String) -> String {
        "p_"
            + String(
                name.unicodeScalars.map { scalar in
                    (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) && scalar.isASCII
                        ? Character(scalar) : "_"
                })
    }
}
