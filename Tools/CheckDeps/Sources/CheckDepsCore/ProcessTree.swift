import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A process and everything it started, read from `/proc` (Linux; elsewhere only the process and
/// its group are known).
///
/// `swift package dump-package` runs the compiled manifest in a process group of its own, so killing
/// dump-package's group leaves the manifest running: the tree has to be found by parent links.
enum ProcessTree {
    /// Stops (SIGSTOP, so nothing forks meanwhile) and then kills `root`, every process below it and
    /// their process groups (never this process's own group); returns the pids it killed.
    static func kill(_ root: pid_t) -> [pid_t] {
        var stopped: [pid_t] = []
        var groups: Set<pid_t> = [root]
        for _ in 0..<4 {
            let table = processTable()
            let fresh = ([root] + descendants(of: root, in: table)).filter { !stopped.contains($0) }
            guard !fresh.isEmpty else { break }
            for pid in fresh {
                _ = send(pid, SIGSTOP)
                stopped.append(pid)
                if let group = table[pid]?.group { groups.insert(group) }
            }
        }
        groups.remove(getpgrp())
        for pid in stopped { _ = send(pid, SIGKILL) }
        for group in groups { _ = send(-group, SIGKILL) }
        return stopped
    }

    /// Waits (up to 10 s) until each of `pids` is gone: reaped here (check-deps is a child subreaper,
    /// so a killed runner whose parent died is handed to it), no longer there, or dead and waiting
    /// for another parent to reap it.
    static func awaitGone(_ pids: [pid_t]) {
        var pending = Set(pids)
        let deadline = DispatchTime.now() + 10
        var pause: useconds_t = 1000
        while !pending.isEmpty && DispatchTime.now() < deadline {
            for pid in pending {
                if waitpid(pid, nil, WNOHANG) == pid || (send(pid, 0) != 0 && errno == ESRCH) {
                    pending.remove(pid)
                } else if errno == ECHILD, processTable()[pid]?.state == "Z" {
                    pending.remove(pid)
                }
            }
            if !pending.isEmpty {
                usleep(pause)
                pause = min(pause * 2, 50_000)
            }
        }
    }

    /// Every process below `root`, by parent links.
    static func descendants(of root: pid_t, in table: [pid_t: Entry]) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for (pid, entry) in table { children[entry.parent, default: []].append(pid) }
        var result: [pid_t] = []
        var queue = [root]
        while let next = queue.popLast() {
            for child in children[next] ?? [] where !result.contains(child) && child != root {
                result.append(child)
                queue.append(child)
            }
        }
        return result
    }

    /// One process's parent, group and state letter (`R`, `S`, `Z`, ...).
    struct Entry {
        var parent: pid_t
        var group: pid_t
        var state: String
    }

    /// Every process in `/proc`.
    static func processTable() -> [pid_t: Entry] {
        var table: [pid_t: Entry] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name), let entry = entry(of: pid) else { continue }
            table[pid] = entry
        }
        return table
    }

    /// Fields 3-5 of `/proc/PID/stat` (after the command name in parentheses, which may hold spaces).
    private static func entry(of pid: pid_t) -> Entry? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 1024) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { return nil }
        return Entry(parent: parent, group: group, state: String(fields[0]))
    }
}

/// `kill(2)`, which `ProcessTree.kill(_:)` hides inside the enum.
private func send(_ pid: pid_t, _ signal: Int32) -> Int32 {
    kill(pid, signal)
}
