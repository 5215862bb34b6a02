import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The built `check-deps` executable running as a child of the test (posix_spawn and waitpid, no
/// Foundation.Process), with its own TMPDIR, and what `/proc` says about the processes below it.
final class CheckDepsProcess {
    /// The executable next to the test bundle (`swift test` builds it).
    static var executable: URL {
        // The products folder: the bundle's own folder on macOS, the test runner's folder on Linux.
        var folder = Bundle(for: CheckDepsProcess.self).bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("check-deps")
    }

    /// The process id.
    let pid: pid_t
    private let errorURL: URL
    private var exitStatus: Int32?

    /// Starts check-deps with `arguments` and TMPDIR set to `temporaryDirectory`.
    init(arguments: [String], temporaryDirectory: URL) throws {
        errorURL = FileManager.default.temporaryDirectory.appendingPathComponent("check-deps-err-\(UUID().uuidString)")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporaryDirectory.path
        let argv = ([Self.executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, Self.executable.path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw CocoaError(.executableLoad) }
        pid = child
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: errorURL)
    }

    /// Whether check-deps has not exited yet (reaps it when it has).
    var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return true }
        let signal = status & 0x7F
        exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return false
    }

    /// The exit status (128 + N for signal N), once it has exited.
    var status: Int32? { exitStatus }

    /// What it wrote to standard error.
    var errors: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    /// Polls until check-deps exits or `seconds` pass; returns every process seen below it.
    func watchDescendants(until seconds: Double) -> Set<pid_t> {
        var seen: Set<pid_t> = []
        let deadline = Date().addingTimeInterval(seconds)
        while isRunning && Date() < deadline {
            seen.formUnion(Self.descendants(of: pid).map(\.pid))
            usleep(50_000)
        }
        return seen
    }

    /// Whether `pid` is gone: no such process, or only a zombie waiting for a parent other than
    /// check-deps (this machine's init may never reap it).
    static func isGone(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0 && errno == ESRCH { return true }
        return entry(of: pid)?.state == "Z"
    }

    /// Whether no live process is left in group `group`.
    static func groupIsGone(_ group: pid_t) -> Bool {
        if kill(-group, 0) != 0 && errno == ESRCH { return true }
        return allProcesses().allSatisfy { entry(of: $0).map { $0.group != group || $0.state == "Z" } ?? true }
    }

    /// Every process below `root`, with its group and command (the first word of its command line).
    static func descendants(of root: pid_t) -> [(pid: pid_t, group: pid_t, command: String)] {
        var table: [pid_t: (parent: pid_t, group: pid_t, state: String)] = [:]
        for pid in allProcesses() { table[pid] = entry(of: pid) }
        var result: [(pid: pid_t, group: pid_t, command: String)] = []
        var queue = [root]
        while let next = queue.popLast() {
            for (pid, entry) in table where entry.parent == next && !result.contains(where: { $0.pid == pid }) {
                let line = readProcFile("/proc/\(pid)/cmdline")
                result.append((pid, entry.group, String(line.split(separator: "\0").first ?? "")))
                queue.append(pid)
            }
        }
        return result
    }

    private static func allProcesses() -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
    }

    /// Parent, group and state from `/proc/PID/stat` (after the parenthesised name).
    private static func entry(of pid: pid_t) -> (parent: pid_t, group: pid_t, state: String)? {
        let text = readProcFile("/proc/\(pid)/stat")
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { return nil }
        return (parent, group, String(fields[0]))
    }

    /// A `/proc` file, read until its end (its size says 0).
    private static func readProcFile(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4096) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
