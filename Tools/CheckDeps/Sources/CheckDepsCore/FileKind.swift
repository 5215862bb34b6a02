import Foundation

/// What a path is, read without following a symbolic link at its end (`lstat`).
///
/// The repository walks (package discovery, `init`'s fixture search) enter real folders only: a
/// link to a folder is the same folder under a second name, or a folder outside the repository, and
/// `ln -s . again` would make a walk that follows links descend forever.
enum FileKind: Equatable {
    /// A folder (not a link to one).
    case directory
    /// A symbolic link, to anything.
    case symbolicLink
    /// Anything else that exists.
    case other

    /// The kind of `path`, or nil when nothing is there.
    init?(path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }
}
