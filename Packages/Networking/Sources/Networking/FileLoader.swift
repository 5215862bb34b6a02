import Foundation

/// Serves `file://` URLs through the same API as HTTP, so callers and tests need no special case.
struct FileLoader: Sendable {
    /// Reads the file at `url` as a 200 response, refusing files over `limit` bytes before reading them.
    func load(_ url: URL, method: HTTPMethod, limit: Int) throws -> HTTPResponse {
        guard method == .get || method == .head else {
            throw NetworkingError.invalidRequest(reason: "file:// URLs only support GET and HEAD, not \(method)")
        }
        let start = ContinuousClock.now
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw NetworkingError.fileNotFound(path: path)
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > limit {
            throw NetworkingError.tooLarge(limit: limit, actual: size)
        }
        // Read at most limit + 1 bytes: the size can change after the check, and a device or a pipe
        // (`/dev/zero`, a FIFO) reports no size at all yet never ends.
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw NetworkingError.fileNotFound(path: path)
        }
        defer { try? handle.close() }
        var body = Data()
        while body.count <= limit {
            let piece: Data?
            do {
                piece = try handle.read(upToCount: min(64 * 1024, limit + 1 - body.count))
            } catch {
                throw NetworkingError.fileNotFound(path: path)
            }
            guard let piece, !piece.isEmpty else { break }
            body.append(piece)
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
