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
        let body: Data
        do {
            body = try Data(contentsOf: url)
        } catch {
            throw NetworkingError.fileNotFound(path: path)
        }
        // The size can change between the check and the read.
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
