import Dispatch
import Foundation

/// Content hashes of a repository's input files, grouped by owner: one hash of the root files and
/// one of each package's own files (paths and contents, so a rename changes it too).
public struct InputDigest: Sendable {
    /// The hash of every root file (an input of every unit).
    public var rootFiles: String
    /// The hash of each package's own files, by repo-relative package directory.
    public var packages: [String: String]
    /// The hash of every input file of the repository.
    public var everything: String
    /// With `structure`: the hash of every file that is no root file, a Swift source (not a
    /// manifest) by its `SourceStructure` and any other file by its content.
    public var structure: String?
    /// Each file's content hash, by repo-relative path, in path order.
    public var files: [(path: String, hash: String)]

    private static let format = "check-deps-inputs-v1"

    /// Hashes `files` (repo-relative, under `root`) and groups them with `ownership`; every package
    /// directory in `packagePaths` gets a hash, also when it has no files. With `structure`, also
    /// hashes what a reader of the repository's structure reads (lexing every Swift source that is
    /// no root file).
    public static func compute(
        root: URL, files: [String], ownership: InputOwnership, packagePaths: [String], structure: Bool = false
    ) -> InputDigest {
        let contentHashes = LockedDictionary<Int, String>()
        let structureHashes = LockedDictionary<Int, String>()
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let path = files[index]
            let absolute = root.path + "/" + path
            contentHashes.set(contentHash(of: absolute), for: index)
            if structure, path.hasSuffix(".swift"), !ChangeSet.isManifest(path),
                ownership.owner(of: path) != .everything,
                (try? FileManager.default.destinationOfSymbolicLink(atPath: absolute)) == nil,
                let data = FileManager.default.contents(atPath: absolute),
                let text = String(data: data, encoding: .utf8)
            {
                structureHashes.set(SourceStructure(source: text).digest, for: index)
            }
        }
        let hashes = contentHashes.snapshot()
        let structures = structureHashes.snapshot()
        var structureHasher = FNV1a128()
        structureHasher.combine(format + "-structure")
        var rootHasher = FNV1a128()
        rootHasher.combine(format)
        var packageHashers = Dictionary(
            uniqueKeysWithValues: packagePaths.map { path -> (String, FNV1a128) in
                var hasher = FNV1a128()
                hasher.combine(format)
                hasher.combine(path)
                return (path, hasher)
            })
        var everything = FNV1a128()
        everything.combine(format)
        for (index, path) in files.enumerated() {
            let hash = hashes[index] ?? "unreadable"
            everything.combine(path)
            everything.combine(hash)
            switch ownership.owner(of: path) {
            case .everything:
                rootHasher.combine(path)
                rootHasher.combine(hash)
            case .package(let package):
                packageHashers[package]?.combine(path)
                packageHashers[package]?.combine(hash)
                structureHasher.combine(path)
                structureHasher.combine(structures[index].map { "structure " + $0 } ?? hash)
            }
        }
        return InputDigest(
            rootFiles: rootHasher.hexDigest, packages: packageHashers.mapValues(\.hexDigest),
            everything: everything.hexDigest, structure: structure ? structureHasher.hexDigest : nil,
            files: files.indices.map { (files[$0], hashes[$0] ?? "unreadable") })
    }

    /// The hash of one file's bytes (a symbolic link hashes its destination path, not the file it names).
    static func contentHash(of path: String) -> String {
        var hasher = FNV1a128()
        if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            hasher.combine("symlink")
            hasher.combine(destination)
        } else if let data = FileManager.default.contents(atPath: path) {
            hasher.combine("file")
            hasher.combine(data)
        } else {
            hasher.combine("unreadable")
        }
        return hasher.hexDigest
    }
}
