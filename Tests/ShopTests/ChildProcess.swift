import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid`.
///
/// Every test that runs a process goes through this type. Foundation's `Process.waitUntilExit()`
/// on Linux polls and returns about 50 ms after the child has exited; the suite starts thousands of
/// `shop` processes, so that wait was most of its time. `waitpid` returns when the child exits.
/// The child gets an empty signal mask and default dispositions (a test thread may block SIGTERM,
/// and a child inherits the mask), and no descriptor of this process but the three it is given.
final class ChildProcess: @unchecked Sendable {
    /// The child's process id.
    let processIdentifier: pid_t
    private let lock = NSLock()
    private var exitStatus: Int32?

    /// Starts `executable` with `arguments` and `environment`; `stdin`, `stdout` and `stderr` are
    /// descriptors for the child's 0, 1 and 2 (the caller closes its own copies of the child's ends).
    init(
        _ executable: String, _ arguments: [String], environment: [String: String], stdin: Int32, stdout: Int32,
        stderr: Int32
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        // Other tests' pipes must not stay open in this child (their readers would wait for it).
        if let closeFrom = Self.addCloseFrom { _ = closeFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw CocoaError(
                .executableLoad,
                userInfo: [
                    NSDebugDescriptionErrorKey: "cannot start \(executable): \(String(cString: strerror(status)))"
                ])
        }
        processIdentifier = pid
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which Swift's Glibc module does not
    /// import; looked up once by name.
    private static let addCloseFrom:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            else { return nil }
            return unsafeBitCast(
                symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
        }()

    /// Waits for the child to exit (returns at once when it already has).
    func waitUntilExit() {
        lock.lock()
        defer { lock.unlock() }
        while exitStatus == nil {
            var status: Int32 = 0
            let reaped = waitpid(processIdentifier, &status, 0)
            if reaped == processIdentifier {
                exitStatus = status
            } else if reaped == -1 && errno != EINTR {
                exitStatus = -1
            }
        }
    }

    /// Whether the child has not exited yet (reaps it when it has).
    var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        let reaped = waitpid(processIdentifier, &status, WNOHANG)
        if reaped == processIdentifier {
            exitStatus = status
        } else if reaped == -1 && errno != EINTR {
            exitStatus = -1
        }
        return exitStatus == nil
    }

    /// The exit code, or the signal number for a child killed by a signal (as `Process` reports it).
    var terminationStatus: Int32 {
        waitUntilExit()
        let status = lock.withLock { exitStatus ?? -1 }
        if status & 0x7f == 0 { return (status >> 8) & 0xff }  // exited
        return status & 0x7f  // killed by that signal
    }

    /// Whether the child was killed by a signal rather than exiting.
    var wasSignalled: Bool {
        waitUntilExit()
        let status = lock.withLock { exitStatus ?? -1 }
        return status & 0x7f != 0 && status & 0x7f != 0x7f
    }

    /// Sends SIGTERM.
    func terminate() { kill(processIdentifier, SIGTERM) }

    /// Starts `executable` with three new pipes; writes `stdinBytes` (if any) and closes the child's
    /// standard input. The parent's copies of the child's ends are closed, so reading a pipe to its
    /// end returns when the child (and anything it started) has closed it.
    static func start(_ executable: String, _ arguments: [String], environment: [String: String], stdinBytes: Data?)
        throws -> (process: ChildProcess, stdout: Pipe, stderr: Pipe)
    {
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        let child = try ChildProcess(
            executable, arguments, environment: environment,
            stdin: input.fileHandleForReading.fileDescriptor, stdout: output.fileHandleForWriting.fileDescriptor,
            stderr: errors.fileHandleForWriting.fileDescriptor)
        try input.fileHandleForReading.close()
        try output.fileHandleForWriting.close()
        try errors.fileHandleForWriting.close()
        if let stdinBytes, !stdinBytes.isEmpty {
            // A child that exits without reading must not kill the test with SIGPIPE.
            signal(SIGPIPE, SIG_IGN)
            try? input.fileHandleForWriting.write(contentsOf: stdinBytes)
        }
        try input.fileHandleForWriting.close()
        return (child, output, errors)
    }
}
