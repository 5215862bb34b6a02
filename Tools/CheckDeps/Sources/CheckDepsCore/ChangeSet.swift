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
    /// What each changed path means to a suite that reads only the repository's structure; a path
    /// without an entry counts as read whole.
    public var structureChanges: [String: StructureChange]

    /// What a change to one path means to a suite that reads Swift sources only as their
    /// `SourceStructure` (and every other file whole).
    public enum StructureChange: Equatable, Sendable {
        /// The file is new since the base revision.
        case added
        /// The file was deleted.
        case deleted
        /// The file is read whole: a manifest, a file that is not Swift, or a source that is not UTF-8.
        case wholeFile
        /// A Swift source whose structure changed: these parts of it (`SourceStructure.changedParts`).
        case structure([String])
        /// A Swift source whose structure is the same: only bodies, other comments or layout changed.
        case bodyOnly

        /// The change in a few words, after the path (`Packages/A/A.swift changed its imports`).
        public var description: String {
            switch self {
            case .added: return "is new"
            case .deleted: return "was deleted"
            case .wholeFile: return "changed (read whole)"
            case .structure(let parts): return "changed its " + Self.sentence(parts)
            case .bodyOnly: return "changed only inside declarations"
            }
        }

        private static func sentence(_ parts: [String]) -> String {
            guard let last = parts.last, parts.count > 1 else { return parts.first ?? "structure" }
            return parts.dropLast().joined(separator: ", ") + " and " + last
        }
    }

    /// Creates a change set from its parts.
    public init(
        baseName: String, baseRevision: String, paths: [String], basePackagePaths: Set<String>,
        structureChanges: [String: StructureChange] = [:]
    ) {
        self.baseName = baseName
        self.baseRevision = baseRevision
        self.paths = paths
        self.basePackagePaths = basePackagePaths
        self.structureChanges = structureChanges
    }

    /// What the change to `path` means to a reader of the structure (`.wholeFile` when unknown).
    public func structureChange(of path: String) -> StructureChange {
        structureChanges[path] ?? .wholeFile
    }

    /// Whether `path` is a package manifest (`Package.swift`, `Package@swift-6.0.swift`), which
    /// SwiftPM evaluates whole.
    static func isManifest(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
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
        var baseFiles = Set<String>()
        for entry in tree.output.split(separator: 0) {
            let path = String(decoding: entry, as: UTF8.self)
            baseFiles.insert(path)
            if path == "Package.swift" {
                basePackages.insert(".")
            } else if path.hasSuffix("/Package.swift") {
                basePackages.insert(String(path.dropLast("/Package.swift".count)))
            }
        }
        let structure = try structureChanges(
            of: paths.sorted(), baseFiles: baseFiles, revision: revision, root: root, git: git)
        return ChangeSet(
            baseName: name, baseRevision: revision, paths: paths.sorted(), basePackagePaths: basePackages,
            structureChanges: structure)
    }

    /// Classifies each changed path; a Swift source present in both trees is compared by its
    /// `SourceStructure` at the base revision (read with one `git cat-file --batch`) and now.
    private static func structureChanges(
        of paths: [String], baseFiles: Set<String>, revision: String, root: URL, git: ExternalCommand
    ) throws -> [String: StructureChange] {
        var result: [String: StructureChange] = [:]
        var compared: [String] = []
        for path in paths {
            if !baseFiles.contains(path) {
                result[path] = .added
            } else if !FileManager.default.fileExists(atPath: root.path + "/" + path) {
                result[path] = .deleted
            } else if !path.hasSuffix(".swift") || isManifest(path) || path.contains("\n") {
                result[path] = .wholeFile
            } else {
                compared.append(path)
            }
        }
        guard !compared.isEmpty else { return result }
        // `REV:./path` is relative to the directory git runs in, like the diff's `--relative` paths.
        let request = compared.map { "\(revision):./\($0)\n" }.joined()
        let batch = try git.run(["cat-file", "--batch"], in: root.path, input: Data(request.utf8))
        guard batch.status == 0 else {
            throw CheckDepsError.io(path: root.path, reason: "git cat-file failed: \(firstLine(batch.errorText))")
        }
        let blobs = batchContents(batch.output, count: compared.count)
        for (index, path) in compared.enumerated() {
            guard let old = blobs[index], let oldText = String(data: old, encoding: .utf8),
                let new = FileManager.default.contents(atPath: root.path + "/" + path),
                let newText = String(data: new, encoding: .utf8)
            else {
                result[path] = .wholeFile
                continue
            }
            let parts = SourceStructure(source: newText).changedParts(since: SourceStructure(source: oldText))
            result[path] = parts.isEmpty ? .bodyOnly : .structure(parts)
        }
        return result
    }

    /// The objects of a `git cat-file --batch` answer, in request order (nil for a missing one).
    static func batchContents(_ output: Data, count: Int) -> [Data?] {
        let bytes = [UInt8](output)
        var result: [Data?] = []
        var position = 0
        while result.count < count, position < bytes.count {
            guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: bytes[position..<newline], as: UTF8.self).split(separator: " ")
            position = newline + 1
            guard header.count == 3, let size = Int(header[2]), position + size <= bytes.count else {
                result.append(nil)  // "<name> missing"
                continue
            }
            result.append(Data(bytes[position..<(position + size)]))
            position += size + 1  // the object and its closing newline
        }
        return result + Array(repeating: nil, count: max(0, count - result.count))
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
