import Dispatch
import Synchronization

/// Runs async code to completion from the fuzzer's synchronous entry point.
///
/// `LLVMFuzzerTestOneInput` is a plain C function on libFuzzer's own thread, outside Swift's
/// cooperative pool, so blocking it on a semaphore while a task runs cannot starve that task.
public enum AsyncBridge {
    /// Starts `body` in a task and waits for its result.
    public static func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await body()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.withLock { value in
            guard let value else { Property.harnessFailure("the task finished without a result") }
            return value
        }
    }
}
