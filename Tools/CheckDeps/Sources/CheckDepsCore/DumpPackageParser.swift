import Foundation

/// Turns the JSON printed by `swift package dump-package` into a `PackageManifest`.
public enum DumpPackageParser {
    /// Parses dump-package JSON for the package in `packageDirectory` (absolute, standardized).
    public static func parse(_ data: Data, packageDirectory: String) throws -> PackageManifest {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let name = root["name"] as? String
        else {
            throw CheckDepsError.dumpPackageFailed(path: packageDirectory, reason: "unexpected output (not a package)")
        }
        let dependencies = (root["dependencies"] as? [[String: Any]] ?? []).compactMap {
            parseDependency($0, packageDirectory: packageDirectory)
        }
        let products = (root["products"] as? [[String: Any]] ?? []).compactMap(parseProduct)
        let targets = (root["targets"] as? [[String: Any]] ?? []).compactMap(parseTarget)
        return PackageManifest(name: name, dependencies: dependencies, products: products, targets: targets)
    }

    private static func parseDependency(_ object: [String: Any], packageDirectory: String) -> PackageManifest
        .Dependency?
    {
        guard let (key, value) = object.first, let payload = (value as? [[String: Any]])?.first else { return nil }
        let identity = payload["identity"] as? String ?? ""
        let name = payload["nameForTargetDependencyResolutionOnly"] as? String
        switch key {
        case "fileSystem":
            let absolute = payload["path"] as? String ?? ""
            let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
            return .init(
                identity: identity, name: name, path: RepoPath.relative(standardized, to: packageDirectory),
                location: nil)
        default:
            return .init(identity: identity, name: name, path: nil, location: remoteLocation(payload) ?? identity)
        }
    }

    private static func remoteLocation(_ payload: [String: Any]) -> String? {
        guard let location = payload["location"] as? [String: Any] else { return nil }
        if let remote = (location["remote"] as? [[String: Any]])?.first, let url = remote["urlString"] as? String {
            return url
        }
        if let local = (location["local"] as? [String])?.first {
            return local
        }
        return nil
    }

    private static func parseProduct(_ object: [String: Any]) -> PackageManifest.Product? {
        guard let name = object["name"] as? String else { return nil }
        let type = (object["type"] as? [String: Any])?.keys.sorted().first ?? "library"
        return .init(name: name, type: type, targets: object["targets"] as? [String] ?? [])
    }

    private static func parseTarget(_ object: [String: Any]) -> PackageManifest.Target? {
        guard let name = object["name"] as? String else { return nil }
        let dependencies = (object["dependencies"] as? [[String: Any]] ?? []).compactMap(parseTargetDependency)
        return .init(
            name: name, type: object["type"] as? String ?? "regular", path: object["path"] as? String,
            exclude: object["exclude"] as? [String] ?? [], sources: object["sources"] as? [String],
            resources: (object["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String },
            dependencies: dependencies,
            plugins: (object["pluginUsages"] as? [[String: Any]] ?? []).compactMap {
                ($0["plugin"] as? [Any])?.first as? String
            },
            moduleAliasFlags: moduleAliasFlags(object["settings"] as? [[String: Any]] ?? []))
    }

    /// The `-module-alias ALIAS=REAL` pairs in a target's Swift `unsafeFlags` (each flag and its
    /// value are separate arguments, as the compiler takes them; `-Xfrontend` between them is skipped).
    private static func moduleAliasFlags(_ settings: [[String: Any]]) -> [String: String] {
        var aliases: [String: String] = [:]
        for setting in settings where setting["tool"] as? String == "swift" {
            guard let kind = setting["kind"] as? [String: Any], let unsafe = kind["unsafeFlags"] as? [String: Any],
                let flags = unsafe["_0"] as? [String]
            else { continue }
            let arguments = flags.filter { $0 != "-Xfrontend" }
            for (flag, value) in zip(arguments, arguments.dropFirst()) where flag == "-module-alias" {
                let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty { aliases[parts[0]] = parts[1] }
            }
        }
        return aliases
    }

    private static func parseTargetDependency(_ object: [String: Any]) -> PackageManifest.TargetDependency? {
        guard let (key, value) = object.first, let array = value as? [Any], let name = array.first as? String else {
            return nil
        }
        // Layouts: target [name, condition], byName [name, condition],
        // product [name, package, moduleAliases, condition].
        switch key {
        case "target":
            return .init(kind: .target, name: name, package: nil, condition: parseCondition(array, at: 1))
        case "product":
            return .init(
                kind: .product, name: name, package: array.count > 1 ? array[1] as? String : nil,
                condition: parseCondition(array, at: 3),
                moduleAliases: array.count > 2 ? array[2] as? [String: String] ?? [:] : [:])
        default:
            return .init(kind: .byName, name: name, package: nil, condition: parseCondition(array, at: 1))
        }
    }

    private static func parseCondition(_ array: [Any], at index: Int) -> PackageManifest.Condition? {
        guard array.count > index, let object = array[index] as? [String: Any] else { return nil }
        let platforms = object["platformNames"] as? [String] ?? []
        let traits = object["traits"] as? [String] ?? []
        guard !platforms.isEmpty || !traits.isEmpty else { return nil }
        return .init(platforms: platforms, traits: traits)
    }
}
