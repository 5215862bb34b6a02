import Dispatch
import Foundation

/// Loads package manifests with `swift package dump-package`, in parallel, through a content cache.
///
/// The cache key is an FNV-1a 128 hash of every `Package*.swift` file of the package plus a
/// fingerprint of the toolchain (the real path, size and mtime of the `swift` binary), so editing a
/// manifest or switching toolchains invalidates it, and moving the repository does not.
public final class ManifestLoader: Sendable {
    private static let cacheFormat = "check-deps-manifest-v5"

    private let swiftExecutable: String
    private let cacheDirectory: URL?
    private let maxConcurrency: Int
    private let toolchainFingerprint: String
    /// `swift --version`'s version, read once and only for packages with version-specific manifests.
    private let toolchainVersion = LockedValue<[Int]??>(nil)

    /// Creates a loader; `cacheDirectory` nil disables the cache.
    public init(cacheDirectory: URL?, maxConcurrency: Int = 6) throws {
        let swift = try Self.locateSwift()
        self.swiftExecutable = swift
        self.cacheDirectory = cacheDirectory
        self.maxConcurrency = max(1, maxConcurrency)
        self.toolchainFingerprint = Self.fingerprint(ofExecutable: swift)
        if let cacheDirectory {
            try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        }
    }

    /// Loads the manifests of the given absolute package directories; the result is keyed by directory.
    /// Throws the first failure (in path order) after caching every manifest that loaded.
    public func load(packageDirectories: [String]) throws -> [String: PackageManifest] {
        var manifests: [String: PackageManifest] = [:]
        for (directory, outcome) in try loadEach(packageDirectories: packageDirectories).sorted(by: { $0.key < $1.key })
        {
            manifests[directory] = try outcome.get()
        }
        return manifests
    }

    /// Loads each manifest on its own: a manifest that fails to load fails alone, and every one that
    /// loaded is cached, so the next run does not pay for the others again.
    public func loadEach(packageDirectories: [String]) throws -> [String: Result<PackageManifest, CheckDepsError>] {
        var results: [String: Result<PackageManifest, CheckDepsError>] = [:]
        var misses: [(directory: String, key: String?)] = []
        for directory in packageDirectories {
            let key = try cacheKey(for: directory)
            if let key, let cached = readCache(key: key) {
                results[directory] = .success(cached)
            } else {
                misses.append((directory, key))
            }
        }
        guard !misses.isEmpty else { return results }

        let outcomes = LockedDictionary<String, Result<PackageManifest, CheckDepsError>>()
        let slots = DispatchSemaphore(value: maxConcurrency)
        let group = DispatchGroup()
        for miss in misses {
            slots.wait()
            group.enter()
            let swift = swiftExecutable
            Thread.detachNewThread {
                let outcome = Self.dumpPackage(swift: swift, directory: miss.directory)
                outcomes.set(outcome, for: miss.directory)
                slots.signal()
                group.leave()
            }
        }
        group.wait()

        let collected = outcomes.snapshot()
        for miss in misses {
            switch collected[miss.directory] {
            case .success(var manifest):
                manifest.manifestFile = selectManifestFile(in: miss.directory)
                results[miss.directory] = .success(manifest)
                if let key = miss.key {
                    writeCache(manifest, key: key)
                }
            case .failure(let error):
                results[miss.directory] = .failure(error)
            case nil:
                results[miss.directory] = .failure(.dumpPackageFailed(path: miss.directory, reason: "no result"))
            }
        }
        return results
    }

    // MARK: - Version-specific manifests

    /// Whether the `Package.swift` in `directory` asks for a newer tools version than the running
    /// toolchain (SwiftPM's own Certificates utility says 999.0), so no manifest there can load.
    public func needsNewerToolchain(_ directory: String) -> Bool {
        guard let text = try? String(contentsOfFile: directory + "/Package.swift", encoding: .utf8),
            let required = ManifestSelection.toolsVersion(ofManifest: text), let toolchain = readToolchainVersion()
        else { return false }
        return ManifestSelection.isNewer(required, than: toolchain)
    }

