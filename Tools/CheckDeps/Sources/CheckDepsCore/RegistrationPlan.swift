import Foundation

/// What registering one component changes: its two packages in `architecture.json` and the app's
/// links, and its name in the app's Swift lists, each computed from a file's text so that the rest
/// of the file stays byte for byte (`check-deps register` writes the results).
///
/// The registry is the model: the plan is made on the decoded `ArchitectureConfig`, the JSON text is
/// edited at the positions `JSONSourceMap` finds, and the edited text must decode to the planned
/// registry. The Swift lists are edited at the tokens `RegistrationList` finds, as rule R10 reads them.
public struct RegistrationPlan: Sendable {
    /// What to register.
    public struct Request: Equatable, Sendable {
        /// The component's name; its interface package is `<name>Mediator`.
        public var name: String
        /// `base`, `common` or `feature`.
        public var layer: String
        /// The launch priority a person chose, or nil for the next free one of the layer's band.
        public var launch: Int?
        /// Whether the app lets `shop://` URLs reach the component.
        public var remote: Bool
        /// Components the new one will call through their interface packages (checked, not recorded).
        public var uses: [String]

        /// A request.
        public init(name: String, layer: String, launch: Int? = nil, remote: Bool = false, uses: [String] = []) {
            self.name = name
            self.layer = layer
            self.launch = launch
            self.remote = remote
            self.uses = uses
        }
    }

    /// The component's new entry.
    public let component: ArchitectureConfig.Package
    /// Its interface package's new entry.
    public let interface: ArchitectureConfig.Package
    /// The registry with both entries, and the component in the app's links.
    public let registry: ArchitectureConfig
    /// The component the registry lists just before the new one; the app's lists take it after that one.
    public let previousComponent: String?
    /// The package the new entries follow in the registry (nil: they come first).
    public let previousPackage: String?
    /// The app package that links the component.
    public let app: ArchitectureConfig.Package
    private let insertion: Int
    private let appIndex: Int
    private let linkPosition: Int
    private let old: ArchitectureConfig
    /// The components the new one calls through their interfaces (its package depends on them).
    private let uses: [String]

    /// The layers a component can be registered in.
    static let layers = ["base", "common", "feature"]

    /// Plans registering `request` in `registry`.
    ///
    /// - Throws: `CheckDepsError.cannotRegister` for a name that is not an identifier or is taken
    ///   (ignoring case, as `shop://` URLs match), an unknown layer, a `uses` the layering forbids, a
    ///   launch priority outside the band or taken, a full band, a registry without an app, or a name
    ///   that would make a module `taken` already has (the component, `<name>Mediator`, their tests
    ///   `<name>Tests` and `<name>MediatorTests`, and an example `<name>Example`).
    public init(_ request: Request, registry: ArchitectureConfig, taken: TakenModuleNames = TakenModuleNames()) throws {
        let name = request.name
        let layer = request.layer
        guard name.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) != nil else {
            throw CheckDepsError.cannotRegister("'\(name)' is not a component name: a Swift identifier (ASCII)")
        }
        guard Self.layers.contains(layer) else {
            throw CheckDepsError.cannotRegister("unknown layer '\(layer)' (base, common or feature)")
        }
        for package in registry.packages
        where [name.lowercased(), (name + "Mediator").lowercased()].contains(package.name.lowercased()) {
            throw CheckDepsError.cannotRegister(
                "'\(name)' exists: architecture.json already lists \(package.name) "
                    + "(names are matched ignoring case, as shop:// URLs are)")
        }
        for module in Self.modules(of: name) {
            guard let owner = taken.owner(of: module) else { continue }
            throw CheckDepsError.cannotRegister(
                "'\(name)' would make a module \(module), and \(owner) has that name (ignoring case): two "
                    + "modules of one name do not build together; choose another name")
        }
        try Self.checkUses(request, registry: registry)
        guard let appIndex = registry.packages.firstIndex(where: { $0.kind == .app }) else {
            throw CheckDepsError.cannotRegister("architecture.json lists no app package to link \(name)")
        }

