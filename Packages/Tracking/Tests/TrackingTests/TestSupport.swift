import Foundation
import Mediator
import Storage
import Synchronization
import XCTest

@testable import Tracking

/// A clock tests move by hand.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = Mutex(start) }

    var now: Date { current.withLock { $0 } }

    func advance(seconds: TimeInterval) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }

    var wallClock: WallClock { WallClock(now: { self.now }) }
}

/// Finds `Tracking` as the real component and every other target among this module's fixtures.
let testNaming = TargetNaming { target, variant in
    if target == "Tracking" { return "Tracking.Target_Tracking" }
    return variant.map { "TrackingTests.Target_\(target)_\($0)" } ?? "TrackingTests.Target_\(target)"
}

/// A fresh mediator over `storage` with a test clock and optional settings, Tracking declared for lifecycle.
func makeMediator(
    storage: StorageFacade, clock: TestClock = TestClock(), settings: [String: String] = [:]
) -> Mediator {
    let context = MediatorContext()
    context.register(storage)
    context.register(clock.wallClock)
    context.register(Configuration(settings))
    let mediator = Mediator(context: context, naming: testNaming)
    mediator.declareComponents(["Tracking": 10])
    return mediator
}

/// Reads the rows of `tracking_events` straight from SQL, oldest first (no flush).
func storedRows(_ storage: StorageFacade) throws -> [Row] {
    try storage.query("SELECT * FROM tracking_events ORDER BY id")
}

/// Waits up to `seconds` for `condition` to hold, checking every 10 ms.
func eventually(seconds: Double = 5, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return try condition()
}

/// A temporary folder removed when the test ends.
func temporaryFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tracking-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

extension Mediator {
    /// The synchronous local entry, callable from async tests (where `perform` picks the async form).
    @discardableResult
    func performSync(target: String, action: String, params: Params = [:]) throws -> MediatorValue {
        try perform(target: target, action: action, params: params)
    }
}
