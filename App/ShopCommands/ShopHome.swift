import Foundation
import Storage

/// The shop's folder: created private (`0700`), and tightened at launch when it exists with wider modes.
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

    /// Creates `home` (`0700`) or tightens it and the shop's files in it.
    ///
    /// - Parameter userHome: the user's own home folder, never made private wholesale.
    /// - Returns: the one line to print when something was tightened or cannot be, else `nil`.
    /// - Throws: `ShopError.environment` when the folder cannot be created or a mode cannot be changed.
    static func prepare(_ home: URL, userHome: String?) throws -> String? {
        let path = home.standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            do {
                try PrivateFiles.createFolder(home)
            } catch {
                throw ShopError.environment("cannot create the home folder \(path): \(error.localizedDescription)")
            }
            return nil
        }
        guard isFolder.boolValue else {
            throw ShopError.environment("the home \(path) is not a folder")
        }
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
            throw ShopError.environment("cannot make the home \(path) private: \(error)")
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

    private static func octal(_ mode: mode_t) -> String {
        "0" + String(mode, radix: 8)
    }
}
