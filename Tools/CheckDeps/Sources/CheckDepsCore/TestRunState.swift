import Foundation

/// What earlier test runs on this machine left behind: the input hash of every unit that passed in a
/// green run, and how long each unit took. Lives under `.build/` (a cache, never committed).
public struct TestRunState: Codable, Equatable, Sendable {
    /// The file format version; only 1 is understood.
    public var schemaVersion = 1
    /// The toolchain (`ToolchainIdentity.key`) the green hashes were recorded with.
    public var toolchain: String?
    /// Input hash of each unit (by id) at its last green run.
    public var green: [String: String] = [:]
    /// Seconds each unit (by id) took when it last passed.
    public var durations: [String: Double] = [:]
    /// Seconds each test class of the root package (`Target.Class`) took when the root last passed;
    /// the plan splits the root suite across shards by these.
    public var classDurations: [String: Double]?

    /// An empty state.
    public init() {}

    /// The default location: `<root>/.build/test-plan/state.json`.
    public static func defaultURL(root: URL) -> URL {
        root.appendingPathComponent(".build/test-plan/state.json")
    }

    /// Reads the state; a missing file is an empty state, and so is an unreadable one (a cache),
    /// in which case `warning` says so.
    public static func load(from url: URL) -> (state: TestRunState, warning: String?) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return (TestRunState(), nil) }
        guard let state = try? JSONDecoder().decode(TestRunState.self, from: data), state.schemaVersion == 1 else {
            return (TestRunState(), "\(url.path) is not a test state file of this version; ignoring it")
        }
        return (state, nil)
    }

    /// Writes the state atomically (a concurrent reader sees the old or the new file, never half).
    public func save(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try encoder.encode(self).write(to: url, options: .atomic)
        } catch {
            throw CheckDepsError.io(path: url.path, reason: "cannot be written (\(error.localizedDescription))")
        }
    }

    /// The recorded green hash of `id`, if it was recorded with `toolchain`.
    public func greenHash(of id: String, toolchain: String) -> String? {
        self.toolchain == toolchain ? green[id] : nil
    }

    /// Records a finished run: durations of the units that passed (unless `durations` is false);
    /// and, only when no unit failed, the input hashes of the units that ran. A failing run never
    /// records a hash. Returns how many hashes were recorded.
    @discardableResult
    public mutating func record(_ results: [TestRunResult], toolchain: String, durations keepDurations: Bool = true)
        -> Int
    {
        for result in results where result.status == .passed && keepDurations {
            durations[result.id] = (result.seconds * 1000).rounded() / 1000
        }
        guard !results.contains(where: { $0.status.isFailure }) else { return 0 }
        if self.toolchain != toolchain {
            green = [:]
            self.toolchain = toolchain
        }
        var recorded = 0
        for result in results where result.status == .passed && !result.inputHash.isEmpty {
            green[result.id] = result.inputHash
            recorded += 1
        }
        return recorded
    }
}
