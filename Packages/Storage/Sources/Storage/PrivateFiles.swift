import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files and folders only their owner may read: every file the app writes goes through here.
///
/// Modes are set explicitly (`fchmod`/`chmod`), so the process's umask neither widens nor narrows
/// them: files are `0600`, folders `0700`. Writes are atomic (a private temporary file in the same
/// folder, then `rename`), so a reader sees the old file or the new one, never a mix, and the new
/// file is never visible with a wider mode.
public enum PrivateFiles {
    /// The mode of every file the app writes: read and write for the owner only.
    public static let fileMode: mode_t = 0o600
    /// The mode of every folder the app creates: the owner only.
    public static let folderMode: mode_t = 0o700

    /// Creates `folder` and any missing parents with mode `0700`; existing folders are left as they are.
    ///
    /// - Throws: `CocoaError` from `FileManager` when a folder cannot be created.
    public static func createFolder(_ folder: URL) throws {
        var missing: [URL] = []
        var current = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        for url in missing.reversed() {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            } catch  where FileManager.default.fileExists(atPath: url.path) {
                // Another process created it first; its mode is that process's business.
                continue
            }
            chmod(url.path, folderMode)
        }
    }

    /// Writes `data` to `url` atomically with mode `0600`, creating missing parent folders (`0700`).
    ///
    /// A `url` that is a symbolic link (dangling or not) is refused: the app never writes through one.
    /// - Throws: `PrivateFileError` naming the path and the system's reason.
    public static func write(_ data: Data, to url: URL) throws {
        if isSymbolicLink(url.path) {
            throw PrivateFileError(
                path: url.path, reason: "it is a symbolic link, and the shop never writes through one")
        }
        let folder = url.deletingLastPathComponent()
        do {
            try createFolder(folder)
        } catch {
            throw PrivateFileError(path: folder.path, reason: error.localizedDescription)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw PrivateFileError(path: url.path, errno: errno) }
        var failure: PrivateFileError?
        if fchmod(descriptor, fileMode) != 0 { failure = PrivateFileError(path: url.path, errno: errno) }
        data.withUnsafeBytes { buffer in
            var offset = 0
            while failure == nil, offset < buffer.count, let base = buffer.baseAddress {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = PrivateFileError(path: url.path, errno: errno)
                } else {
                    offset += written
                }
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = PrivateFileError(path: url.path, errno: errno) }
        close(descriptor)
        if failure == nil, rename(temporary.path, url.path) != 0 {
            failure = PrivateFileError(path: url.path, errno: errno)
        }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
    }

    /// Creates an empty file at `path` with mode `0600` unless it exists; an existing file is untouched.
    ///
    /// - Returns: whether this call created the file.
    /// - Throws: `PrivateFileError` when the file cannot be created.
    @discardableResult
    public static func createIfMissing(_ path: String) throws -> Bool {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        if descriptor < 0 {
            if errno == EEXIST { return false }
            throw PrivateFileError(path: path, errno: errno)
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, fileMode) == 0 else { throw PrivateFileError(path: path, errno: errno) }
        return true
    }

    /// Whether `path` itself is a symbolic link, dangling or not (`lstat`: the link is not followed).
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// The permission bits of `path` (`0o644`…), or `nil` when it does not exist.
    public static func mode(of path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// Removes every permission for group and others from `path`, keeping the owner's bits.
    ///
    /// - Returns: the old mode when it was wider and was tightened, `nil` when nothing changed (or no
    ///   such file). A symbolic link is never followed or changed.
    /// - Throws: `PrivateFileError` when the mode cannot be changed.
    @discardableResult
    public static func tighten(_ path: String) throws -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { return nil }
        let old = info.st_mode & 0o7777
        guard old & 0o077 != 0 else { return nil }
        guard chmod(path, old & 0o700) == 0 else { throw PrivateFileError(path: path, errno: errno) }
        return old
    }
}

/// The C `write(2)`, named apart from `PrivateFiles.write(_:to:)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
