import Foundation

/// Lists the files of a repository that count as inputs: in a git work tree, the tracked and the
/// untracked-but-not-ignored files (so build products and caches never count); elsewhere, every file
/// except build directories, VCS metadata and Python caches.
public enum RepositoryFiles {
    private static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "__pycache__", ".hg", ".svn"]
    private static let skippedFiles: Set<String> = [".DS_Store"]

    /// Repo-relative paths of the input files under `root`, sorted; only files that exist.
    public static func list(root: URL) -> [String] {
        if let listed = gitListing(root: root) { return listed }
        return walk(root: root)
    }

    /// The files git knows of (tracked, or untracked and not ignored), or nil outside a work tree.
    static func gitListing(root: URL) -> [String]? {
        guard let git = ExternalCommand.find("git"),
            let result = try? git.run(["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: root.path),
            result.status == 0
        else { return nil }
        var seen = Set<String>()
        var paths: [String] = []
        for entry in result.output.split(separator: 0) {
            let path = String(decoding: entry, as: UTF8.self)
            // A tracked file deleted in the work tree is listed but is no longer an input.
            guard !isBuildArtifact(path), seen.insert(path).inserted, exists(root.path + "/" + path) else { continue }
            paths.append(path)
        }
        return paths.sorted()
    }

    /// Every file below `root`, skipping build directories, VCS metadata and caches.
    static func walk(root: URL) -> [String] {
        var paths: [String] = []
        var stack = [""]
        let fileManager = FileManager.default
        while let relative = stack.popLast() {
            let directory = relative.isEmpty ? root.path : root.path + "/" + relative
            guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { continue }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                let absolute = directory + "/" + name
                var isDirectory: ObjCBool = false
                let isLink = (try? fileManager.destinationOfSymbolicLink(atPath: absolute)) != nil
                guard isLink || fileManager.fileExists(atPath: absolute, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue && !isLink {
                    if !skippedDirectories.contains(name) { stack.append(child) }
                } else if !skippedFiles.contains(name) && !name.hasSuffix(".pyc") {
                    paths.append(child)
                }
            }
        }
        return paths.sorted()
    }

    /// Whether a repo-relative path lies in a build directory, VCS metadata or a Python cache, or is
    /// a file that is never an input; such paths count neither as inputs nor as changes, even in a
    /// repository whose `.gitignore` forgets them.
    public static func isBuildArtifact(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let last = components.last else { return false }
        return components.dropLast().contains { skippedDirectories.contains(String($0)) }
            || skippedFiles.contains(String(last))
            || last.hasSuffix(".pyc")
    }

    private static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
            || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
