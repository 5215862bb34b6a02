import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One program invocation, started with `posix_spawn` and timed from just before the spawn to the
/// moment its exit is reaped: the whole process, dynamic loading included.
///
/// `Foundation.Process` is avoided on the timed path: it starts helper threads in the parent, which
/// adds noise of its own on a 2-core machine.
public struct ChildProcess {
    /// What one run measured.
    public struct Sample {
        /// Wall time, milliseconds.
        public let wallMs: Double
        /// User plus system CPU time of the child, milliseconds.
        public let cpuMs: Double
        /// Exit code, or 128 + signal number when it was killed.
        public let status: Int32
    }

    public let executable: String
    public let arguments: [String]
    public let environment: [String: String]

    /// A run of `executable` with `arguments`, in exactly `environment`.
    public init(executable: String, arguments: [String], environment: [String: String]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }

    /// Runs once with standard input from /dev/null and the outputs written to the given files.
    public func run(stdout: String = "/dev/null", stderr: String = "/dev/null") throws -> Sample {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var pid: pid_t = 0
        let start = Self.monotonicNanoseconds()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw BenchError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else {
                throw BenchError("waiting for \(executable): \(String(cString: strerror(errno)))")
            }
        }
        let end = Self.monotonicNanoseconds()
        let cpu = Self.milliseconds(usage.ru_utime) + Self.milliseconds(usage.ru_stime)
        // The wait status layout: low 7 bits are the killing signal (0 when it exited), bits 8-15 the exit code.
        let signal = status & 0x7f
        let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return Sample(wallMs: Double(end - start) / 1e6, cpuMs: cpu, status: code)
    }

    private static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private static func milliseconds(_ time: timeval) -> Double {
        Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000
    }
}
