/// Which manifest file SwiftPM reads in a package directory that has version-specific manifests.
///
/// SwiftPM's rule, checked against the toolchain: among the `Package@swift-X[.Y[.Z]].swift` files
/// whose version is at most the toolchain's, take the highest; read it only if that version is
/// higher than the tools version declared in `Package.swift`, and otherwise read `Package.swift`.
/// So with Swift 6.3, `Package@swift-5.9.swift` wins over a `Package.swift` declaring 5.8 but not
/// over one declaring 6.0, and `Package@swift-7.swift` is ignored.
public enum ManifestSelection {
    /// The manifest SwiftPM reads among `fileNames` (the directory's entries).
    ///
    /// - Parameters:
    ///   - fileNames: the names in the package directory; names that are not manifests are ignored.
    ///   - regularToolsVersion: the tools version `Package.swift` declares (nil if unreadable).
    ///   - toolchainVersion: the running toolchain's version, e.g. `[6, 3, 1]`.
    public static func manifestFile(fileNames: [String], regularToolsVersion: [Int]?, toolchainVersion: [Int]) -> String
    {
        let candidates = fileNames.compactMap { name in version(ofFileName: name).map { (name: name, version: $0) } }
            .filter { compare($0.version, toolchainVersion) <= 0 }
        guard let best = candidates.max(by: { compare($0.version, $1.version) < 0 }) else { return "Package.swift" }
        guard let regular = regularToolsVersion else { return best.name }
        return compare(best.version, regular) > 0 ? best.name : "Package.swift"
    }

    /// The version in a `Package@swift-X[.Y[.Z]].swift` file name, or nil for any other name.
    public static func version(ofFileName name: String) -> [Int]? {
        let prefix = "Package@swift-"
        let suffix = ".swift"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
            return nil
        }
        return parseVersion(String(name.dropFirst(prefix.count).dropLast(suffix.count)))
    }

    /// The version in a manifest's first line, `// swift-tools-version:X.Y[.Z]`, or nil.
    public static func toolsVersion(ofManifest text: String) -> [Int]? {
        guard let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first,
            firstLine.hasPrefix("//")
        else { return nil }
        let rest = firstLine.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let key = "swift-tools-version"
        guard rest.lowercased().hasPrefix(key) else { return nil }
        let afterKey = rest.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
        guard afterKey.first == ":" else { return nil }
        let value = afterKey.dropFirst().drop { $0 == " " || $0 == "\t" }.prefix { $0.isNumber || $0 == "." }
        return parseVersion(String(value))
    }

    /// The version in `swift --version` output (`Swift version 6.3.1 (...)`), or nil.
    public static func toolchainVersion(ofVersionOutput output: String) -> [Int]? {
        guard let range = output.range(of: "Swift version ") else { return nil }
        return parseVersion(String(output[range.upperBound...].prefix { $0.isNumber || $0 == "." }))
    }

    private static func parseVersion(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard let number = Int(part), number >= 0 else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// Whether `version` is newer than `other` (component-wise, missing components counting as 0).
    public static func isNewer(_ version: [Int], than other: [Int]) -> Bool {
        compare(version, other) > 0
    }

    /// Compares versions component-wise, missing components counting as 0.
    private static func compare(_ lhs: [Int], _ rhs: [Int]) -> Int {
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        return 0
    }
}
