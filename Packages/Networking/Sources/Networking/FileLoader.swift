import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serves `file://` URLs through the same API as HTTP, so callers and tests need no special case.
struct FileLoader: Sendable {
    /// Reads the regular file at `url` as a 200 response, refusing files over `limit` bytes before reading them.
    ///
    /// Nothing but a regular file is read: opening a FIFO waits for a writer and reading it waits
    /// for data, for ever, which no deadline could interrupt (the read runs on the caller's thread);
    /// a device may never end. So the path is opened without blocking and `fstat` decides.
    /// - Throws: `.fileNotFound` (missing, unreadable or a directory), `.notRegularFile`, `.tooLarge`.
    func load(_ url: URL, method: HTTPMethod, limit: Int) throws -> HTTPResponse {
        guard method == .get || method == .head else {
            throw NetworkingError.invalidRequest(reason: "file:// URLs only support GET and HEAD, not \(method)")
        }
        let start = ContinuousClock.now
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw NetworkingError.fileNotFound(path: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw NetworkingError.fileNotFound(path: path) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw NetworkingError.fileNotFound(path: path)
        default: throw NetworkingError.notRegularFile(path: path)
        }
        let size = Int(status.st_size)
        guard size <= limit else { throw NetworkingError.tooLarge(limit: limit, actual: size) }
        // Read at most limit + 1 bytes: the file can grow after the check.
        var body = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while body.count <= limit {
            let wanted = min(buffer.count, limit - body.count + 1)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw NetworkingError.fileNotFound(path: path)
            }
            if count == 0 { break }
            body.append(contentsOf: buffer[0..<count])
        }
        guard body.count <= limit else {
            throw NetworkingError.tooLarge(limit: limit, actual: body.count)
        }
        return HTTPResponse(
            status: 200,
            headers: ["Content-Length": String(body.count)],
            body: method == .head ? Data() : body,
            duration: ContinuousClock.now - start
        )
    }
}
