import Mediator

/// A test-only observer component: `record` logs an event's params, `fail` logs and then throws.
struct Target_Probe: MediatorTarget {
    let log: ProbeLog

    init(mediator: Mediator) throws {
        log = try mediator.context.require(ProbeLog.self)
    }

    var actions: [Action] {
        [
            .local("record") { [log] params in
                log.append("record", params)
                return true
            },
            .local("fail") { [log] params in
                log.append("fail", params)
                throw ProbeFailure()
            },
        ]
    }
}

/// The error the probe's `fail` action throws.
struct ProbeFailure: DomainError, CustomStringConvertible {
    var code: String { "probeFailed" }
    var kind: ErrorKind { .unavailable }
    var description: String { "the probe observer failed on purpose" }
}
