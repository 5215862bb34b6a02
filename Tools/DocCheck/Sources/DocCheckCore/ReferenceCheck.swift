import Foundation

/// Finds references to documents that do not exist: a Markdown link to a missing file or heading,
/// a file name such as `GUIDE.md` that names no file of the repository, or a numbered section
/// (`ARCHITECTURE.md §3`) the document does not have.
///
/// A repository that cites a document outside itself leaves its readers with a dead end, so every
/// tracked text file is read: Markdown, Swift sources and comments, scripts.
public enum ReferenceCheck {
    /// One reference that leads nowhere.
    public struct Problem: Equatable, Sendable, CustomStringConvertible {
        /// The citing file, relative to the repository.
        public var file: String
        /// 1-based line of the reference.
        public var line: Int
        /// What is missing.
        public var message: String

        /// `file:line: error: message`.
        public var description: String { "\(file):\(line): error: \(message)" }
    }

    /// Checks `files` (paths relative to `root`); `exists` answers for any repository-relative path,
    /// and `contents` gives a document's text (for its headings).
    public static func problems(
        in files: [String], root: String, read: (String) -> String?, exists: (String) -> Bool
    ) -> [Problem] {
        var problems: [Problem] = []
        var headings: [String: (slugs: Set<String>, numbers: Set<String>)] = [:]
        func sections(of document: String) -> (slugs: Set<String>, numbers: Set<String>) {
            if let known = headings[document] { return known }
            let found = Self.headings(in: read(document) ?? "")
            headings[document] = found
            return found
        }
        let allFiles = Set(files)
        for file in files {
            guard let text = read(file) else { continue }
            let directory = (file as NSString).deletingLastPathComponent
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                for link in markdownLinks(in: line) where file.hasSuffix(".md") {
                    let (path, anchor) = split(link)
                    let target = path.isEmpty ? file : normalize(directory, path)
                    guard path.isEmpty || exists(target) else {
                        problems.append(Problem(file: file, line: index + 1, message: "link to \(path): no such file"))
                        continue
                    }
                    if let anchor, target.hasSuffix(".md"), !sections(of: target).slugs.contains(anchor) {
                        problems.append(
                            Problem(
                                file: file, line: index + 1,
                                message: "link to \(path.isEmpty ? "" : path)#\(anchor): \(target) has no such heading")
                        )
                    }
                }
                // In Swift, only comments cite documents; string literals are data (test inputs).
                let prose = file.hasSuffix(".swift") ? comment(in: line) : line
                for mention in documentMentions(in: prose) where !placeholders.contains(stem(mention.name)) {
                    guard let target = resolve(mention.name, from: directory, files: allFiles, exists: exists) else {
                        problems.append(
                            Problem(
                                file: file, line: index + 1,
                                message: "\(mention.name) is not a file of this repository"))
                        continue
                    }
                    if let section = mention.section, !sections(of: target).numbers.contains(section) {
                        problems.append(
                            Problem(
                                file: file, line: index + 1,
                                message: "\(mention.name) §\(section): \(target) has no section \(section)"))
                    }
                }
            }
        }
        return problems
    }

    /// Upper-case names that usage lines use for "a document of yours" (`doc-check snippets ARTICLE.md`).
    static let placeholders: Set<String> = ["ARTICLE", "FILE", "NAME", "GUIDE", "DOC", "PATH"]

    private static func stem(_ name: String) -> String {
        String(((name as NSString).lastPathComponent as NSString).deletingPathExtension)
    }

    /// The comment on a Swift line (after `//`), or nothing.
    static func comment(in line: String) -> String {
        var searchFrom = line.startIndex
        var found: Range<String.Index>?
        while let slashes = line.range(of: "//", range: searchFrom..<line.endIndex) {
            // `scheme://` is a URL, not a comment.
            if slashes.lowerBound > line.startIndex, line[line.index(before: slashes.lowerBound)] == ":" {
                searchFrom = slashes.upperBound
                continue
            }
            found = slashes
            break
        }
        guard let slashes = found else { return "" }
        let before = line[..<slashes.lowerBound]
        // `//` inside a string literal (a URL) is not a comment.
        guard before.filter({ $0 == "\"" }).count % 2 == 0 else { return "" }
        return String(line[slashes.upperBound...])
    }

    /// Every `](target)` of a Markdown link on `line`, except web and mail addresses.
    static func markdownLinks(in line: String) -> [String] {
        var links: [String] = []
        var rest = line[...]
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let target = after[..<close].trimmingCharacters(in: .whitespaces)
            rest = after[close...]
            if target.isEmpty || target.contains("://") || target.hasPrefix("mailto:") || target.contains(" ") {
                continue
            }
            links.append(target)
        }
        return links
    }

    /// A document named in text: `NAME.md`, optionally followed by `§N`.
    struct Mention: Equatable {
        var name: String
        var section: String?
    }

    /// Names ending in `.md` that stand as words on `line` (not inside a link target, not made of
    /// a shell variable or a pattern), with the section number that follows them, if any.
    static func documentMentions(in line: String) -> [Mention] {
        let characters = Array(line)
        var mentions: [Mention] = []
        func isNameCharacter(_ c: Character) -> Bool {
            c.isLetter || c.isNumber || "_-./".contains(c)
        }
        var index = 0
        while index < characters.count {
            guard isNameCharacter(characters[index]), index == 0 || !isNameCharacter(characters[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count && isNameCharacter(characters[end]) { end += 1 }
            var word = String(characters[index..<end])
            let before = index > 0 ? characters[index - 1] : " "
            index = end
            while word.hasSuffix(".") { word.removeLast() }
            // `(` opens a link's target (checked as a link), `:` a URL's path; `$`, `*` and `{` a pattern.
            guard word.hasSuffix(".md"), word.count > 3, !"$*{<(:".contains(before) else { continue }
            if end < characters.count, "$*{}<>".contains(characters[end]) { continue }
            var section: String?
            var cursor = end
            while cursor < characters.count, characters[cursor] == "`" || characters[cursor] == " " { cursor += 1 }
            if cursor < characters.count, characters[cursor] == "§" {
                var digits = ""
                cursor += 1
                while cursor < characters.count, characters[cursor].isNumber {
                    digits.append(characters[cursor])
                    cursor += 1
                }
                if !digits.isEmpty { section = digits }
            }
            mentions.append(Mention(name: word, section: section))
        }
        return mentions
    }

    /// The repository file `name` stands for: relative to the citing folder, to the root, or the
    /// one tracked file whose path ends with it.
    static func resolve(_ name: String, from directory: String, files: Set<String>, exists: (String) -> Bool)
        -> String?
    {
        let candidates = [normalize(directory, name), normalize("", name)]
        if let found = candidates.first(where: exists) { return found }
        let suffix = "/" + name
        return files.first { $0.hasSuffix(suffix) }
    }

    /// The headings of a Markdown document: their anchors (as GitHub makes them) and their leading
    /// section numbers (`## 3. The rules` gives "3").
    static func headings(in text: String) -> (slugs: Set<String>, numbers: Set<String>) {
        var slugs: Set<String> = []
        var numbers: Set<String> = []
        var fenced = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            slugs.insert(slug(title))
            let digits = title.prefix { $0.isNumber }
            if !digits.isEmpty, title.dropFirst(digits.count).first == "." { numbers.insert(String(digits)) }
        }
        return (slugs, numbers)
    }

    /// GitHub's anchor for a heading: lowercased, punctuation dropped, spaces as hyphens.
    static func slug(_ title: String) -> String {
        var slug = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            } else if character == " " {
                slug.append("-")
            }
        }
        return slug
    }

    private static func split(_ link: String) -> (path: String, anchor: String?) {
        guard let hash = link.firstIndex(of: "#") else { return (link, nil) }
        return (String(link[..<hash]), String(link[link.index(after: hash)...]))
    }

    /// `directory/path` with `.` and `..` resolved, relative to the repository.
    static func normalize(_ directory: String, _ path: String) -> String {
        var parts: [Substring] = path.hasPrefix("/") ? [] : directory.split(separator: "/")
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
