import Foundation

/// The module names a new component may not take, each with who has it: every target and product of
/// every manifest in the repository (the tools' packages included), and every module the toolchain
/// (and, on a Mac, the SDK) offers.
///
/// A component named like one of them makes two modules of one name: the packages stop resolving
/// (`CSQLite`, Storage's system library) or an import finds the wrong module (`Testing`). Names are
/// matched ignoring case, as a case-insensitive file system (and a `shop://` URL) would.
public struct TakenModuleNames: Sendable {
    /// Lowercased name: who has it, naming the module as its owner spells it.
    private var owners: [String: String] = [:]

    /// Modules of the Apple SDKs that a toolchain on Linux does not ship, yet the packages build for
    /// macOS and iOS too: the ones a component name could plausibly collide with.
    static let appleSDKModules = [
        "Darwin", "os", "OSLog", "ObjectiveC", "CoreFoundation", "Combine", "SwiftUI", "UIKit", "AppKit",
        "Network", "Security", "CryptoKit", "SwiftData", "CoreData", "CoreGraphics", "Accelerate",
        "AVFoundation", "MapKit", "StoreKit", "WebKit", "Contacts", "Photos", "CloudKit", "UserNotifications",
    ]

    /// An empty set of names.
    public init() {}

    /// Records `name` as taken by `owner`, a phrase that names it ("the system library target CSQLite
    /// of Packages/Storage/Package.swift"); the first owner recorded keeps it.
    public mutating func add(_ name: String, owner: String) {
        let key = name.lowercased()
        if owners[key] == nil { owners[key] = owner }
    }

    /// Adds `other`'s names (a name both have keeps this set's owner).
    public mutating func merge(_ other: TakenModuleNames) {
        owners.merge(other.owners) { current, _ in current }
    }

    /// Who has `name` (ignoring case), or nil when it is free.
    public func owner(of name: String) -> String? {
        owners[name.lowercased()]
    }

    /// How many names are taken.
    public var count: Int { owners.count }

    // MARK: The repository

    /// Every target and product name of every `Package.swift` under `root` (hidden directories,
    /// `.build` and test fixture repositories, a `Fixtures` directory, skipped), except the packages
    /// at `excluded` (repo-relative: the ones being registered, whose modules are the new names).
    ///
    /// - Throws: `CheckDepsError.cannotRegister` when a manifest cannot be read: its names are unknown.
    public static func repository(
        root: URL, loader: ManifestLoader, excluding excluded: [String] = []
    ) throws -> TakenModuleNames {
        let skipped = Set(excluded.map { root.standardizedFileURL.appendingPathComponent($0).standardizedFileURL.path })
        let directories = manifestDirectories(under: root.standardizedFileURL).filter { !skipped.contains($0) }
        var taken = TakenModuleNames()
        for (directory, outcome) in try loader.loadEach(packageDirectories: directories).sorted(by: { $0.key < $1.key })
        {
            let path = RepoPath.relative(directory, to: root.standardizedFileURL.path)
            let location = path == "." ? "the root Package.swift" : "\(path)/Package.swift"
            let manifest: PackageManifest
            switch outcome {
            case .success(let loaded): manifest = loaded
            case .failure(let error):
                throw CheckDepsError.cannotRegister(
                    "\(location) cannot be read, so its module names are unknown (\(error.description)); "
                        + "fix it, then register again")
            }
            for target in manifest.targets {
                let kind = targetKinds[target.type] ?? target.type
                taken.add(target.moduleName, owner: "the \(kind) target \(target.moduleName) of \(location)")
            }
            for product in manifest.products {
                taken.add(product.name, owner: "the \(product.type) product \(product.name) of \(location)")
            }
        }
        return taken
    }

    /// How a message names each kind of target `dump-package` reports.
    private static let targetKinds = [
        "regular": "library", "executable": "executable", "test": "test", "system": "system library",
        "binary": "binary", "plugin": "plugin", "macro": "macro",
    ]

