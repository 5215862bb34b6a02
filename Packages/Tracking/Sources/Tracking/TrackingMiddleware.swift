import Mediator

/// Records every dispatch it sees (both entries): target, action, entry, outcome code and duration.
///
/// It only appends to the Facade's buffer (one lock, one append) and never dispatches, so it cannot
/// recurse. Calls to the `Tracking` target itself are not recorded: recording an event would also
/// count as a dispatch, and reading a report would change the numbers it reads.
public struct TrackingMiddleware: Middleware {
    /// The name the middleware is installed under; `Target_Tracking` installs it once per mediator.
    public static let name = "tracking"
    /// The target whose own calls are not recorded.
    static let ownTarget = "Tracking"

    let facade: TrackingFacade

    /// Creates a middleware that records into `facade`.
    public init(facade: TrackingFacade) {
        self.facade = facade
    }

    /// `"tracking"`.
    public var name: String { Self.name }

    /// Buffers the call's outcome: `"ok"` or the error's code (a stopped call carries the stopper's code).
    public func didDispatch(_ call: DispatchCall, outcome: DispatchOutcome) {
        guard call.target != Self.ownTarget else { return }
        let code: String
        switch outcome.result {
        case .success: code = TrackingRecord.successOutcome
        case .failure(let error): code = error.code
        }
        facade.recordDispatch(
            target: call.target, action: call.action, entry: call.entry.rawValue, outcome: code,
            durationMicros: Self.micros(outcome.duration))
    }

    /// `duration` in whole microseconds, rounded to nearest.
    static func micros(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        // 1 µs is 10^12 attoseconds; adding half of it rounds to nearest.
        let (micros, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        return overflow ? Int64.max : micros &+ (attoseconds + 500_000_000_000) / 1_000_000_000_000
    }
}