        let launch: Int?
        let taken = registry.packages.compactMap(\.launch)
        if let band = LaunchBand.band(of: layer) {
            if let chosen = request.launch {
                try band.check(chosen, taken: taken)
                launch = chosen
            } else {
                launch = try band.next(taken: taken)
            }
        } else {
            guard request.launch == nil else {
                throw CheckDepsError.cannotRegister(
                    "a \(layer) component gets no launch events, so no --launch; only common and feature components do")
            }
            launch = nil
        }

        component = ArchitectureConfig.Package(
            name: name, path: "Packages/\(name)", layer: layer, kind: .component, launch: launch,
            remote: request.remote ? true : nil)
        interface = ArchitectureConfig.Package(
            name: name + "Mediator", path: "Packages/\(name)Mediator", layer: layer, kind: .extension,
            component: name)
        // After the layer's last package; in a layer without packages yet, after the layers below.
        let rank = registry.layerIndex(layer)
        let lastOfLayer = registry.packages.lastIndex { $0.layer == layer }
        let lastBelow = registry.packages.lastIndex { registry.layerIndex($0.layer) < rank }
        insertion = (lastOfLayer ?? lastBelow).map { $0 + 1 } ?? 0
        var packages = registry.packages
        packages.insert(contentsOf: [component, interface], at: insertion)
        previousPackage = insertion > 0 ? registry.packages[insertion - 1].name : nil
        previousComponent = registry.packages[..<insertion].last { $0.kind == .component }?.name
        // The app's links keep registry order too: after the previous component, else at the end.
        let newAppIndex = appIndex >= insertion ? appIndex + 2 : appIndex
        var links = packages[newAppIndex].links ?? []
        linkPosition = previousComponent.flatMap { links.firstIndex(of: $0) }.map { $0 + 1 } ?? links.count
        links.insert(name, at: linkPosition)
        packages[newAppIndex].links = links
        var updated = registry
        updated.packages = packages
        self.registry = updated
        self.app = packages[newAppIndex]
        self.appIndex = appIndex
        self.old = registry
        self.uses = request.uses
    }

    /// The modules a component named `name` brings: its own, its interface's, their test targets', and
    /// the example app a component may add (`<name>Example`).
    public static func modules(of name: String) -> [String] {
        [name, name + "Mediator", name + "Tests", name + "MediatorTests", name + "Example"]
    }

    /// Refuses a `uses` that names no component, or that rules R3 and R5 forbid.
    private static func checkUses(_ request: Request, registry: ArchitectureConfig) throws {
        for other in request.uses {
            guard let used = registry.packages.first(where: { $0.name == other && $0.kind == .component }) else {
                throw CheckDepsError.cannotRegister("--uses \(other): architecture.json lists no component \(other)")
            }
            if request.layer == "base" {
                throw CheckDepsError.cannotRegister(
                    "[R5] base component \(request.name) depends on \(other)Mediator (\(used.layer) extension); "
                        + "a base component may depend only on Mediator and its own interface package")
            }
            if registry.layerIndex(used.layer) > registry.layerIndex(request.layer) {
                throw CheckDepsError.cannotRegister(
                    "[R3] \(request.name) (\(request.layer)) depends on \(other)Mediator, "
                        + "but \(other) is in the higher layer \(used.layer)")
            }
        }
    }

    /// The entry the app's registration lists take: `.init(name: "X", launch: N, remote: B)`.
    public var registrationEntry: String { RegistrationList.registrationEntry(for: component) }

    // MARK: - The edits

    /// `architecture.json`'s text with the two entries on lines of their own after `previousPackage`'s
    /// line, in its indentation, and the component appended to the app's links.
    ///
    /// - Throws: `CheckDepsError.cannotRegister` when the file does not keep one package per line, or
    ///   when the edited text would not decode to `registry`.
    public func architectureText(from text: String, path: String = "architecture.json") throws -> String {
        let root: JSONSourceMap.Node
        do {
            root = try JSONSourceMap.scan(text)
        } catch {
            throw CheckDepsError.invalidConfiguration(path: path, reason: "not valid JSON at byte \(error.offset)")
        }
        let elements = root.member("packages")?.elements ?? []
        guard elements.count == old.packages.count else {
            throw CheckDepsError.cannotRegister("\(path) changed while it was read; run the command again")
        }
        var bytes = TextEdit(text)
        var edits: [(offset: Int, text: String)] = []
        let reference = insertion > 0 ? elements[insertion - 1] : elements[0]
        guard let indent = bytes.indentation(before: reference.range.lowerBound) else {
            throw CheckDepsError.cannotRegister(
                "\(path) does not keep one package per line (line \(bytes.line(of: reference.range.lowerBound))); "
                    + "register \(component.name) by hand")
        }
        let lines = [component.jsonLine, interface.jsonLine].map { indent + $0 }
        if insertion > 0 {
            let comma = bytes.comma(after: reference.range.upperBound)
            let follows = insertion < elements.count
            if comma == nil && follows {
                throw CheckDepsError.cannotRegister("\(path): packages[\(insertion - 1)] is not followed by a comma")
            }
            let added = lines.joined(separator: ",\n") + (follows ? "," : "") + "\n"
            edits.append((bytes.lineEnd(after: comma ?? reference.range.upperBound), added))
            if comma == nil { edits.append((reference.range.upperBound, ",")) }
        } else {
            edits.append((bytes.lineStart(of: reference.range.lowerBound), lines.joined(separator: ",\n") + ",\n"))
        }
        let appNode = elements[appIndex]
        let quotedName = ArchitectureConfig.Package.quoted(component.name)
        if let links = appNode.member("links") {
            if linkPosition > 0 {
                edits.append((links.elements[linkPosition - 1].range.upperBound, ", " + quotedName))
            } else if let first = links.elements.first {
                edits.append((first.range.lowerBound, quotedName + ", "))
            } else {
                edits.append((links.range.lowerBound + 1, quotedName))
            }
        } else {
            guard case .object(let members) = appNode.value, let last = members.last else {
                throw CheckDepsError.cannotRegister("\(path): the app package \(app.name) is not an object")
            }
            edits.append((last.value.range.upperBound, ", \"links\": [\(quotedName)]"))
        }
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(edit.text, at: edit.offset)
        }
        let edited = bytes.text
        guard (try? ArchitectureConfig.decode(Data(edited.utf8), displayPath: path)) == registry else {
            throw CheckDepsError.cannotRegister(
                "\(path): the edited file would not read back as the planned registry; register \(component.name) by hand"
            )
        }
        return edited
    }

    /// The app manifest's text with the component's name in its `let components = [ … ]` list,
    /// after `previousComponent`, and, when the manifest declares its libraries again by path (a
    /// `let libraries = [ … ]` table, rule R11), the component's and its interface's entries after
    /// `previousPackage`'s.
    ///
    /// - Throws: `CheckDepsError.cannotRegister` when the manifest declares no such list.
    public func manifestText(from text: String, path: String) throws -> String {
        guard let list = RegistrationList.components(in: text) else {
            throw CheckDepsError.cannotRegister(
                "\(path) declares no `let components = [ … ]` at its top level, the list of components the app "
                    + "links (rule R10 compares it with architecture.json); declare it, then register again")
        }
        var edited = list.inserting("\"\(component.name)\"", after: previousComponent, into: text)
        try verify(RegistrationList.components(in: edited), against: list, path: path)
        guard let libraries = RegistrationList.libraries(in: edited) else { return edited }
        // The manifest declares its libraries again by path (R11): the two new ones, as the packages
        // Tools/new-component writes declare them, after the previous package's.
        let indent = 4
        let business = component.layer != "base"
        let componentDependencies =
            ["Mediator"] + (business ? ["Storage"] : []) + [interface.name] + uses.map { $0 + "Mediator" }
            + (business ? ["CommandKit", "ComponentCommands"] : [])
        let componentEntry = RegistrationList.libraryEntry(
            name: component.name, package: component.name, dependencies: componentDependencies, indent: indent)
        let interfaceEntry = RegistrationList.libraryEntry(
            name: interface.name, package: interface.name, dependencies: ["Mediator"], indent: indent)
        edited = libraries.inserting(componentEntry, after: previousPackage, into: edited)
        guard let withComponent = RegistrationList.libraries(in: edited) else {
            throw CheckDepsError.cannotRegister("\(path): the edited libraries table no longer reads")
        }
        edited = withComponent.inserting(interfaceEntry, after: component.name, into: edited)
        let names = RegistrationList.libraries(in: edited)?.entries.map(\.name).sorted()
        guard names == (libraries.entries.map(\.name) + [component.name, interface.name]).sorted() else {
            throw CheckDepsError.cannotRegister(
                "\(path): the edited libraries table would not read back with \(component.name) added; "
                    + "register it by hand")
        }
        return edited
    }

    /// A source file's text with `registrationEntry` in the list after its `// check-deps:
    /// registrations` marker, after `previousComponent`; nil when the file has no marker.
    ///
    /// - Throws: `CheckDepsError.cannotRegister` when the marker is not followed by a list.
    public func registrationText(from text: String, path: String) throws -> String? {
        switch RegistrationList.registrations(in: text) {
        case .noMarker:
            return nil
        case .missing(let line):
            throw CheckDepsError.cannotRegister(
                "\(path):\(line): the registration marker is not followed by a list (`… = [ … ]`); "
                    + "declare the list right after it")
        case .found(let list):
            let edited = list.inserting(registrationEntry, after: previousComponent, into: text)
            guard case .found(let after) = RegistrationList.registrations(in: edited) else {
                throw CheckDepsError.cannotRegister("\(path): the edited registration list no longer reads")
            }
            try verify(after, against: list, path: path)
            return edited
        }
    }

    /// The edited list must hold the old entries and the new one, and nothing else.
    private func verify(_ edited: RegistrationList?, against original: RegistrationList, path: String) throws {
        let expected = original.entries.map(\.name).sorted() + [component.name]
        guard let edited, edited.unreadableLines == original.unreadableLines,
            edited.entries.map(\.name).sorted() == expected.sorted()
        else {
            throw CheckDepsError.cannotRegister(
                "\(path): the edited list would not read back with \(component.name) added; register it by hand")
        }
    }
}

