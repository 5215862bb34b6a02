import Foundation

/// What changed in a git work tree since a base revision: committed, staged, unstaged and untracked
/// (not ignored) files, each once, plus the package directories the base revision had.
public struct ChangeSet: Equatable, Sendable {
    /// The base as the user named it (or `merge-base HEAD main`).
    public var baseName: String
    /// The base revision's full commit hash.
    public var baseRevision: String
    /// Changed repo-relative paths (added, modified or deleted; a rename is a deletion and an
    /// addition), sorted.
    public var paths: [String]
    /// Repo-relative directories that held a `Package.swift` at the base revision.
    public var basePackagePaths: Set<String>

    /// Creates a change set from its parts.
    public init(baseName: String, baseRevision: String, paths: [String], basePackagePaths: Set<String>) {
        self.baseName = baseName
        self.baseRevision = baseRevision
        self.paths = paths
        self.basePackagePaths = basePackagePaths
    }

    /// The short form of the base for messages, e.g. `main (0f7b598)`.
    public var baseDescription: String {
        let short = String(baseRevision.prefix(7))
        return baseName.hasPrefix(short) ? short : "\(baseName) (\(short))"
    }

    /// Reads the changes of the work tree at `root` since `base`; nil `base` means the merge base of
    /// `HEAD` with `main` (or `origin/main`).
    public static func load(root: URL, base: String?) throws -> ChangeSet {
        guard let git = ExternalCommand.find("git") else {
            throw CheckDepsError.usage("--affected needs git on PATH")
        }
        let directory = root.path
        let inside = try git.run(["rev-parse", "--is-inside-work-tree"], in: directory)
        guard inside.status == 0, inside.text.hasPrefix("true") else {
            throw CheckDepsError.usage("--affected needs a git work tree, and \(directory) is not in one")
        }
        let (name, revision) = try resolveBase(base, git: git, in: directory)

        let diff = try git.run(
            ["diff", "--name-only", "--no-renames", "--relative", "-z", revision, "--"], in: directory)
        guard diff.status == 0 else {
            throw CheckDepsError.io(path: directory, reason: "git diff failed: \(firstLine(diff.errorText))")
        }
        let untracked = try git.run(["ls-files", "-z", "--others", "--exclude-standard"], in: directory)
        guard untracked.status == 0 else {
            throw CheckDepsError.io(path: directory, reason: "git ls-files failed: \(firstLine(untracked.errorText))")
        }
        var paths = Set<String>()
        for output in [diff.output, untracked.output] {
            for entry in output.split(separator: 0) where !entry.isEmpty {
                let path = String(decoding: entry, as: UTF8.self)
                if !RepositoryFiles.isBuildArtifact(path) { paths.insert(path) }
            }
        }

        let tree = try git.run(["ls-tree", "-r", "-z", "--name-only", revision], in: directory)
        guard tree.status == 0 else {
            throw CheckDepsError.io(path: directory, reason: "git ls-tree failed: \(firstLine(tree.errorText))")
        }
        var basePackages = Set<String>()
        for entry in tree.output.split(separator: 0) {
            let path = String(decoding: entry, as: UTF8.self)
            if path == "Package.swift" {
                basePackages.insert(".")
            } else if path.hasSuffix("/Package.swift") {
                basePackages.insert(String(path.dropLast("/Package.swift".count)))
            }
        }
        return ChangeSet(baseName: name, baseRevision: revision, paths: paths.sorted(), basePackagePaths: basePackages)
    }

    private static func resolveBase(_ base: String?, git: ExternalCommand, in directory: String) throws -> (
        String, String
    ) {
        if let base {
            let verified = try git.run(["rev-parse", "--verify", "--quiet", base + "^{commit}"], in: directory)
            guard verified.status == 0 else {
                throw CheckDepsError.usage("--affected: '\(base)' is not a commit in this repository")
            }
            return (base, verified.text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        for candidate in ["main", "origin/main"] {
            let mergeBase = try git.run(["merge-base", "HEAD", candidate], in: directory)
            if mergeBase.status == 0 {
                return ("merge-base with \(candidate)", mergeBase.text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        throw CheckDepsError.usage("--affected: no merge base of HEAD with main or origin/main; name the base revision")
    }

    private static func firstLine(_ text: String) -> String {
        text.split(separator: "\n").first.map(String.init) ?? "no message"
    }
}
