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
    private let manifestTimeout: Double
    /// `swift --version`'s version, read once and only for packages with version-specific manifests.
    private let toolchainVersion = LockedValue<[Int]??>(nil)

    /// The deadline for one manifest when neither `--manifest-timeout` nor
    /// `CHECK_DEPS_MANIFEST_TIMEOUT` gives one: a cold `dump-package` compiles the manifest (3-10 s
    /// alone, 30 s and more on a 2-core machine busy with other builds), so 120 s never stops a real
    /// manifest and still ends one that never returns.
    public static let defaultManifestTimeout: Double = 120

    /// The deadline `CHECK_DEPS_MANIFEST_TIMEOUT` sets (seconds), or `defaultManifestTimeout`.
    public static func manifestTimeout(environment: [String: String]) throws -> Double {
        guard let raw = environment["CHECK_DEPS_MANIFEST_TIMEOUT"], !raw.isEmpty else { return defaultManifestTimeout }
        return try parseTimeout(raw, source: "CHECK_DEPS_MANIFEST_TIMEOUT")
    }

    /// A deadline in seconds: a positive number.
    static func parseTimeout(_ raw: String, source: String) throws -> Double {
        guard let seconds = Double(raw), seconds.isFinite, seconds > 0 else {
            throw CheckDepsError.usage("\(source) must be a positive number of seconds, not '\(raw)'")
        }
        return seconds
    }

    /// Creates a loader; `cacheDirectory` nil disables the cache. `manifestTimeout` is the deadline
    /// for one `dump-package` in seconds (nil: `CHECK_DEPS_MANIFEST_TIMEOUT`, or 120).
    public init(cacheDirectory: URL?, maxConcurrency: Int = 6, manifestTimeout: Double? = nil) throws {
        let swift = try Self.locateSwift()
        self.manifestTimeout =
            try manifestTimeout ?? Self.manifestTimeout(environment: ProcessInfo.processInfo.environment)
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
            let timeout = manifestTimeout
            Thread.detachNewThread {
                let outcome = Self.dumpPackage(swift: swift, directory: miss.directory, timeout: timeout)
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

    private static func dumpPackage(
        swift: String, directory: String, timeout: Double
    ) -> Result<PackageManifest, CheckDepsError> {
        // A private scratch directory: SwiftPM locks the scratch directory even for dump-package, so
        // the package's own `.build` would make this wait for any build running there, including
        // the `swift package check-deps` that runs this tool as a plugin (a deadlock). SwiftPM's own
        // temporary folders (the compiled manifest) go below it too, through TMPDIR, so removing it
        // removes everything a run leaves, also when check-deps is stopped (`ProcessCleanup`).
        let workDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-deps-\(UUID().uuidString)")
        let outputURL = workDirectory.appendingPathComponent("dump.out")
        let errorURL = workDirectory.appendingPathComponent("dump.err")
        let scratchURL = workDirectory.appendingPathComponent("scratch")
        let temporaryURL = workDirectory.appendingPathComponent("tmp")
        guard ProcessCleanup.shared.register(folder: workDirectory.path) else {
            return .failure(.dumpPackageFailed(path: directory, reason: "check-deps is stopping"))
        }
        defer { ProcessCleanup.shared.remove(folder: workDirectory.path) }
        do {
            try FileManager.default.createDirectory(at: scratchURL, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: temporaryURL, withIntermediateDirectories: true)
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = temporaryURL.path
            let termination = try ChildProcess.run(
                executable: swift,
                arguments: ["package", "--scratch-path", scratchURL.path, "dump-package", "--package-path", directory],
                environment: environment, standardOutput: outputURL.path, standardError: errorURL.path,
                deadline: timeout)
            if termination.timedOut {
                let manifest = directory + "/Package.swift"
                return .failure(
                    .dumpPackageFailed(
                        path: directory,
                        reason: "\(manifest) did not load within \(Self.describe(seconds: timeout)) and was stopped "
                            + "(a manifest that never returns; a slow one needs a longer deadline: "
                            + "--manifest-timeout SECONDS or CHECK_DEPS_MANIFEST_TIMEOUT)"))
            }
            guard termination.status == 0 else {
                let message = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
                let reason = Self.summarize(message, status: termination.status)
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

    /// `5 s`, `0.5 s`.
    static func describe(seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e9 ? "\(Int(seconds)) s" : "\(seconds) s"
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