    private static func manifestDirectories(under root: URL) -> [String] {
        let fileManager = FileManager.default
        var result: [String] = []
        var stack = [root.path]
        while let directory = stack.popLast() {
            guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { continue }
            if names.contains("Package.swift") { result.append(directory) }
            for name in names where !name.hasPrefix(".") && name != "Fixtures" {
                var isDirectory: ObjCBool = false
                let path = directory + "/" + name
                if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    stack.append(path)
                }
            }
        }
        return result.sorted()
    }

    // MARK: The toolchain

    /// The modules of the toolchain whose `swift` is `swiftExecutable`: each `X.swiftmodule` and each
    /// top-level `module X` of a module map within three levels of its `usr/lib/swift` (the standard
    /// library, Foundation, Dispatch, XCTest, Testing, Synchronization, the platform's C library…); on
    /// a Mac also the SDK's frameworks and Swift modules (`xcrun --show-sdk-path`); and the Apple SDK
    /// modules a Linux toolchain lacks (`appleSDKModules`).
    public static func toolchain(swiftExecutable: String) -> TakenModuleNames {
        var taken = TakenModuleNames()
        var swift = URL(fileURLWithPath: swiftExecutable).resolvingSymlinksInPath()
        let xcrun = FileManager.default.isExecutableFile(atPath: "/usr/bin/xcrun") ? "/usr/bin/xcrun" : nil
        if let xcrun, let found = run(xcrun, ["--find", "swift"]) {
            swift = URL(fileURLWithPath: found).resolvingSymlinksInPath()
        }
        let library = swift.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift")
        // Swift modules before module maps: Dispatch is both, and a Swift module is what `import` finds.
        var cModules = TakenModuleNames()
        collect(under: library, depth: 3, owner: "the toolchain's", into: &taken, cModules: &cModules)
        if let xcrun, let sdk = run(xcrun, ["--show-sdk-path"]) {
            let sdkURL = URL(fileURLWithPath: sdk)
            collect(
                under: sdkURL.appendingPathComponent("usr/lib/swift"), depth: 1, owner: "the SDK's", into: &taken,
                cModules: &cModules)
            let frameworks = sdkURL.appendingPathComponent("System/Library/Frameworks")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: frameworks.path)) ?? []
            where name.hasSuffix(".framework") {
                let framework = String(name.dropLast(".framework".count))
                taken.add(framework, owner: "the SDK's framework \(framework)")
            }
        }
        taken.merge(cModules)
        for name in appleSDKModules {
            taken.add(name, owner: "the Apple SDK module \(name)")
        }
        return taken
    }

    /// The `.swiftmodule` names (into `taken`) and module-map modules (into `cModules`) under
    /// `directory`, `depth` levels down; `owner` is a possessive ("the toolchain's").
    private static func collect(
        under directory: URL, depth: Int, owner: String, into taken: inout TakenModuleNames,
        cModules: inout TakenModuleNames
    ) {
        let fileManager = FileManager.default
        guard depth > 0, let names = try? fileManager.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names.sorted() {
            let url = directory.appendingPathComponent(name)
            if name.hasSuffix(".swiftmodule") {
                let module = String(name.dropLast(".swiftmodule".count))
                taken.add(module, owner: "\(owner) module \(module)")
            } else if name.hasSuffix(".modulemap") {
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                for module in moduleMapModules(text) {
                    cModules.add(module, owner: "\(owner) C module \(module)")
                }
            } else {
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    collect(under: url, depth: depth - 1, owner: owner, into: &taken, cModules: &cModules)
                }
            }
        }
    }

    /// The top-level modules a module map declares: `module X`, `framework module X`, `explicit module
    /// X` outside any braces (submodules, inside them, are not importable by their own name).
    public static func moduleMapModules(_ text: String) -> [String] {
        var modules: [String] = []
        var depth = 0
        var words: [String] = []
        var word = ""
        var inComment = false
        func endWord() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            inComment = false
            for character in line {
                if inComment { break }
                switch character {
                case "/" where word.hasSuffix("/"):
                    word.removeLast()
                    inComment = true
                case "{":
                    endWord()
                    if depth == 0, let index = words.lastIndex(of: "module"), index + 1 < words.count {
                        modules.append(words[index + 1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
                    }
                    words = []
                    depth += 1
                case "}":
                    endWord()
                    words = []
                    depth = max(0, depth - 1)
                case " ", "\t", "\r", "[", "]":
                    endWord()
                default:
                    word.append(character)
                }
            }
            endWord()
        }
        return modules
    }

    /// The first line of what `executable arguments` prints, or nil when it fails.
    private static func run(_ executable: String, _ arguments: [String]) -> String? {
        guard let result = try? ExternalCommand(executable: executable).run(arguments, in: "/"), result.status == 0
        else { return nil }
        let line = result.text.split(separator: "\n").first.map(String.init)?
            .trimmingCharacters(in: .whitespaces)
        return line?.isEmpty == false ? line : nil
    }
}