/// UTF-8 text being edited at byte offsets.
private struct TextEdit {
    private var bytes: [UInt8]
    private static let newline = UInt8(ascii: "\n")

    init(_ text: String) { bytes = Array(text.utf8) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func insert(_ text: String, at offset: Int) { bytes.insert(contentsOf: Array(text.utf8), at: offset) }

    func lineStart(of offset: Int) -> Int {
        var index = offset
        while index > 0 && bytes[index - 1] != Self.newline { index -= 1 }
        return index
    }

    /// Just past the newline that ends the line holding `offset`.
    func lineEnd(after offset: Int) -> Int {
        bytes[offset...].firstIndex(of: Self.newline).map { $0 + 1 } ?? bytes.count
    }

    /// The blanks before `offset` on its line, when only blanks precede it there.
    func indentation(before offset: Int) -> String? {
        let prefix = bytes[lineStart(of: offset)..<offset]
        guard prefix.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { return nil }
        return String(decoding: prefix, as: UTF8.self)
    }

    /// The offset just past a `,` that follows `offset` after blanks, if one does.
    func comma(after offset: Int) -> Int? {
        var index = offset
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ",") ? index + 1 : nil
    }

    /// The 1-based line of `offset`.
    func line(of offset: Int) -> Int { bytes[..<offset].filter { $0 == Self.newline }.count + 1 }
}
