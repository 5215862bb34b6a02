import BenchSupport
import Foundation

/// A copy of the repository's committed tree (`git archive HEAD`) in a stable folder, so a build
/// neither sees files other people are editing nor rebuilds what did not change: files are
/// rewritten only when their contents differ.
struct RepositorySnapshot {
    let repository: URL
    let folder: URL

    /// Brings `folder` to the tree of HEAD and returns the commit it holds.
    func refresh() throws -> String {
        let manager = FileManager.default
        let staging = folder.deletingLastPathComponent().appendingPathComponent("snapshot-staging")
        try? manager.removeItem(at: staging)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: staging) }
        try shell("git -C \(quote(repository.path)) archive --format=tar HEAD | tar -x -C \(quote(staging.path))")
        let commit = try shell("git -C \(quote(repository.path)) rev-parse --short HEAD")
            .trimmingCharacters(in: .whitespacesAndNewlines)

        let wanted = Set(try files(under: staging))
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for stale in try files(under: folder) where !wanted.contains(stale) {
            try manager.removeItem(at: folder.appendingPathComponent(stale))
        }
        for path in wanted {
            let source = staging.appendingPathComponent(path)
            let target = folder.appendingPathComponent(path)
            let data = try Data(contentsOf: source)
            if let existing = try? Data(contentsOf: target), existing == data { continue }
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
            let mode = try manager.attributesOfItem(atPath: source.path)[.posixPermissions]
            if let mode { try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: target.path) }
        }
        return commit
    }

    /// Regular files under `root`, as paths relative to it (symlinks and build folders left out).
    private func files(under root: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".build") || path.hasPrefix(".build") { walker.skipDescendants() }
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular { paths.append(path) }
        }
        return paths
    }

    @discardableResult
    private func shell(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError("`\(command)` failed: \(String(decoding: message, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
