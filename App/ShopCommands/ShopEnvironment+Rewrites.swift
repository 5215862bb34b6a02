import CommandKit
import ComponentCommands
import Dispatch
import Foundation
import Mediator
import Networking

extension ShopEnvironment {
    /// Loads `dispatch.json` from the home, or the table at `--dispatch-url`, into the mediator.
    ///
    /// Fetching, parsing and checking the table share one budget, `seconds` (`SHOP_FETCH_TIMEOUT`):
    /// the fetch stops at it, and a table still being parsed and checked when it runs out is
    /// refused.
    static func loadRewrites(
        into mediator: Mediator, home: URL, url: String?, networking: NetworkingFacade, seconds: TimeInterval
    ) async throws {
        let started = ContinuousClock.now
        let data: Data
        let source: String
        if let url {
            guard let parsed = URL(string: url), parsed.scheme != nil else {
                throw CommandError.usage("--dispatch-url \(Quoted.prefix(of: url)) is not a URL", usage: nil)
            }
            do {
                data = try await networking.data(from: parsed)
            } catch {
                throw CommandError.environment("cannot load the rewrite table from \(url): \(error)")
            }
            source = url
        } else {
            let file = home.appendingPathComponent("dispatch.json")
            guard FileManager.default.fileExists(atPath: file.path) else { return }
            // Through Networking like the URL form, so the same size cap applies to the file.
            do {
                data = try await networking.data(from: file)
            } catch {
                throw CommandError.environment("cannot read \(file.path): \(error)")
            }
            source = file.path
        }
        let left = Duration.seconds(seconds) - (ContinuousClock.now - started)
        let table: RewriteTable
        do {
            table = try await finished(within: left) { try RewriteTable(jsonData: data) }
        } catch is DeadlineExceeded {
            throw CommandError.environment(
                "rewrite table \(source): not parsed and checked within SHOP_FETCH_TIMEOUT (\(seconds) s) "
                    + "with its fetch (\(data.count) bytes)")
        } catch {
            throw CommandError.environment("rewrite table \(source): \(error)")
        }
        mediator.setRewrites(table)
    }

    /// A continuation resumed by whichever result comes first; later ones are dropped.
    final class FirstResult<Value: Sendable>: @unchecked Sendable {
        // NSLock, not Synchronization.Mutex (macOS 15 / iOS 18, invisible to ThreadSanitizer on Linux).
        private let lock = NSLock()
        private var pending: CheckedContinuation<Value, any Error>?

        init(_ continuation: CheckedContinuation<Value, any Error>) {
            pending = continuation
        }

        func resume(with result: Result<Value, any Error>) {
            lock.lock()
            let taken = pending
            pending = nil
            lock.unlock()
            taken?.resume(with: result)
        }
    }

    /// The work did not finish within its time.
    struct DeadlineExceeded: Error {}

    /// Runs synchronous `work` on another thread and returns its result, or throws
    /// `DeadlineExceeded` when `limit` passes first (the work then runs on and its result is
    /// dropped: the caller stops waiting, which is what a launch that fails needs).
    static func finished<Value: Sendable>(
        within limit: Duration, _ work: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
        guard limit > .zero else { throw DeadlineExceeded() }
        let components = limit.components
        let nanoseconds = components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
        return try await withCheckedThrowingContinuation { continuation in
            let first = FirstResult(continuation)
            DispatchQueue.global().async { first.resume(with: Result(catching: work)) }
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
                first.resume(with: .failure(DeadlineExceeded()))
            }
        }
    }
}