    /// The manifest SwiftPM reads in `directory` (see `ManifestSelection`).
    private func selectManifestFile(in directory: String) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        guard names.contains(where: { ManifestSelection.version(ofFileName: $0) != nil }),
            let toolchain = readToolchainVersion()
        else { return "Package.swift" }
        let regular = (try? String(contentsOfFile: directory + "/Package.swift", encoding: .utf8))
            .flatMap(ManifestSelection.toolsVersion(ofManifest:))
        return ManifestSelection.manifestFile(
            fileNames: names, regularToolsVersion: regular, toolchainVersion: toolchain)
    }

    private func readToolchainVersion() -> [Int]? {
        toolchainVersion.withLock { cached in
            if let cached { return cached }
            let output = Self.run(swiftExecutable, ["--version"])
            let version = output.flatMap(ManifestSelection.toolchainVersion(ofVersionOutput:))
            cached = .some(version)
            return version
        }
    }

    /// The standard output of a short-lived process, or nil if it fails.
    private static func run(_ executable: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: - Cache

    private func cacheKey(for directory: String) throws -> String? {
        guard cacheDirectory != nil else { return nil }
        let fileManager = FileManager.default
        let names = ((try? fileManager.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift") && $0.hasSuffix(".swift")) }
            .sorted()
        var hasher = FNV1a128()
        hasher.combine(Self.cacheFormat)
        hasher.combine(toolchainFingerprint)
        for name in names {
            guard let data = fileManager.contents(atPath: directory + "/" + name) else {
                throw CheckDepsError.io(path: directory + "/" + name, reason: "cannot be read")
            }
            hasher.combine(name)
            hasher.combine(data)
            hasher.combine([0xFF])
        }
        return hasher.hexDigest
    }

    private func readCache(key: String) -> PackageManifest? {
        guard let cacheDirectory,
            let data = FileManager.default.contents(atPath: cacheDirectory.appendingPathComponent(key + ".json").path)
        else { return nil }
        return try? JSONDecoder().decode(PackageManifest.self, from: data)
    }

    private func writeCache(_ manifest: PackageManifest, key: String) {
        guard let cacheDirectory, let data = try? JSONEncoder().encode(manifest) else { return }
        let final = cacheDirectory.appendingPathComponent(key + ".json")
        let temporary = cacheDirectory.appendingPathComponent(key + ".\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
            _ = try? FileManager.default.removeItem(at: final)
            try FileManager.default.moveItem(at: temporary, to: final)
        } catch {
            // A cache that cannot be written only costs time on the next run.
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    // MARK: - Running SwiftPM

    private static func dumpPackage(swift: String, directory: String) -> Result<PackageManifest, CheckDepsError> {
        // A private scratch directory: SwiftPM locks the scratch directory even for dump-package, so
        // the package's own `.build` would make this wait for any build running there, including
        // the `swift package check-deps` that runs this tool as a plugin (a deadlock).
        let workDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-deps-\(UUID().uuidString)")
        let outputURL = workDirectory.appendingPathComponent("dump.out")
        let errorURL = workDirectory.appendingPathComponent("dump.err")
        let scratchURL = workDirectory.appendingPathComponent("scratch")
        defer { try? FileManager.default.removeItem(at: workDirectory) }
        do {
            try FileManager.default.createDirectory(at: scratchURL, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
            let output = try FileHandle(forWritingTo: outputURL)
            let errors = try FileHandle(forWritingTo: errorURL)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swift)
            process.arguments = [
                "package", "--scratch-path", scratchURL.path, "dump-package", "--package-path", directory,
            ]
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try? output.close()
            try? errors.close()
            guard process.terminationStatus == 0 else {
                let message = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
                let reason = Self.summarize(message, status: process.terminationStatus)
                return .failure(.dumpPackageFailed(path: directory, reason: reason))
            }
            let data = try Data(contentsOf: outputURL)
            return .success(try DumpPackageParser.parse(data, packageDirectory: directory))
        } catch let error as CheckDepsError {
            return .failure(error)
        } catch {
            return .failure(.dumpPackageFailed(path: directory, reason: "\(error)"))
        }
    }

    /// The most useful line of SwiftPM's error output: a compiler diagnostic in the manifest if any.
    private static func summarize(_ message: String, status: Int32) -> String {
        let lines = message.split(separator: "\n").map(String.init)
        let diagnostic = lines.first {
            $0.contains("Package") && $0.contains(": error: ") && !$0.contains("Invalid manifest")
        }
        guard let line = diagnostic ?? lines.first(where: { $0.contains("error") }) ?? lines.first else {
            return "exit status \(status)"
        }
        return line.count > 300 ? String(line.prefix(300)) + "..." : line
    }

    static func locateSwift() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["CHECK_DEPS_SWIFT"], !explicit.isEmpty {
            return explicit
        }
        for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = String(directory) + "/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        throw CheckDepsError.dumpPackageFailed(path: ".", reason: "no swift executable found in PATH")
    }

    static func fingerprint(ofExecutable path: String) -> String {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(resolved)|\(size)|\(modified)"
    }
}
