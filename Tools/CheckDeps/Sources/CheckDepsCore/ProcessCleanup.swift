import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal sources, kept alive for the life of the process (set once, by the main thread).
nonisolated(unsafe) private var installedSignalSources: [DispatchSourceSignal] = []

/// The process groups and temporary folders check-deps has open, so that nothing survives it.
///
/// `ChildProcess` registers each group it starts and the manifest loader each temporary folder it
/// makes. `installSignalHandlers()` (called by the `check-deps` executable) turns SIGTERM, SIGINT
/// and SIGHUP into: kill every registered process and everything below it (`ProcessTree`), reap
/// them, remove every registered folder, and exit with 128 + the signal number.
public final class ProcessCleanup: Sendable {
    /// The one registry of this process.
    public static let shared = ProcessCleanup()

    private let state = Mutex((groups: Set<pid_t>(), folders: Set<String>(), stopping: false))

    private init() {}

    /// Notes a running process group; one registered while check-deps is stopping is killed at once.
    func register(group: pid_t) {
        state.withLock { state in
            if state.stopping {
                kill(-group, SIGKILL)
            } else {
                state.groups.insert(group)
            }
        }
    }

    /// Forgets a process group (its leader has exited and is about to be reaped).
    func unregister(group: pid_t) {
        _ = state.withLock { $0.groups.remove(group) }
    }

    /// Notes a temporary folder to remove if check-deps is stopped; false if it is stopping already.
    func register(folder: String) -> Bool {
        state.withLock { state in
            guard !state.stopping else { return false }
            state.folders.insert(folder)
            return true
        }
    }

    /// Removes a registered temporary folder and forgets it; while check-deps is stopping, the
    /// stopping thread removes it instead (two removals of one tree at once can each stop halfway).
    func remove(folder: String) {
        state.withLock { state in
            guard !state.stopping else { return }
            try? FileManager.default.removeItem(atPath: folder)
            state.folders.remove(folder)
        }
    }

    /// Handles SIGTERM, SIGINT and SIGHUP: kills every registered process group, removes every
    /// registered temporary folder, and exits with 128 + the signal number. Also makes this process
    /// a child subreaper (Linux), so a manifest runner orphaned by a killed `swift-package` is
    /// handed here and reaped, not left as a zombie under an init that may never reap it.
    public func installSignalHandlers() {
        #if os(Linux)
            Self.becomeSubreaper()
        #endif
        let queue = DispatchQueue(label: "check-deps.signals")
        var installed: [DispatchSourceSignal] = []
        for number in [SIGTERM, SIGINT, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [self] in stop(signal: number) }
            source.resume()
            installed.append(source)
        }
        installedSignalSources = installed
    }

    #if os(Linux)
        /// `prctl(PR_SET_CHILD_SUBREAPER, 1)`. Swift does not import C's variadic `prctl`, so it is
        /// called through its address with the five word-sized arguments the kernel reads.
        private static func becomeSubreaper() {
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
            let prctl = unsafeBitCast(address, to: Prctl.self)
            let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER in <linux/prctl.h>
            _ = prctl(setChildSubreaper, 1, 0, 0, 0)
        }
    #endif

    /// Exits with `code`, unless a signal is being handled: then that handler exits, once it has
    /// killed and removed everything (an exit in between would end it halfway).
    public func exit(_ code: Int32) -> Never {
        state.withLock { state in
            if !state.stopping {
                // Exits holding the lock, so a signal that arrives now waits for the end of the process.
                processExit(code)
            }
        }
        while true { pause() }
    }

    private func stop(signal number: Int32) -> Never {
        let (killed, folders) = state.withLock { state in
            state.stopping = true
            return (state.groups.flatMap { ProcessTree.kill($0) }, state.folders)
        }
        ProcessTree.awaitGone(killed)
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
        processExit(128 + number)
    }
}

/// The C library's `exit`, which `ProcessCleanup.exit(_:)` hides inside the class.
private func processExit(_ code: Int32) -> Never {
    exit(code)
}
