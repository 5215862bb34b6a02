import Foundation

/// Lists the Swift source files of a target the way SwiftPM does (default paths, `path`, `sources`,
/// `exclude`, `resources`), skipping the folders SwiftPM treats as opaque (`.docc`, `.xcassets`, ...).
public enum SourceLocator {
    private static let targetTypesWithoutSources: Set<String> = ["system", "binary"]
    /// Directory extensions SwiftPM never looks into for sources (documentation catalogs, asset
    /// catalogs, Core Data models, bundles and frameworks).
    private static let opaqueDirectoryExtensions: Set<String> = [
        "docc", "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "framework", "xcframework",
    ]

    /// The target's directory relative to its package directory.
    public static func targetDirectory(of target: PackageManifest.Target, packageDirectory: String) -> String {
        if let path = target.path { return RepoPath.normalize(path) }
        switch target.type {
        case "test":
            return "Tests/\(target.name)"
        case "plugin":
            return "Plugins/\(target.name)"
        default:
            for root in ["Sources", "Source", "src", "srcs"] {
                let candidate = "\(root)/\(target.name)"
                if FileManager.default.fileExists(atPath: packageDirectory + "/" + candidate) {
                    return candidate
                }
            }
            return "Sources/\(target.name)"
        }
    }

    /// Absolute paths of the target's `.swift` files, sorted.
    public static func swiftFiles(of target: PackageManifest.Target, packageDirectory: String) -> [String] {
        guard !targetTypesWithoutSources.contains(target.type) else { return [] }
        let directory = targetDirectory(of: target, packageDirectory: packageDirectory)
        let targetRoot = packageDirectory + "/" + directory
        let roots = target.sources.map { $0.map(RepoPath.normalize) } ?? ["."]
        let excluded = (target.exclude + target.resources).map(RepoPath.normalize)
        var result: Set<String> = []
        var visited: Set<DirectoryIdentity> = []
        for root in roots {
            collect(relative: root, targetRoot: targetRoot, excluded: excluded, visited: &visited, into: &result)
        }
        return result.sorted()
    }

    /// A directory as the file system knows it, whatever path (or symbolic link) reaches it.
    private struct DirectoryIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Walks like SwiftPM: symbolic links are followed, to files and folders, inside the package or
    /// outside it (the compiler sees those files), but each folder is entered once, by device and
    /// inode, so `ln -s . again` or two links to one folder end the walk instead of looping.
    private static func collect(
        relative: String, targetRoot: String, excluded: [String], visited: inout Set<DirectoryIdentity>,
        into result: inout Set<String>
    ) {
        if relative != ".", excluded.contains(where: { RepoPath.isUnder(relative, prefix: $0) }) { return }
        let absolute = relative == "." ? targetRoot : targetRoot + "/" + relative
        var status = stat()
        guard stat(absolute, &status) == 0 else { return }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            if relative.hasSuffix(".swift"), (status.st_mode & S_IFMT) == S_IFREG { result.insert(absolute) }
            return
        }
        if relative != ".", let dot = relative.lastIndex(of: "."),
            opaqueDirectoryExtensions.contains(String(relative[relative.index(after: dot)...]))
        {
            return
        }
        let identity = DirectoryIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        guard visited.insert(identity).inserted else { return }
        guard let directory = opendir(absolute) else { return }
        defer { closedir(directory) }
        // readdir's entry type spares a stat for every plain file and folder (a link to /usr is
        // 130,000 entries); only links and unknown types are looked up.
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard !name.hasPrefix(".") else { continue }
            let child = RepoPath.join(relative, name)
            switch Int(entry.pointee.d_type) {
            case Int(DT_REG):
                if name.hasSuffix(".swift"),
                    !excluded.contains(where: { RepoPath.isUnder(child, prefix: $0) })
                {
                    result.insert(absolute + "/" + name)
                }
            case Int(DT_DIR), Int(DT_LNK), Int(DT_UNKNOWN):
                collect(relative: child, targetRoot: targetRoot, excluded: excluded, visited: &visited, into: &result)
            default:
                continue
            }
        }
    }
}
