import Mediator

/// A test-only observer component found as `Probe.Target_Probe`: records the events it receives in
/// the `ProbeLog` from the mediator's context, and can be told to fail.
struct Target_Probe: MediatorTarget {
    private let log: ProbeLog

    init(mediator: Mediator) throws {
        log = try mediator.context.require(ProbeLog.self)
    }

    var actions: [Action] {
        [
            .local("nativeRecordLogin") { params in
                log.append("login:\(try params.string("username"))")
                return .null
            },
            .local("nativeRecordLogout") { params in
                log.append("logout:\(try params.string("username"))")
                return .null
            },
            .local("nativeFail") { _ in throw ProbeFailure() },
        ]
    }
}
