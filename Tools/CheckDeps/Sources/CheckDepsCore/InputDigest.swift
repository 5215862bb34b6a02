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

    private static let format = "check-deps-inputs-v1"

    /// Hashes `files` (repo-relative, under `root`) and groups them with `ownership`; every package
    /// directory in `packagePaths` gets a hash, also when it has no files.
    public static func compute(
        root: URL, files: [String], ownership: InputOwnership, packagePaths: [String]
    ) -> InputDigest {
        let contentHashes = LockedDictionary<Int, String>()
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            contentHashes.set(contentHash(of: root.path + "/" + files[index]), for: index)
        }
        let hashes = contentHashes.snapshot()
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
            }
        }
        return InputDigest(
            rootFiles: rootHasher.hexDigest, packages: packageHashers.mapValues(\.hexDigest),
            everything: everything.hexDigest)
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
