import Foundation

/// The `modules` section of `architecture.json`: layers for the targets (modules) of packages, by
/// exact name or pattern, and the repository's interface/live pairing convention.
///
/// ```json
/// "modules": {
///   "layers": [ { "pattern": "*Feature", "layer": "feature" }, { "name": "SharedModels", "layer": "base" } ],
///   "pairing": [ { "interface": "*Client", "live": "*ClientLive" } ]
/// }
/// ```
public struct ModuleLayout: Codable, Equatable, Sendable {
    /// One layer assignment: a module name or a pattern, and the layer.
    public struct Entry: Codable, Equatable, Sendable {
        /// An exact module (target) name; exact names win over patterns.
        public var name: String?
        /// A pattern where `*` stands for any run of characters (`*Feature`, `*Client`, `Shared*`);
        /// the first matching pattern, in file order, wins.
        public var pattern: String?
        /// The layer name; one of `layers`.
        public var layer: String

        /// Creates an entry for an exact name (`name`) or a pattern (`pattern`).
        public init(name: String? = nil, pattern: String? = nil, layer: String) {
            self.name = name
            self.pattern = pattern
            self.layer = layer
        }
    }

    /// An interface/live naming convention: `*` is the shared stem. `{"interface": "*Client",
    /// "live": "*ClientLive"}` pairs `ApiClient` with `ApiClientLive`; `{"interface": "*Mediator",
    /// "live": "*"}` pairs `GoodsMediator` with `Goods`. A module is an interface or a live module
    /// only when both modules of the pair exist.
    public struct Pairing: Codable, Equatable, Sendable {
        /// The interface's name pattern, with exactly one `*`.
        public var interface: String
        /// The live (implementation) module's name pattern, with exactly one `*`.
        public var live: String

        /// Creates a pairing.
        public init(interface: String, live: String) {
            self.interface = interface
            self.live = live
        }
    }

    /// Whether a module may depend on a module of its own layer.
    public enum SameLayer: String, Codable, Sendable {
        /// Same-layer dependencies are fine (a layer is a band of small modules); only upward ones are not.
        case allow
        /// A module depends only on lower layers, as a package does (R1).
        case forbid
    }

    /// Layer assignments.
    public var layers: [Entry]
    /// Interface/live conventions (none: no module is an interface or a live module).
    public var pairing: [Pairing]?
    /// Same-layer dependencies between modules; `allow` when absent.
    public var sameLayer: SameLayer?
    /// Each module's level as `check-deps init` found it (`ModuleLevels`): 0 depends on no module of
    /// the repository, every other module is one above its highest dependency. A dependency that
    /// would raise a recorded module's level is an R1 finding (`LevelRules`).
    public var levels: [String: Int]?

    /// Creates a module layout.
    public init(
        layers: [Entry], pairing: [Pairing]? = nil, sameLayer: SameLayer? = nil, levels: [String: Int]? = nil
    ) {
        self.layers = layers
        self.pairing = pairing
        self.sameLayer = sameLayer
        self.levels = levels
    }

    /// Checks every field; the error names the field (`modules.layers[2].layer`).
    func validate(knownLayers: [String], displayPath: String) throws {
        func invalid(_ reason: String) -> CheckDepsError {
            CheckDepsError.invalidConfiguration(path: displayPath, reason: reason)
        }
        var names = Set<String>()
        for (index, entry) in layers.enumerated() {
            let field = "modules.layers[\(index)]"
            switch (entry.name, entry.pattern) {
            case (nil, nil): throw invalid("\(field) needs \"name\" or \"pattern\"")
            case (.some, .some): throw invalid("\(field) has both \"name\" and \"pattern\"; give one")
            case (let name?, nil):
                guard !name.isEmpty else { throw invalid("\(field).name is blank") }
                guard names.insert(name).inserted else { throw invalid("\(field).name \(name) is listed twice") }
            case (nil, let pattern?):
                guard pattern.contains("*") else {
                    throw invalid("\(field).pattern \"\(pattern)\" has no *; use \"name\" for an exact module name")
                }
            }
            guard knownLayers.contains(entry.layer) else {
                throw invalid(
                    "\(field).layer \"\(entry.layer)\" is not one of \(knownLayers.joined(separator: ", "))")
            }
        }
        for (name, level) in (levels ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard !name.isEmpty else { throw invalid("modules.levels has a blank module name") }
            guard level >= 0 else { throw invalid("modules.levels.\(name) is \(level); a level is 0 or more") }
        }
        for (index, pairing) in (pairing ?? []).enumerated() {
            for (key, value) in [("interface", pairing.interface), ("live", pairing.live)]
            where value.filter({ $0 == "*" }).count != 1 {
                throw invalid("modules.pairing[\(index)].\(key) \"\(value)\" must contain exactly one *")
            }
            guard pairing.interface != pairing.live else {
                throw invalid("modules.pairing[\(index)] has the same interface and live pattern")
            }
        }
    }

    /// Whether `name` matches `pattern`, where `*` stands for any run of characters (also none).
    public static func matches(_ name: String, pattern: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return name == pattern }
        guard name.hasPrefix(parts[0]), let last = parts.last, name.count >= parts[0].count + last.count,
            name.hasSuffix(last)
        else { return false }
        var rest = Substring(name.dropFirst(parts[0].count).dropLast(last.count))
        for middle in parts.dropFirst().dropLast() where !middle.isEmpty {
            guard let range = rest.range(of: middle) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// The stem `*` stands for when `name` matches a one-`*` pattern, if non-empty.
    static func stem(of name: String, pattern: String) -> String? {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, name.count > parts[0].count + parts[1].count, name.hasPrefix(parts[0]),
            name.hasSuffix(parts[1])
        else { return nil }
        return String(name.dropFirst(parts[0].count).dropLast(parts[1].count))
    }

    /// `pattern` with its `*` replaced by `stem`.
    static func instantiate(_ pattern: String, stem: String) -> String {
        pattern.replacingOccurrences(of: "*", with: stem)
    }
}
