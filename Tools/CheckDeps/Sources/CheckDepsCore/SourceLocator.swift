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
        for root in roots {
            collect(relative: root, targetRoot: targetRoot, excluded: excluded, into: &result)
        }
        return result.sorted()
    }

    private static func collect(
        relative: String, targetRoot: String, excluded: [String], into result: inout Set<String>
    ) {
        if relative != ".", excluded.contains(where: { RepoPath.isUnder(relative, prefix: $0) }) { return }
        let absolute = relative == "." ? targetRoot : targetRoot + "/" + relative
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            if relative.hasSuffix(".swift") { result.insert(absolute) }
            return
        }
        if relative != ".", let dot = relative.lastIndex(of: "."),
            opaqueDirectoryExtensions.contains(String(relative[relative.index(after: dot)...]))
        {
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else { return }
        for name in names where !name.hasPrefix(".") {
            collect(relative: RepoPath.join(relative, name), targetRoot: targetRoot, excluded: excluded, into: &result)
        }
    }
}
