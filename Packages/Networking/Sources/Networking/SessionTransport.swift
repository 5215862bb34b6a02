import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends single `https://` attempts over one shared `URLSession` (so connections are reused).
///
/// A delegate, not `data(for:)`, receives the bytes so the size limit fails the attempt as soon as
/// the declared length or the received count passes it, and so a deadline and task cancellation
/// can end an attempt at any moment. It cannot bound memory while a body streams in faster than the
/// delegate queue drains (see `PlainHTTPTransport`, which serves `http://` for that reason).
final class SessionTransport: Sendable {
    private let session: URLSession
    private let delegate: SessionDelegate

    init() {
        let delegate = SessionDelegate()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        self.delegate = delegate
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Runs one attempt; throws only `NetworkingError`.
    func perform(_ request: URLRequest, limit: Int, timeout: TimeInterval) async throws -> (HTTPURLResponse, Data) {
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        let delegate = self.delegate
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // The deadline covers the whole attempt; URLRequest's own timeout only notices silence.
                let deadline = Task {
                    guard (try? await Task.sleep(for: .seconds(timeout))) != nil else { return }
                    delegate.finish(id, with: .failure(.timeout(seconds: timeout)))
                    task.cancel()
                }
                delegate.begin(id, Exchange(continuation: continuation, limit: limit, deadline: deadline))
                // A cancellation that arrived before `begin` found nothing to stop; stop it here.
                if Task.isCancelled {
                    delegate.finish(id, with: .failure(.cancelled))
                    return
                }
                task.resume()
            }
        } onCancel: {
            delegate.finish(id, with: .failure(.cancelled))
            task.cancel()
        }
    }
}

/// The state of one attempt between `resume()` and its completion.
struct Exchange: Sendable {
    let continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>
    let limit: Int
    let deadline: Task<Void, Never>
    var response: HTTPURLResponse?
    var body = Data()

    init(continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>, limit: Int, deadline: Task<Void, Never>)
    {
        self.continuation = continuation
        self.limit = limit
        self.deadline = deadline
    }
}

/// Collects each task's bytes and resumes its continuation exactly once (first outcome wins).
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Mutex<[Int: Exchange]>([:])

    func begin(_ id: Int, _ exchange: Exchange) {
        exchanges.withLock { $0[id] = exchange }
    }

    /// Ends the attempt `id` with `result` unless it already ended.
    func finish(_ id: Int, with result: Result<(HTTPURLResponse, Data), NetworkingError>) {
        guard let exchange = exchanges.withLock({ $0.removeValue(forKey: id) }) else { return }
        exchange.deadline.cancel()
        exchange.continuation.resume(with: result.mapError { $0 as any Error })
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let id = dataTask.taskIdentifier
        let declared = response.expectedContentLength
        let limit = exchanges.withLock { exchanges -> Int? in
            exchanges[id]?.response = response as? HTTPURLResponse
            return exchanges[id]?.limit
        }
        if let limit, declared > Int64(limit) {
            finish(id, with: .failure(.tooLarge(limit: limit, actual: Int(clamping: declared))))
            completionHandler(.cancel)
            // FoundationNetworking ignores the disposition; without this the transfer would go on.
            dataTask.cancel()
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let overflow = exchanges.withLock { exchanges -> (limit: Int, actual: Int)? in
            guard var exchange = exchanges[id] else { return nil }
            let received = exchange.body.count + data.count
            if received > exchange.limit { return (exchange.limit, received) }
            exchanges[id] = nil
            exchange.body.append(data)
            exchanges[id] = exchange
            return nil
        }
        if let overflow {
            finish(id, with: .failure(.tooLarge(limit: overflow.limit, actual: overflow.actual)))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let id = task.taskIdentifier
        if let error {
            finish(id, with: .failure(Self.networkingError(for: error, timeout: task.originalRequest?.timeoutInterval)))
            return
        }
        let outcome = exchanges.withLock { exchanges -> (HTTPURLResponse, Data)? in
            guard let exchange = exchanges[id], let response = exchange.response else { return nil }
            return (response, exchange.body)
        }
        if let outcome {
            finish(id, with: .success(outcome))
        } else {
            finish(id, with: .failure(.transport(message: "the server sent no HTTP response")))
        }
    }

    static func networkingError(for error: any Error, timeout: TimeInterval?) -> NetworkingError {
        guard let urlError = error as? URLError else {
            return .transport(message: String(describing: error))
        }
        switch urlError.code {
        case .timedOut: return .timeout(seconds: timeout ?? 0)
        case .cancelled: return .cancelled
        default: return .transport(message: "\(urlError.localizedDescription) (URLError \(urlError.code.rawValue))")
        }
    }
}
