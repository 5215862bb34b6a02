import Foundation

/// What `check-deps sync` writes: every copy of a fact that is written by hand in one other place,
/// regenerated from that place.
///
/// - The app manifest's `libraries` table (the libraries it declares again by path, rule R11): one
///   entry per library target of each package `architecture.json` lists (the app's excepted), in
///   registry order, then the order the package's manifest declares its targets, with the
///   dependencies that manifest declares, product dependencies as the modules they bring.
/// - The app manifest's `let components = [ … ]` and every app source list marked
///   `// check-deps: registrations` (rule R10): `architecture.json`'s components, in its order, with
///   their launch priority and remote flag.
///
/// Only the text between each list's brackets is rewritten; every other byte of each file stays.
public struct SyncPlan: Sendable {
    /// One file sync reads and the text it would write there.
    public struct File: Equatable, Sendable {
        /// Where the file is.
        public var url: URL
        /// Its repo-relative path.
        public var path: String
        /// Its text now.
        public var old: String
        /// Its text after sync.
        public var new: String
        /// What sync writes in it (the lists, by name).
        public var lists: [String]

        /// Whether sync changes the file.
        public var changes: Bool { old != new }

        /// The changed lines as a unified-diff-like hunk: the lines that differ between the first and
        /// the last difference, `-` for the old ones and `+` for the new ones.
        public var diff: String {
            let before = old.split(separator: "\n", omittingEmptySubsequences: false)
            let after = new.split(separator: "\n", omittingEmptySubsequences: false)
            var prefix = 0
            while prefix < min(before.count, after.count) && before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(before.count, after.count) - prefix
                && before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
            {
                suffix += 1
            }
            var lines = ["@@ \(path):\(prefix + 1) @@"]
            lines += before[prefix..<(before.count - suffix)].map { "-" + $0 }
            lines += after[prefix..<(after.count - suffix)].map { "+" + $0 }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// A library the app manifest declares again by path, as its own package declares it.
    public struct Library: Equatable, Sendable {
        /// The target (module) name.
        public var name: String
        /// The directory under `Packages/` (the package's directory name) that holds it.
        public var package: String
        /// The modules it depends on, in its manifest's order.
        public var dependencies: [String]
    }

    /// The libraries, in the order the table lists them.
    public let libraries: [Library]
    /// Every file sync writes to, changed or not: the app manifest first, then the app's source
    /// files with a registration list, by path.
    public let files: [File]

    /// Plans a sync of the repository at `root` (absolute), loading manifests through `loader`.
    ///
    /// - Throws: `CheckDepsError.cannotSync` when `architecture.json` lists no app, a package's
    ///   manifest is missing or cannot be loaded, the app manifest has no `let components = [ … ]`,
    ///   or no app source file has a `// check-deps: registrations` list (or a marker has no list);
    ///   `CheckDepsError.invalidConfiguration` or `.io` when `architecture.json` cannot be read.
    public init(root: URL, loader: ManifestLoader) throws {
        let root = root.standardizedFileURL
        let registry = try ArchitectureConfig.load(
            from: root.appendingPathComponent("architecture.json"), displayPath: "architecture.json")
        guard let app = registry.packages.first(where: { $0.kind == .app }) else {
            throw CheckDepsError.cannotSync(
                "architecture.json lists no app package (\"kind\": \"app\"), whose lists sync writes; add it")
        }
        libraries = try Self.libraries(of: registry, root: root, loader: loader)
        let components = registry.packages.filter { $0.kind == .component }

        let appPath = RepoPath.normalize(app.path)
        let appDirectory = appPath == "." ? root : root.appendingPathComponent(appPath)
        let manifestURL = appDirectory.appendingPathComponent("Package.swift")
        let manifestPath = RepoPath.relative(manifestURL.path, to: root.path)
        let manifestText = try RepositoryEdit.read(manifestURL, display: manifestPath)
        var files = [
            try Self.manifest(
                manifestText, url: manifestURL, path: manifestPath, components: components, libraries: libraries)
        ]

        for url in RepositoryEdit.swiftSources(under: appDirectory, excluding: registry.exclude ?? [], root: root) {
            let path = RepoPath.relative(url.path, to: root.path)
            let text = try RepositoryEdit.read(url, display: path)
            guard text.contains(RegistrationList.marker) else { continue }
            switch RegistrationList.registrations(in: text) {
            case .noMarker:
                continue
            case .missing(let line):
                throw CheckDepsError.cannotSync(
                    "\(path):\(line): the registration marker is not followed by a list (`… = [ … ]`); declare the "
                        + "list right after it, or remove the marker, then sync again")
            case .found(let list):
                let entries = components.map(RegistrationList.registrationEntry(for:))
                files.append(
                    File(
                        url: url, path: path, old: text, new: list.replacingElements(with: entries, in: text),
                        lists: ["registrations"]))
            }
        }
        guard files.count > 1 else {
            throw CheckDepsError.cannotSync(
                "no Swift file of the app \(app.name) has a `// check-deps: registrations` list, where the app keeps "
                    + "each component's launch and remote (rule R10 compares it with architecture.json); mark the "
                    + "list, then sync again")
        }
        self.files = files
    }

    /// The files sync would change.
    public var changes: [File] { files.filter(\.changes) }

    /// The app manifest with its components list and, when it has one, its libraries table regenerated.
    private static func manifest(
        _ text: String, url: URL, path: String, components: [ArchitectureConfig.Package], libraries: [Library]
    ) throws -> File {
        guard let list = RegistrationList.components(in: text) else {
            throw CheckDepsError.cannotSync(
                "\(path) declares no `let components = [ … ]` at its top level, the list of components the app "
                    + "links (rule R10 compares it with architecture.json); declare it, then sync again")
        }
        var new = list.replacingElements(with: components.map { "\"\($0.name)\"" }, in: text)
        var lists = ["components"]
        // The table, when the manifest declares its libraries again by path (R11), comes after the
        // components list in the edited text: it is found again there.
        if let table = RegistrationList.libraries(in: new) {
            let entries = libraries.map {
                RegistrationList.libraryEntry(
                    name: $0.name, package: $0.package, dependencies: $0.dependencies, indent: 4)
            }
            new = table.replacingElements(with: entries, in: new)
            lists.append("libraries")
        }
        guard RegistrationList.components(in: new)?.entries.map(\.name) == components.map(\.name) else {
            throw CheckDepsError.cannotSync(
                "\(path): the regenerated components list does not read back; edit it by hand")
        }
        return File(url: url, path: path, old: text, new: new, lists: lists)
    }

    /// Each library target of each package the registry lists (the app's excepted), with its
    /// dependencies as its own manifest declares them.
    ///
    /// A library target is a regular target one of the package's library products contains (a test
    /// fixture target such as Account's `Probe`, in no product, is not one).
    private static func libraries(
        of registry: ArchitectureConfig, root: URL, loader: ManifestLoader
    ) throws -> [Library] {
        let listed = registry.packages.filter { $0.kind != .app }
        var directories: [String] = []
        for entry in listed {
            let path = RepoPath.normalize(entry.path)
            let directory = path == "." ? root.path : root.appendingPathComponent(path).standardizedFileURL.path
            guard FileManager.default.fileExists(atPath: directory + "/Package.swift") else {
                throw CheckDepsError.cannotSync(
                    "architecture.json lists \(entry.name) at \(entry.path), which has no Package.swift; "
                        + "create the package or remove the entry, then sync again")
            }
            directories.append(directory)
        }
        let outcomes = try loader.loadEach(packageDirectories: directories)
        var packages: [ProjectPackage] = []
        for (entry, directory) in zip(listed, directories) {
            let display = RepoPath.join(RepoPath.normalize(entry.path), "Package.swift")
            let manifest: PackageManifest
            switch outcomes[directory] {
            case .success(let loaded): manifest = loaded
            case .failure(let error):
                throw CheckDepsError.cannotSync(
                    "\(display) cannot be loaded, so the copies of its dependencies cannot be written "
                        + "(\(error.description)); fix it, then sync again")
            case nil:
                throw CheckDepsError.cannotSync("\(display) was not loaded; sync again")
            }
            packages.append(
                ProjectPackage(
                    name: manifest.name, path: RepoPath.normalize(entry.path), absolutePath: directory,
                    manifest: manifest, entry: entry))
        }
        let graph = ProjectGraph(packages: packages.sorted { $0.path < $1.path })
        var libraries: [Library] = []
        for directory in directories {
            guard let index = graph.packages.firstIndex(where: { $0.absolutePath == directory }) else { continue }
            let manifest = graph.packages[index].manifest
            let libraryTargets = Set(manifest.products.filter { $0.type == "library" }.flatMap(\.targets))
            for target in manifest.targets where target.type == "regular" && libraryTargets.contains(target.name) {
                libraries.append(
                    Library(
                        name: target.name, package: (directory as NSString).lastPathComponent,
                        dependencies: ResolvedDependency.modules(
                            of: graph.resolvedDependencies(of: target, in: index))))
            }
        }
        return libraries
    }
}
