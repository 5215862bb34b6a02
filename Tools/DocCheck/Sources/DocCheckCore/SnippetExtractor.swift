import Foundation

/// Turns the Swift code blocks of a DocC article into one source file to typecheck.
///
/// Every block fenced as ```` ```swift ```` is taken, in order, except manifest excerpts (a block
/// whose first line is `// Package.swift`), which need PackageDescription. Each block is preceded
/// by a `#sourceLocation` directive, so a compiler error names the article and the line in it.
public enum SnippetExtractor {
    /// The blocks' code, or nil when the article has no block to check.
    public static func source(ofArticle text: String, path: String) -> (source: String, blockCount: Int)? {
        var output = ""
        var blockCount = 0
        var block: [Substring]?
        var blockStart = 0
        let escapedPath = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var lines = block {
                if trimmed == "```" {
                    if lines.first.map({ !$0.trimmingCharacters(in: .whitespaces).hasPrefix("// Package.swift") })
                        ?? false
                    {
                        output += "#sourceLocation(file: \"\(escapedPath)\", line: \(blockStart + 1))\n"
                        output += lines.joined(separator: "\n") + "\n"
                        blockCount += 1
                    }
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
            } else if trimmed == "```swift" {
                block = []
                blockStart = index + 1
            }
        }
        guard blockCount > 0 else { return nil }
        return (output + "#sourceLocation()\n", blockCount)
    }
}
