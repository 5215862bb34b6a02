import Foundation

/// Helpers for repo-relative paths (always `/`-separated, no `./` prefix, `.` for the root).
public enum RepoPath {
    /// Normalizes a repo-relative path: drops `./`, duplicate and trailing slashes; empty becomes `.`.
    public static func normalize(_ path: String) -> String {
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(String(part))
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Joins a repo-relative directory and a relative path.
    public static func join(_ directory: String, _ path: String) -> String {
        directory == "." ? normalize(path) : normalize(directory + "/" + path)
    }

    /// The path of `absolute` relative to `base` (both absolute, standardized), using `..` as needed.
    public static func relative(_ absolute: String, to base: String) -> String {
        let target = absolute.split(separator: "/").map(String.init)
        let origin = base.split(separator: "/").map(String.init)
        var common = 0
        while common < target.count && common < origin.count && target[common] == origin[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: origin.count - common)
        let rest = Array(target[common...])
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` equals `prefix` or lies under it.
    public static func isUnder(_ path: String, prefix: String) -> Bool {
        let prefix = normalize(prefix)
        if prefix == "." { return true }
        return path == prefix || path.hasPrefix(prefix + "/")
    }
}

extension RepoPath {
    /// Resolves a relative path against an absolute, standardized base directory.
    public static func absolute(_ path: String, base: String) -> String {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL.path }
        return URL(fileURLWithPath: base + "/" + path).standardizedFileURL.path
    }
}
