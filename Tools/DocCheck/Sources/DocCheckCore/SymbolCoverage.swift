import Foundation

/// Which public symbols of a symbol graph lack a documentation comment.
///
/// A symbol counts as documented when its doc comment's first non-empty line (the summary) has
/// text. Synthesized members (`::SYNTHESIZED::` in their identifier, such as `!=` from
/// `Equatable`) are the compiler's, not the author's, and are skipped.
public struct SymbolCoverage: Equatable, Sendable {
    /// A public symbol without a summary.
    public struct Gap: Equatable, Sendable {
        /// The module of the symbol graph.
        public var module: String
        /// The symbol's path, e.g. `Params.int(_:)`.
        public var path: String
        /// The symbol kind, e.g. `method`.
        public var kind: String
        /// Where it is declared (`file:line`), when the graph says.
        public var location: String?

        /// Creates a gap.
        public init(module: String, path: String, kind: String, location: String?) {
            self.module = module
            self.path = path
            self.kind = kind
            self.location = location
        }
    }

    /// Symbols examined (public and open, synthesized ones excluded).
    public var symbolCount: Int
    /// Symbols without a summary, sorted by module and path.
    public var gaps: [Gap]

    /// Reads every `*.symbols.json` in the given directories.
    public static func measure(directories: [String]) throws -> SymbolCoverage {
        var total = SymbolCoverage(symbolCount: 0, gaps: [])
        for directory in directories {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory)
            } catch {
                throw DocCheckError.io(path: directory, reason: "not a readable directory")
            }
            for name in names.sorted() where name.hasSuffix(".symbols.json") {
                let path = directory + "/" + name
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw DocCheckError.io(path: path, reason: "cannot be read")
                }
                let coverage = try measure(symbolGraph: data, path: path)
                total.symbolCount += coverage.symbolCount
                total.gaps += coverage.gaps
            }
        }
        total.gaps.sort { ($0.module, $0.path, $0.kind) < ($1.module, $1.path, $1.kind) }
        return total
    }

    /// Measures one symbol graph; `path` names it in errors.
    public static func measure(symbolGraph data: Data, path: String) throws -> SymbolCoverage {
        guard let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let module = (graph["module"] as? [String: Any])?["name"] as? String,
            let symbols = graph["symbols"] as? [[String: Any]]
        else { throw DocCheckError.invalidSymbolGraph(path: path) }
        var coverage = SymbolCoverage(symbolCount: 0, gaps: [])
        for symbol in symbols {
            let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
            let access = symbol["accessLevel"] as? String ?? ""
            guard !identifier.contains("::SYNTHESIZED::"), access == "public" || access == "open" else { continue }
            coverage.symbolCount += 1
            guard !hasSummary(symbol) else { continue }
            let kind = ((symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "symbol")
                .replacingOccurrences(of: "swift.", with: "")
            let components = symbol["pathComponents"] as? [String] ?? []
            coverage.gaps.append(
                Gap(module: module, path: components.joined(separator: "."), kind: kind, location: location(of: symbol))
            )
        }
        return coverage
    }

    private static func hasSummary(_ symbol: [String: Any]) -> Bool {
        guard let lines = (symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] else { return false }
        let texts = lines.compactMap { $0["text"] as? String }
        guard let summary = texts.first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            return false
        }
        // A comment that opens with a field such as `- Parameter x:` has no summary line.
        return !summary.trimmingCharacters(in: .whitespaces).hasPrefix("- ")
    }

    private static func location(of symbol: [String: Any]) -> String? {
        guard let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String else {
            return nil
        }
        let file = URL(string: uri)?.path ?? uri
        let line = ((location["position"] as? [String: Any])?["line"] as? Int).map { $0 + 1 }
        return line.map { "\(file):\($0)" } ?? file
    }
}
