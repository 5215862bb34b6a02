import Foundation

/// The file work `check-deps register` and `check-deps sync` share: reading a file to edit, finding
/// the app's own Swift sources, and writing a set of files all or none.
enum RepositoryEdit {
    /// The UTF-8 text of `url`, named `display` in the error.
    ///
    /// - Throws: `CheckDepsError.io` when the file cannot be read.
    static func read(_ url: URL, display: String) throws -> String {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw CheckDepsError.io(path: display, reason: "cannot be read")
        }
        return text
    }

    /// Writes every file (each through a temporary file renamed over it), or, when one write fails,
    /// puts back the ones already written.
    ///
    /// - Throws: `CheckDepsError.io` naming the file that could not be written.
    static func write(_ files: [(url: URL, text: String)]) throws {
        var written: [(url: URL, original: Data)] = []
        for file in files {
            do {
                let original = try Data(contentsOf: file.url)
                try Data(file.text.utf8).write(to: file.url, options: .atomic)
                written.append((file.url, original))
            } catch {
                for done in written.reversed() { try? done.original.write(to: done.url, options: .atomic) }
                throw CheckDepsError.io(path: file.url.path, reason: "cannot be written; nothing was changed")
            }
        }
    }

    /// The app's own Swift files: under its directory, not in another package (a directory with its
    /// own `Package.swift`), a hidden or build directory, or a path `architecture.json` excludes.
    static func swiftSources(under directory: URL, excluding excluded: [String], root: URL) -> [URL] {
        let fileManager = FileManager.default
        var result: [URL] = []
        var stack = [directory]
        while let current = stack.popLast() {
            guard let names = try? fileManager.contentsOfDirectory(atPath: current.path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = current.appendingPathComponent(name)
                let relative = RepoPath.relative(url.path, to: root.path)
                guard !excluded.contains(where: { RepoPath.isUnder(relative, prefix: RepoPath.normalize($0)) })
                else { continue }
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    let isPackage = fileManager.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
                    if !isPackage { stack.append(url) }
                } else if name.hasSuffix(".swift") {
                    result.append(url)
                }
            }
        }
        return result.sorted { $0.path < $1.path }
    }
}
