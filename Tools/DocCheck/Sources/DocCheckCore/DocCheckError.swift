/// A problem that stops doc-check before it can report (exit code 2).
public enum DocCheckError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The command line was not understood.
    case usage(String)
    /// A file could not be read or written.
    case io(path: String, reason: String)
    /// A symbol graph file is not one.
    case invalidSymbolGraph(path: String)

    /// A one-line message a user can act on.
    public var description: String {
        switch self {
        case .usage(let message):
            return "\(message) (usage: doc-check coverage DIR... | doc-check snippets ARTICLE.md)"
        case .io(let path, let reason):
            return "cannot access \(path): \(reason)"
        case .invalidSymbolGraph(let path):
            return "\(path) is not a symbol graph (expected a JSON object with \"module\" and \"symbols\")"
        }
    }
}
