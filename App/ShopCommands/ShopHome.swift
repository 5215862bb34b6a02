import CommandKit
import ComponentCommands
import Foundation
import Storage

/// The shop's folder: created private (`0700`), and tightened at launch when it exists with wider modes.
///
/// An existing folder is used only when it is a shop home or empty (`checkOwned`): the shop never
/// writes into, or changes the mode of, a folder that holds anything else.
///
/// The home holds password hashes, orders and wallets, so nobody but its owner may read it. Files the
/// shop writes are created `0600` by Storage (`PrivateFiles`); this type also tightens the ones an
/// older version or a permissive umask left readable, and says so in one line.
enum ShopHome {
    /// The files the shop keeps in its home, tightened to `0600` at launch.
    static let files = [
        "shop.sqlite", "shop.sqlite-wal", "shop.sqlite-shm", "shop.sqlite-journal", "goods-catalog.json",
        "dispatch.json",
    ]
    /// The files the shop writes in its home (`dispatch.json` is only read, and may be a link).
    static let written = files.filter { $0 != "dispatch.json" }

    /// Creates `home` (`0700`) or tightens it and the shop's files in it.
    ///
    /// - Parameter userHome: the user's own home folder, never made private wholesale.
    /// - Returns: the one line to print when something was tightened or cannot be, else `nil`.
    /// - Throws: `CommandError.environment` when the folder cannot be created or a mode cannot be changed.
    static func prepare(_ home: URL, userHome: String?) throws -> String? {
        let path = home.standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            do {
                try PrivateFiles.createFolder(home)
            } catch {
                throw CommandError.environment("cannot create the home folder \(path): \(error.localizedDescription)")
            }
            return nil
        }
        guard isFolder.boolValue else {
            throw CommandError.environment("the home \(path) is not a folder")
        }
        try checkOwned(path)
        var changes: [String] = []
        var warning: String?
        do {
            if let mode = PrivateFiles.mode(of: path), mode & 0o077 != 0 {
                if mode & UInt32(S_ISVTX) != 0 || path == "/"
                    || path == userHome.map({ URL(fileURLWithPath: $0).standardizedFileURL.path })
                {
                    // A shared folder (sticky, like /tmp) or the user's own home: making it private would
                    // break other programs, so only the shop's files are tightened.
                    warning =
                        "\(path) is readable by others (mode \(octal(mode))) and shared: give the shop a folder of its own (--home DIR)"
                } else if let old = try PrivateFiles.tighten(path) {
                    changes.append("folder \(octal(old))→\(octal(old & 0o700))")
                }
            }
            for name in files {
                if let old = try PrivateFiles.tighten(home.appendingPathComponent(name).path) {
                    changes.append("\(name) \(octal(old))→\(octal(old & 0o700))")
                }
            }
        } catch {
            throw CommandError.environment("cannot make the home \(path) private: \(error)")
        }
        var lines: [String] = []
        if !changes.isEmpty {
            lines.append(
                "shop: tightened permissions in \(path) (it holds password hashes and orders): \(changes.joined(separator: ", "))"
            )
        }
        if let warning { lines.append("shop: warning: \(warning)") }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// Refuses an existing folder that is neither a shop home nor empty, before anything in it changes.
    ///
    /// A shop home holds `shop.sqlite` as a plain file; a folder holding only the shop's own files (a
    /// `dispatch.json` put there before the first run, say) or nothing at all becomes one. Anything else
    /// (`/`, `/proc`, the user's home) is someone else's folder: the shop neither writes there nor
    /// changes its mode.
    /// - Throws: `CommandError.environment` naming the folder.
    static func checkOwned(_ path: String) throws {
        for name in written {
            let file = (path as NSString).appendingPathComponent(name)
            if PrivateFiles.isSymbolicLink(file) {
                throw CommandError.environment(
                    "\(file) is a symbolic link, and the shop never writes through one: remove it; nothing was changed")
            }
        }
        var info = stat()
        let database = (path as NSString).appendingPathComponent(files[0])
        if lstat(database, &info) == 0, info.st_mode & S_IFMT == S_IFREG { return }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw CommandError.environment("cannot read the home folder \(path): \(error.localizedDescription)")
        }
        let foreign = entries.filter { !files.contains($0) }.sorted()
        guard foreign.isEmpty else {
            let shown = foreign.prefix(3).map { Quoted.prefix(of: $0) }.joined(separator: ", ")
            let more = foreign.count > 3 ? " and \(foreign.count - 3) more" : ""
            throw CommandError.environment(
                "the home \(path) is not a shop home and not empty (it holds \(shown)\(more)): give the shop an empty or new folder (--home DIR); nothing was changed"
            )
        }
    }

    private static func octal(_ mode: mode_t) -> String {
        "0" + String(mode, radix: 8)
    }
}
