import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program in a process group of its own, with a deadline, and leaves nothing of it behind.
///
/// `swift package dump-package` compiles the manifest and runs the result as a child of its own; a
/// manifest that never returns (`while true {}`) would keep both alive forever. The program is
/// started with `posix_spawn` as the leader of a new process group (`POSIX_SPAWN_SETPGROUP`), with
/// an empty signal mask and every signal at its default action (so a thread that blocks or ignores
/// SIGTERM passes neither on), and the whole group is killed when the deadline passes, when the
/// program exits (a child it left running), or when check-deps itself is stopped (`ProcessCleanup`).
/// SwiftPM starts the compiled manifest in a process group of its own, so on a deadline or a signal
/// the whole tree below the program is stopped and killed (`ProcessTree`), group by group.
enum ChildProcess {
    /// How a run ended.
    struct Termination: Equatable {
        /// The exit status, or 128 + the signal number for a program killed by a signal.
        var status: Int32
        /// Whether the deadline passed and the group was killed.
        var timedOut: Bool
    }

    /// Runs `executable` with `arguments` and `environment`, standard input from `/dev/null`,
    /// standard output and error into the given files, and kills its process group after `deadline`
    /// seconds. Returns once the program and every process of its group are gone.
    static func run(
        executable: String, arguments: [String], environment: [String: String], standardOutput: String,
        standardError: String, deadline: Double
    ) throws -> Termination {
        #if canImport(Darwin)
            // Darwin's types are opaque pointers that the init functions allocate.
            var actions: posix_spawn_file_actions_t = nil
            var attributes: posix_spawnattr_t = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw CheckDepsError.dumpPackageFailed(
                path: executable, reason: "cannot start it: \(String(cString: strerror(spawned)))")
        }
        // The group's id is the leader's pid, which stays taken until the leader is reaped below;
        // every kill(-pid) happens before that, so it can never reach a stranger's group.
        ProcessCleanup.shared.register(group: pid)

        let state = Mutex((finished: false, timedOut: false, killed: [pid_t]()))
        let timer = DispatchWorkItem {
            state.withLock { state in
                guard !state.finished else { return }
                state.timedOut = true
                state.killed = ProcessTree.kill(pid)
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, deadline), execute: timer)

        // Wait for the leader to exit without reaping it (it stays a zombie, keeping its pid).
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        let (timedOut, killed) = state.withLock { state in
            state.finished = true
            return (state.timedOut, state.killed)
        }
        timer.cancel()
        kill(-pid, SIGKILL)  // Whatever the leader left running in its group.
        ProcessCleanup.shared.unregister(group: pid)
        var status: Int32 = 0
        var reaped: pid_t = -1
        repeat { reaped = waitpid(pid, &status, 0) } while reaped < 0 && errno == EINTR
        reapGroup(pid)
        ProcessTree.awaitGone(killed)
        // Reaped elsewhere (check-deps is stopping and `ProcessCleanup` reaped the group): killed.
        guard reaped == pid else { return Termination(status: 128 + SIGKILL, timedOut: timedOut) }
        let signal = status & 0x7F
        return Termination(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, timedOut: timedOut)
    }

    /// Waits (up to 10 s: a killed compiler on a busy machine takes a while to exit) until no process
    /// of group `group` exists, reaping those that were handed to this process (the executable is a
    /// child subreaper, see `ProcessCleanup`; elsewhere a killed runner is its init's to reap).
    static func reapGroup(_ group: pid_t) {
        let deadline = DispatchTime.now() + 10
        var pause: useconds_t = 1000
        while DispatchTime.now() < deadline {
            while waitpid(-group, nil, WNOHANG) > 0 {}
            if kill(-group, 0) != 0 && errno == ESRCH { return }
            kill(-group, SIGKILL)
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
    }
}
