/// The parts of a SwiftPM manifest the checker needs, normalized from `swift package dump-package`.
///
/// Paths of local dependencies are stored relative to the package directory, so a cached manifest
/// stays valid when the repository moves.
public struct PackageManifest: Codable, Equatable, Sendable {
    /// A package dependency (`.package(path:)` or a remote one).
    public struct Dependency: Codable, Equatable, Sendable {
        /// SwiftPM's identity of the dependency (lowercased last path component).
        public var identity: String
        /// An explicit name given in the manifest (`.package(name:path:)`), if any.
        public var name: String?
        /// For `.package(path:)`: the path relative to the depending package's directory.
        public var path: String?
        /// For remote dependencies: the URL or registry identity.
        public var location: String?
    }

    /// A product of the package.
    public struct Product: Codable, Equatable, Sendable {
        /// The product name.
        public var name: String
        /// `library`, `executable`, `plugin`, ...
        public var type: String
        /// The targets (modules) the product contains.
        public var targets: [String]
    }

    /// A target dependency as written in the manifest.
    public struct TargetDependency: Codable, Equatable, Sendable {
        /// How the dependency was written.
        public enum Kind: String, Codable, Sendable {
            /// `.target(name:)`.
            case target
            /// `.product(name:package:)`.
            case product
            /// A plain string or `.byName(name:)`.
            case byName
        }

        /// How the dependency was written.
        public var kind: Kind
        /// The target or product name.
        public var name: String
        /// For `.product`: the package argument.
        public var package: String?
        /// The `condition:` (platforms or traits), or nil when the dependency applies everywhere.
        public var condition: Condition?
        /// For `.product`: its `moduleAliases:`, each module of the product to the name it is built
        /// and imported under (`["Utils": "DrawUtils"]`: this target writes `import DrawUtils`).
        public var moduleAliases: [String: String] = [:]
    }

    /// A target dependency's `condition: .when(platforms:traits:)`.
    public struct Condition: Codable, Equatable, Sendable {
        /// SwiftPM platform names (`linux`, `macos`, ...), empty when only traits are named.
        public var platforms: [String]
        /// Package traits, empty when only platforms are named.
        public var traits: [String]

        /// How the condition reads in a message: `linux, android` or `trait Foo`.
        public var summary: String {
            let parts = platforms + traits.map { "trait \($0)" }
            return parts.joined(separator: ", ")
        }
    }

    /// A target of the package.
    public struct Target: Codable, Equatable, Sendable {
        /// The target (and module) name.
        public var name: String
        /// `regular`, `executable`, `test`, `system`, `binary`, `plugin` or `macro`.
        public var type: String
        /// The explicit `path:`, if any.
        public var path: String?
        /// The `exclude:` list.
        public var exclude: [String]
        /// The `sources:` list, if any.
        public var sources: [String]?
        /// The paths given to `resources:` (`.process`, `.copy`, `.embedInCode`), relative to the
        /// target directory: SwiftPM never compiles a Swift file below them.
        public var resources: [String]
        /// The declared dependencies in manifest order.
        public var dependencies: [TargetDependency]
        /// The build-tool plugins the target applies (`plugins:`): they may add generated sources
        /// that the checker never sees.
        public var plugins: [String] = []
        /// The `-module-alias ALIAS=REAL` pairs of its Swift `unsafeFlags`, alias to real module
        /// (`["Ext": "ExtForPlugin"]`: `import Ext` loads ExtForPlugin, and `import ExtForPlugin` fails).
        public var moduleAliasFlags: [String: String] = [:]

        /// Whether this is a test target.
        public var isTest: Bool { type == "test" }

        /// The module name sources import: the target name as a C99 identifier, like SwiftPM's.
        public var moduleName: String { Self.moduleName(of: name) }

        /// The module name SwiftPM gives a target named `name` (its "c99name"): every ASCII character
        /// that cannot appear in a C99 identifier becomes `_`, and so does a leading digit (SwiftPM 6.3
        /// replaces it rather than prefixing it), so `swift-openapi-generator` is
        /// `swift_openapi_generator` and `3D-Math` is `_D_Math`. Non-ASCII characters are kept.
        public static func moduleName(of name: String) -> String {
            // Most names are identifiers already: no new string (this runs for every import checked).
            let isIdentifier =
                name.utf8.first.map { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? true
                && name.utf8.allSatisfy { byte in
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                }
            if isIdentifier { return name }
            var result = String.UnicodeScalarView()
            for scalar in name.unicodeScalars {
                let isDigit = ("0"..."9").contains(scalar)
                let isASCIIIdentifier =
                    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || (isDigit && !result.isEmpty)
                    || scalar == "_"
                result.append(scalar.isASCII && !isASCIIIdentifier ? "_" : scalar)
            }
            return String(result)
        }
    }

    /// The manifest file SwiftPM reads: `Package.swift`, or a version-specific
    /// `Package@swift-X.Y.swift` that the running toolchain prefers.
    public var manifestFile = "Package.swift"
    /// The package name.
    public var name: String
    /// Package dependencies in manifest order.
    public var dependencies: [Dependency]
    /// Products in manifest order.
    public var products: [Product]
    /// Targets in manifest order.
    public var targets: [Target]
}
