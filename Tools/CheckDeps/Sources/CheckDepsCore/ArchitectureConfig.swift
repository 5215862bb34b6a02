import Foundation

/// The contents of `architecture.json`: layers, excluded paths and every package's layer and kind.
public struct ArchitectureConfig: Codable, Equatable, Sendable {
    /// The kind of a package in the architecture.
    public enum Kind: String, Codable, Sendable {
        /// The Mediator core.
        case core
        /// A component (base or business) with a Facade and a `Target_<Name>`.
        case component
        /// A mediator-extension package `<Name>Mediator`.
        case `extension`
        /// The app that composes everything.
        case app
    }

    /// One package entry of `architecture.json`.
    public struct Package: Codable, Equatable, Sendable {
        /// The SwiftPM package name from its manifest.
        public var name: String
        /// The repo-relative directory of the package (`.` for the root).
        public var path: String
        /// The layer name; one of `layers`.
        public var layer: String
        /// The package kind.
        public var kind: Kind
        /// For an extension package: the component it calls (defaults to the name minus `Mediator`).
        public var component: String?
        /// For the app: packages or products it links on purpose without importing them.
        public var links: [String]?
        /// For a component: its lifecycle priority in the app (lower launches first); none gets no events.
        public var launch: Int?
        /// For a component: whether the app lets `shop://` URLs reach it (each action still decides).
        public var remote: Bool?

        /// A package entry.
        public init(
            name: String, path: String, layer: String, kind: Kind, component: String? = nil, links: [String]? = nil,
            launch: Int? = nil, remote: Bool? = nil
        ) {
            self.name = name
            self.path = path
            self.layer = layer
            self.kind = kind
            self.component = component
            self.links = links
            self.launch = launch
            self.remote = remote
        }
    }

    /// The version of the file format: 1, or 2 when the file has a `modules` section (so a checker
    /// that predates module layers refuses the file instead of silently skipping them).
    public var schemaVersion: Int
    /// Layer names from bottom to top.
    public var layers: [String]
    /// Repo-relative path prefixes skipped during package discovery.
    public var exclude: [String]?
    /// Every package of the project, keyed by `path` (two packages may share a name).
    public var packages: [Package]
    /// Layers of modules (targets) and the interface/live convention, if the repository layers modules.
    public var modules: ModuleLayout?

    /// The schema versions this checker reads.
    public static let supportedSchemaVersions = [1, 2]

    /// Creates a configuration.
    public init(
        schemaVersion: Int, layers: [String], exclude: [String]?, packages: [Package], modules: ModuleLayout? = nil
    ) {
        self.schemaVersion = schemaVersion
        self.layers = layers
        self.exclude = exclude
        self.packages = packages
        self.modules = modules
    }

    /// The layer names the rules are defined for, bottom to top.
    public static let standardLayers = ["core", "base", "common", "feature", "app"]

    /// Reads and validates `architecture.json` at `url`; `displayPath` names it in errors.
    public static func load(from url: URL, displayPath: String) throws -> ArchitectureConfig {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CheckDepsError.invalidConfiguration(path: displayPath, reason: "cannot be read")
        }
        return try decode(data, displayPath: displayPath)
    }

    /// Decodes and validates the text of an `architecture.json`; `displayPath` names it in errors.
    public static func decode(_ data: Data, displayPath: String) throws -> ArchitectureConfig {
        let config: ArchitectureConfig
        do {
            config = try JSONDecoder().decode(ArchitectureConfig.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw CheckDepsError.invalidConfiguration(
                path: displayPath, reason: "missing key \"\(key.stringValue)\"\(Self.describe(context.codingPath))")
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw CheckDepsError.invalidConfiguration(path: displayPath, reason: "not valid JSON")
        } catch let DecodingError.dataCorrupted(context) {
            throw CheckDepsError.invalidConfiguration(
                path: displayPath, reason: "bad value\(Self.describe(context.codingPath)): \(context.debugDescription)")
        } catch let DecodingError.typeMismatch(_, context) {
            throw CheckDepsError.invalidConfiguration(
                path: displayPath, reason: "wrong type\(Self.describe(context.codingPath))")
        } catch {
            throw CheckDepsError.invalidConfiguration(path: displayPath, reason: "not valid JSON")
        }
        try config.validate(displayPath: displayPath)
        return config
    }

    private static func describe(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "" }
        let parts = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
        return " at " + parts.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    private func validate(displayPath: String) throws {
        guard Self.supportedSchemaVersions.contains(schemaVersion) else {
            throw CheckDepsError.invalidConfiguration(
                path: displayPath, reason: "unsupported schemaVersion \(schemaVersion) (expected 1 or 2)")
        }
        guard layers == Self.standardLayers else {
            throw CheckDepsError.invalidConfiguration(
                path: displayPath, reason: "layers must be \(Self.standardLayers.joined(separator: ", "))")
        }
        var paths = Set<String>()
        for (index, package) in packages.enumerated() {
            guard !package.name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw CheckDepsError.invalidConfiguration(
                    path: displayPath, reason: "packages[\(index)].name is blank (the package at \(package.path))")
            }
            guard layers.contains(package.layer) else {
                throw CheckDepsError.invalidConfiguration(
                    path: displayPath, reason: "package \(package.name) has unknown layer \"\(package.layer)\"")
            }
            guard paths.insert(RepoPath.normalize(package.path)).inserted else {
                throw CheckDepsError.invalidConfiguration(
                    path: displayPath, reason: "path \(package.path) is listed twice")
            }
        }
        for package in packages where package.kind == .extension {
            let component = componentName(of: package)
            guard packages.contains(where: { $0.name == component && $0.kind == .component }) else {
                throw CheckDepsError.invalidConfiguration(
                    path: displayPath,
                    reason:
                        "extension package \(package.name) names component \(component), which is not a listed component"
                )
            }
        }
        try modules?.validate(knownLayers: layers, displayPath: displayPath)
    }

    /// The component an extension package belongs to (explicit, or its name minus `Mediator`).
    public func componentName(of package: Package) -> String {
        if let component = package.component { return component }
        if package.name.hasSuffix("Mediator") { return String(package.name.dropLast("Mediator".count)) }
        return package.name
    }

    /// The index of a layer name in `layers` (bottom is 0).
    public func layerIndex(_ layer: String) -> Int {
        layers.firstIndex(of: layer) ?? 0
    }
}
