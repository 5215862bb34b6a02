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
    /// Only a new path or an existing regular file is written. A `url` that is a symbolic link
    /// (dangling or not) is refused: the app never writes through one. So is a FIFO, a device, a
    /// socket or a folder: renaming over one would replace it (as root, `/dev/null` itself), and
    /// nothing there is a file the app could have meant. A path that did not exist is published with
    /// `link(2)`, which never replaces anything, so a node created there while the data was being
    /// written is refused too; an existing regular file is checked again just before the `rename`.
    /// - Throws: `PrivateFileError` naming the path and the system's reason; nothing was replaced.
    public static func write(_ data: Data, to url: URL) throws {
        if isSymbolicLink(url.path) {
            throw PrivateFileError(
                path: url.path, reason: "it is a symbolic link, and the shop never writes through one")
        }
        if let kind = nonRegularKind(of: url.path) {
            throw PrivateFileError(path: url.path, reason: notRegularReason(kind))
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
        if failure == nil {
            failure = publish(temporary.path, at: url.path)
        }
        // After a successful `link` the temporary name is a second name of the new file; after a
        // `rename` it is gone and this does nothing.
        unlink(temporary.path)
        if let failure { throw failure }
    }

    /// Gives the finished temporary file the name `path`, replacing only a regular file.
    private static func publish(_ temporary: String, at path: String) -> PrivateFileError? {
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { return PrivateFileError(path: path, errno: errno) }
            if link(temporary, path) == 0 { return nil }
            switch errno {
            case EEXIST:
                // Something was created there while the data was written: re-examine it.
                return nonRegularKind(of: path).map { PrivateFileError(path: path, reason: notRegularReason($0)) }
                    ?? PrivateFileError(path: path, reason: "it was created by someone else while the shop wrote it")
            case EPERM, EOPNOTSUPP, EMLINK, EXDEV:
                // A file system without hard links (FAT): the rename below, re-checked like an existing file.
                break
            default:
                return PrivateFileError(path: path, errno: errno)
            }
        } else if let kind = kindDescription(info.st_mode) {
            return PrivateFileError(path: path, reason: notRegularReason(kind))
        }
        return rename(temporary, path) == 0 ? nil : PrivateFileError(path: path, errno: errno)
    }

    /// Why a path that exists and is `kind` is not written.
    static func notRegularReason(_ kind: String) -> String {
        kind == "a symbolic link"
            ? "it is a symbolic link, and the shop never writes through one"
            : "it is \(kind), not a regular file, and the shop replaces only regular files: "
                + "give a new path or a regular file; nothing was changed"
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

    /// What `path` is when it exists and is not a regular file (`"a FIFO (named pipe)"`, `"a
    /// symbolic link"`, `"a character device"`, …), `nil` when it is a regular file or does not exist.
    ///
    /// Uses `lstat`: a link is reported as a link, never followed. A path that cannot be examined for
    /// another reason (a folder without search permission) is `nil` too; opening it reports that.
    public static func nonRegularKind(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return kindDescription(info.st_mode)
    }

    /// What a file of mode `mode` is in words, `nil` for a regular file.
    static func kindDescription(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        default: return "not a regular file (type \(String(mode & S_IFMT, radix: 8)))"
        }
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
