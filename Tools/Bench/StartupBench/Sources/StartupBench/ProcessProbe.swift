import BenchSupport
import Foundation

/// One-off runs of a scenario that look inside the process instead of timing it: which shared
/// libraries the dynamic loader maps, and how many times it asks the disk to sync.
enum ProcessProbe {
    /// The shared objects the dynamic loader maps into one run (dependencies and `dlopen`, not the
    /// program itself or the vDSO), from glibc's `LD_DEBUG=files` trace; nil where that gives nothing.
    static func loadedLibraries(_ child: ChildProcess, scratch: URL) throws -> [String]? {
        let prefix = scratch.appendingPathComponent("ld-debug-\(UUID().uuidString)")
        var environment = child.environment
        environment["LD_DEBUG"] = "files"
        environment["LD_DEBUG_OUTPUT"] = prefix.path
        _ = try ChildProcess(executable: child.executable, arguments: child.arguments, environment: environment).run()
        let folder = prefix.deletingLastPathComponent()
        let traces = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix(prefix.lastPathComponent + ".") }
        defer { traces.forEach { try? FileManager.default.removeItem(at: folder.appendingPathComponent($0)) } }
        guard !traces.isEmpty else { return nil }
        var names = Set<String>()
        for trace in traces {
            let text = try String(contentsOf: folder.appendingPathComponent(trace), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("generating link map") {
                // "  1234:	file=libc.so.6 [0];  generating link map"
                guard let start = line.range(of: "file=") else { continue }
                let rest = line[start.upperBound...]
                names.insert(String(rest.prefix { $0 != " " && $0 != ";" }))
            }
        }
        return names.sorted()
    }

    /// How many `fsync` and `fdatasync` calls one run makes (all threads), counted by `strace -c`;
    /// nil when strace is not installed or cannot trace here.
    static func syncCalls(_ child: ChildProcess, scratch: URL) throws -> Int? {
        guard let strace = ["/usr/bin/strace", "/bin/strace"].first(where: FileManager.default.isExecutableFile)
        else { return nil }
        let summary = scratch.appendingPathComponent("strace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: summary) }
        let traced = ChildProcess(
            executable: strace,
            arguments: [
                "-f", "-c", "-e", "trace=fsync,fdatasync,sync_file_range", "-o", summary.path, child.executable,
            ]
                + child.arguments,
            environment: child.environment)
        let sample = try traced.run()
        guard sample.status == 0, let text = try? String(contentsOf: summary, encoding: .utf8) else { return nil }
        // "% time  seconds  usecs/call  calls  errors syscall": the calls column of each syscall's row.
        var calls = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let name = fields.last, ["fsync", "fdatasync", "sync_file_range"].contains(String(name)),
                fields.count >= 5, let count = Int(fields[3])
            else { continue }
            calls += count
        }
        return calls
    }
}
