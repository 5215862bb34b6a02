import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Makes file-system nodes that are not regular files: a FIFO, a folder, a socket and (as root) a
/// character device like `/dev/null`.
enum SpecialNode {
    enum Kind: CaseIterable, CustomStringConvertible {
        case fifo, folder, socket, characterDevice

        /// How `PrivateFiles` names it in messages.
        var description: String {
            switch self {
            case .fifo: return "a FIFO (named pipe)"
            case .folder: return "a folder"
            case .socket: return "a socket"
            case .characterDevice: return "a character device"
            }
        }
    }

    /// Creates the node at `path`; `nil` when this process may not create that kind (a device, unless root).
    static func make(_ kind: Kind, at path: String) throws -> String? {
        switch kind {
        case .fifo:
            guard mkfifo(path, 0o600) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        case .folder:
            guard mkdir(path, 0o700) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        case .socket:
            let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard socketDescriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            defer { close(socketDescriptor) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
                throw XCTSkip("temporary path too long for a unix socket: \(path)")
            }
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in bytes.enumerated() { buffer[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard bound == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        case .characterDevice:
            // Major 1, minor 3: the null device. Only root may create device nodes.
            guard geteuid() == 0 else { return nil }
            guard mknod(path, S_IFCHR | 0o600, dev_t((1 << 8) | 3)) == 0 else {
                if errno == EPERM { return nil }
                throw POSIXError(.init(rawValue: errno) ?? .EIO)
            }
        }
        return path
    }

    /// The kind of node at `path` (`lstat`), `nil` for a regular file, a link or nothing.
    static func kind(at path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFIFO: return .fifo
        case S_IFDIR: return .folder
        case S_IFSOCK: return .socket
        case S_IFCHR: return .characterDevice
        default: return nil
        }
    }
}
